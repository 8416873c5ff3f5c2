/** Demo catalogue families: Rör and kopplingar: pipes and fittings, the bulk of a VVS catalogue by count. */
import { copperDims, type Family, kr, mm, threads, wall } from './catalogue-vocabulary';

export const pipeFamilies: readonly Family[] = [
  {
    path: ['Rör och rördelar', 'Kopparrör', 'Raka kopparrör'],
    weight: 5,
    group: 10,
    icon: 'pipe',
    brands: ['Nordlunds', 'KME'],
    safeWater: true,
    about: 'Kopparrör enligt SS-EN 1057 för tappvatten, värme och kyla.',
    bullets: ['SS-EN 1057', 'Halvhårt utförande', 'För lödning och press', 'Levereras med skyddslock'],
    make: (r) => {
      const d = r.pick(copperDims);
      const len = r.pick([3, 5]);
      return {
        name: `Kopparrör ${d}x${wall(d)} mm ${len} m`,
        props: [
          ['dimension', mm(d)],
          ['langd', `${len} m`],
          ['material', 'Koppar'],
        ],
        priceOre: Math.round(d * len * r.int(900, 1300)),
      };
    },
  },
  {
    path: ['Rör och rördelar', 'Kopparrör', 'Mjuka kopparrör i ring'],
    weight: 2,
    group: 10,
    icon: 'pipe',
    brands: ['Nordlunds', 'KME'],
    about: 'Mjukt kopparrör i ring för enkel bockning.',
    bullets: ['SS-EN 1057', 'Glödgat', 'Levereras i ring'],
    make: (r) => {
      const d = r.pick([10, 12, 15, 18, 22]);
      const len = r.pick([10, 25, 50]);
      return {
        name: `Kopparrör mjuk ${d}x1,0 mm ring ${len} m`,
        props: [
          ['dimension', mm(d)],
          ['langd', `${len} m`],
          ['material', 'Koppar'],
        ],
        priceOre: Math.round(d * len * r.int(800, 1100)),
        unit: 'RL',
      };
    },
  },
  {
    path: ['Rör och rördelar', 'PEX-rör', 'Rör-i-rörsystem'],
    weight: 3,
    group: 11,
    icon: 'pipe',
    brands: ['Uponor', 'LK', 'Pipelife'],
    safeWater: true,
    about: 'Rör-i-rörsystem för tappvatten enligt Säker Vatten.',
    bullets: ['Utbytbart rör', 'Syrediffusionsspärr', 'Godkänd för tappvatten'],
    make: (r) => {
      const d = r.pick([15, 18, 22, 28]);
      return {
        name: `Rör-i-rör PEX ${d}x2,5 mm`,
        props: [
          ['dimension', mm(d)],
          ['material', 'PEX'],
        ],
        priceOre: d * r.int(250, 400),
        unit: 'M',
        decimals: true,
        minQty: r.pick([1, 25, 50]),
      };
    },
  },
  {
    path: ['Rör och rördelar', 'PEX-rör', 'Flerskiktsrör'],
    weight: 2,
    group: 11,
    icon: 'pipe',
    brands: ['Uponor', 'Tece', 'LK'],
    about: 'Flerskiktsrör med aluminiumskikt som behåller formen.',
    bullets: ['Formstabilt', 'Syretätt', 'För press- och klämkopplingar'],
    make: (r) => {
      const d = r.pick([16, 20, 25, 32]);
      const len = r.pick([5, 50, 100]);
      return {
        name: `Flerskiktsrör ${d}x2,0 mm ${len} m`,
        props: [
          ['dimension', mm(d)],
          ['langd', `${len} m`],
          ['material', 'Flerskikt'],
        ],
        priceOre: d * len * r.int(300, 450),
      };
    },
  },
  {
    path: ['Rör och rördelar', 'Avloppsrör', 'PP-avloppsrör'],
    weight: 4,
    group: 12,
    icon: 'pipe',
    brands: ['Wavin', 'Pipelife', 'Nordlunds'],
    about: 'Avloppsrör och delar i polypropen för inomhusavlopp.',
    bullets: ['Muff med tätningsring', 'Ljuddämpat utförande finns', 'SS-EN 1451'],
    make: (r) => {
      const d = r.pick([32, 40, 50, 75, 110]);
      if (r.chance(0.4)) {
        const a = r.pick([15, 30, 45, 88]);
        return {
          name: `Avloppsböj PP ${d} mm ${a}°`,
          props: [
            ['dimension', mm(d)],
            ['material', 'PP'],
          ],
          priceOre: kr(r, 15, 120),
        };
      }
      const len = r.pick([150, 250, 500, 1000, 1500, 2000, 3000]);
      return {
        name: `Avloppsrör PP ${d} mm ${len} mm`,
        props: [
          ['dimension', mm(d)],
          ['langd', mm(len)],
          ['material', 'PP'],
        ],
        priceOre: Math.round((d * len) / 25) + 1500,
      };
    },
  },
  {
    path: ['Rör och rördelar', 'Avloppsrör', 'Markavloppsrör'],
    weight: 2,
    group: 12,
    icon: 'pipe',
    brands: ['Wavin', 'Pipelife'],
    about: 'Släta markavloppsrör i PVC för mark och grund.',
    bullets: ['Ringstyvhet SN8', 'Orange färg', 'SS-EN 1401'],
    make: (r) => {
      const d = r.pick([110, 160, 200]);
      const len = r.pick([1, 3, 6]);
      return {
        name: `Markavloppsrör PVC ${d} mm ${len} m`,
        props: [
          ['dimension', mm(d)],
          ['langd', `${len} m`],
          ['material', 'PVC'],
        ],
        priceOre: d * len * r.int(90, 140),
      };
    },
  },
  {
    path: ['Kopplingar', 'Klämringskopplingar', 'Klämringskopplingar'],
    weight: 6,
    group: 20,
    icon: 'fitting',
    brands: ['LK', 'Nordlunds', 'Tapwell', 'FM Mattsson'],
    safeWater: true,
    about: 'Klämringskopplingar för kopparrör och PEX-rör med stödhylsa.',
    bullets: ['Avzinkningshärdig mässing', 'För koppar och PEX', 'Tätar utan verktyg'],
    make: (r) => {
      const d = r.pick(copperDims.slice(1, 7));
      const kind = r.pick([
        'Klämringskoppling rak',
        'Klämringsvinkel 90°',
        'Klämrings-T',
        'Klämringskoppling reducering',
      ]);
      const dims = kind.endsWith('reducering') ? `${d}x${r.pick([10, 12, 15])} mm` : mm(d);
      return {
        name: `${kind} ${dims}`,
        props: [
          ['dimension', mm(d)],
          ['anslutning', 'Klämring'],
          ['material', r.pick(['Mässing', 'Förnicklad mässing'])],
        ],
        priceOre: kr(r, 25, 260),
        pack: r.pick([1, 1, 5, 10]),
      };
    },
  },
  {
    path: ['Kopplingar', 'Presskopplingar', 'Presskopplingar koppar'],
    weight: 4,
    group: 21,
    icon: 'fitting',
    brands: ['Nordlunds', 'Tece', 'LK'],
    about: 'Presskopplingar med läckageindikering för kopparrör.',
    bullets: ['M-profil', 'Läckageindikering', 'EPDM-tätning'],
    make: (r) => {
      const d = r.pick(copperDims.slice(1));
      const kind = r.pick(['Presskoppling', 'Pressvinkel 90°', 'Pressvinkel 45°', 'Press-T', 'Pressmuff']);
      return {
        name: `${kind} koppar ${d} mm`,
        props: [
          ['dimension', mm(d)],
          ['anslutning', 'Press'],
          ['material', 'Koppar'],
        ],
        priceOre: kr(r, 20, 300),
      };
    },
  },
  {
    path: ['Kopplingar', 'Gängade rördelar', 'Gängade rördelar'],
    weight: 4,
    group: 22,
    icon: 'fitting',
    brands: ['Nordlunds', 'FM Mattsson'],
    about: 'Gängade rördelar för tappvatten och värme.',
    bullets: ['Gänga enligt ISO 228', 'Tryckklass PN 16'],
    make: (r) => {
      const t = r.pick(threads);
      const kind = r.pick(['Gängmuff', 'Gängnippel', 'Gängvinkel inv/utv', 'Gängreducering', 'Gängpropp']);
      const material = r.pick(['Mässing', 'Förzinkat stål']);
      return {
        name: `${kind} ${t} ${material.toLowerCase()}`,
        props: [
          ['dimension', t],
          ['anslutning', 'Gänga'],
          ['material', material],
          ['tryckklass', 'PN 16'],
        ],
        priceOre: kr(r, 12, 220),
      };
    },
  },
];
