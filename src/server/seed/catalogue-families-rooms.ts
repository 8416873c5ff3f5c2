/** Demo catalogue families: Heating, bathroom, drainage, tools and hot water. */
import { copperDims, type Family, finishes, kr, mixerBrands, mm, series } from './catalogue-vocabulary';

export const roomFamilies: readonly Family[] = [
  {
    path: ['Radiatorer och värme', 'Panelradiatorer', 'Panelradiatorer'],
    weight: 5,
    group: 60,
    icon: 'radiator',
    brands: ['Purmo', 'Nordlunds'],
    turnkey: true,
    about: 'Panelradiator för vattenburen värme, levereras med konsoler och luftare.',
    bullets: ['Vit RAL 9016', 'Provtryckt 13 bar', 'Konsoler ingår'],
    make: (r) => {
      const type = r.pick([11, 21, 22, 33]);
      const h = r.pick([300, 400, 500, 600, 700, 900]);
      const l = r.int(2, 15) * 200;
      return {
        name: `Panelradiator typ ${type} ${h}x${l} mm`,
        props: [
          ['typ', `Typ ${type}`],
          ['hojd', mm(h)],
          ['langd', mm(l)],
          ['effekt', `${Math.round((h * l * type) / 1100)} W`],
        ],
        priceOre: Math.round((h * l * type) / 90) + 40000,
      };
    },
  },
  {
    path: ['Radiatorer och värme', 'Handdukstorkar', 'Handdukstorkar'],
    weight: 2,
    group: 61,
    icon: 'radiator',
    brands: ['Purmo', 'Tapwell', 'Nordlunds'],
    turnkey: true,
    about: 'Handdukstork för vattenburen värme eller el.',
    bullets: ['IP44', 'Dold anslutning', 'Timer (el)'],
    make: (r, brand) => {
      const h = r.pick([800, 1200, 1500]);
      const w = r.pick([500, 600]);
      const finish = r.pick(['Krom', 'Vit matt', 'Svart matt']);
      return {
        name: `Handdukstork ${brand} ${r.pick(series)} ${h}x${w} mm ${r.pick(['el', 'vatten'])}`,
        props: [
          ['hojd', mm(h)],
          ['bredd', mm(w)],
          ['ytbehandling', finish],
        ],
        priceOre: kr(r, 1200, 7000),
      };
    },
  },
  {
    path: ['Golvvärme', 'Golvvärmerör', 'Golvvärmerör'],
    weight: 2,
    group: 70,
    icon: 'floorheat',
    brands: ['Uponor', 'LK', 'Danfoss'],
    about: 'Golvvärmerör med syrediffusionsspärr.',
    bullets: ['Syrediffusionsspärr', 'Märkt per meter'],
    make: (r) => {
      const d = r.pick([16, 17, 20]);
      const len = r.pick([100, 200, 400, 600]);
      return {
        name: `Golvvärmerör PE-RT ${d}x2,0 mm ${len} m`,
        props: [
          ['dimension', mm(d)],
          ['langd', `${len} m`],
          ['material', 'PE-RT'],
        ],
        priceOre: len * r.int(900, 1400),
        unit: 'RL',
      };
    },
  },
  {
    path: ['Golvvärme', 'Fördelare och styrning', 'Fördelare och styrning'],
    weight: 2,
    group: 71,
    icon: 'floorheat',
    brands: ['Uponor', 'LK', 'Danfoss'],
    turnkey: true,
    about: 'Fördelare och styrning för vattenburen golvvärme.',
    bullets: ['Flödesmätare', 'Luftare och avtappning', 'Förmonterad'],
    make: (r, brand) => {
      if (r.chance(0.5)) {
        const n = r.int(2, 12);
        return {
          name: `Golvvärmefördelare ${brand} ${n} kretsar`,
          props: [
            ['antal-kretsar', `${n}`],
            ['material', 'Rostfritt stål'],
          ],
          priceOre: n * r.int(50000, 90000),
        };
      }
      return {
        name: `Rumstermostat ${brand} ${r.pick(['trådlös', 'trådbunden 230 V', 'trådbunden 24 V'])}`,
        props: [['typ', 'Rumstermostat']],
        priceOre: kr(r, 400, 2200),
      };
    },
  },
  {
    path: ['WC och badrum', 'WC-stolar', 'WC-stolar'],
    weight: 3,
    group: 80,
    icon: 'wc',
    brands: ['Gustavsberg', 'Ifö', 'Geberit'],
    turnkey: true,
    about: 'WC-stol i porslin med mjukstängande sits.',
    bullets: ['Spolning 2/4 liter', 'Hygienglasyr', 'Mjukstängande sits'],
    make: (r, brand) => {
      const mount = r.pick(['golvstående', 'vägghängd']);
      return {
        name: `WC-stol ${brand} ${r.pick(series)} ${mount}`,
        props: [
          ['montering', mount === 'golvstående' ? 'Golvmontage' : 'Väggmontage'],
          ['spolvolym', r.pick(['2/4 l', '3/6 l'])],
          ['material', 'Porslin'],
        ],
        priceOre: kr(r, 1800, 9000),
      };
    },
  },
  {
    path: ['WC och badrum', 'Inbyggnadsfixturer', 'Inbyggnadsfixturer'],
    weight: 2,
    group: 81,
    icon: 'wc',
    brands: ['Tece', 'Geberit', 'Gustavsberg'],
    about: 'Fixtur och spolknappar för vägghängd WC.',
    bullets: ['Höjdjusterbar', 'Frontmanövrering', 'Ljudisolerad cistern'],
    make: (r, brand) => {
      if (r.chance(0.5))
        return {
          name: `Spolknapp ${brand} ${r.pick(series)} ${r.pick(finishes).toLowerCase()}`,
          props: [['ytbehandling', r.pick(finishes)]],
          priceOre: kr(r, 400, 2500),
        };
      const h = r.pick([820, 980, 1120]);
      return {
        name: `Fixtur ${brand} ${r.pick(['Base', 'Profil', 'Duo'])} ${h} mm`,
        props: [['hojd', mm(h)]],
        priceOre: kr(r, 2200, 6500),
      };
    },
  },
  {
    path: ['WC och badrum', 'Tvättställ', 'Tvättställ'],
    weight: 3,
    group: 82,
    icon: 'basin',
    brands: ['Gustavsberg', 'Ifö', 'Nordlunds'],
    turnkey: true,
    about: 'Tvättställ för möbel- eller väggmontage.',
    bullets: ['Bräddavlopp', 'Förborrat blandarhål', 'Hygienglasyr'],
    make: (r, brand) => {
      const w = r.pick([450, 500, 550, 600, 700, 800, 1000]);
      const kind = r.pick(['Tvättställ', 'Kommodtvättställ', 'Tvättställ hörn']);
      return {
        name: `${kind} ${brand} ${r.pick(series)} ${w} mm`,
        props: [
          ['bredd', mm(w)],
          ['material', r.pick(['Porslin', 'Porslin', 'Gjutmarmor'])],
          ['montering', 'Väggmontage'],
        ],
        priceOre: kr(r, 900, 6500),
      };
    },
  },
  {
    path: ['WC och badrum', 'Duschar', 'Duschar'],
    weight: 3,
    group: 83,
    icon: 'shower',
    brands: ['Mora Armatur', 'FM Mattsson', 'Oras', 'Tapwell'],
    turnkey: true,
    about: 'Duschset, takduschar och duschväggar.',
    bullets: ['Antikalk-munstycken', 'Höjdjusterbar', 'Säker Vatten'],
    make: (r, brand) => {
      const finish = r.pick(finishes);
      const kind = r.pick([
        'Duschset',
        'Takdusch 250 mm',
        'Handdusch',
        'Duschslang 1500 mm',
        'Duschvägg 900 mm härdat glas',
      ]);
      return {
        name: `${kind} ${brand} ${r.pick(series)}`,
        props: [['ytbehandling', finish]],
        priceOre: kr(r, 200, 7000),
      };
    },
  },
  {
    path: ['Avlopp', 'Golvbrunnar', 'Golvbrunnar'],
    weight: 2,
    group: 90,
    icon: 'drain',
    brands: ['Purus', 'Nordlunds'],
    about: 'Golvbrunnar för våtrum enligt branschregler Säkert Vatten.',
    bullets: ['Klämring för tätskikt', 'Löstagbart vattenlås', 'Typgodkänd'],
    make: (r, brand) => {
      const d = r.pick([50, 75, 110]);
      return {
        name: `Golvbrunn ${brand} ${r.pick(['Ess', 'Line', 'Kvadrat'])} ${d} mm`,
        props: [
          ['dimension', mm(d)],
          ['material', r.pick(['PP', 'Rostfritt stål'])],
        ],
        priceOre: kr(r, 600, 4500),
      };
    },
  },
  {
    path: ['Avlopp', 'Vattenlås och bottenventiler', 'Vattenlås och bottenventiler'],
    weight: 2,
    group: 91,
    icon: 'drain',
    brands: ['Purus', 'Gustavsberg', 'Nordlunds'],
    about: 'Vattenlås och bottenventiler för tvättställ och diskbänk.',
    bullets: ['Rensbart', 'Med anslutning för diskmaskin'],
    make: (r) => {
      const finish = r.pick(['Krom', 'Vit', 'Svart matt']);
      const kind = r.pick(['Vattenlås tvättställ 32 mm', 'Vattenlås diskbänk 40 mm', 'Bottenventil']);
      return {
        name: `${kind} ${finish.toLowerCase()}`,
        props: [['ytbehandling', finish]],
        priceOre: kr(r, 90, 900),
      };
    },
  },
  {
    path: ['Reservdelar och tillbehör', 'Tillbehör för blandare', 'Tillbehör för blandare'],
    weight: 2,
    group: 92,
    icon: 'part',
    brands: mixerBrands,
    about: 'Reservdelar och tillbehör för blandare.',
    bullets: ['Originaldel', 'Passar flera modeller'],
    make: (r, brand) => {
      const kind = r.pick([
        'Packning för blandare',
        'Perlator till blandare M24',
        'Blandarfäste',
        'Förlängningsnippel för blandare',
      ]);
      return { name: `${kind} ${brand}`, props: [], priceOre: kr(r, 30, 450) };
    },
  },
  {
    path: ['Verktyg', 'Handverktyg', 'Handverktyg'],
    weight: 2,
    group: 95,
    icon: 'tool',
    brands: ['Knipex', 'Rothenberger', 'Bahco'],
    noRsk: true,
    about: 'Verktyg för rörmontage.',
    bullets: ['Härdade käftar', 'Ergonomiskt handtag'],
    make: (r, brand) => {
      const kind = r.pick([
        'Rörtång 1 1/2"',
        'Rörtång 2"',
        'Rörskärare 3–35 mm',
        'Rörskärare 6–67 mm',
        'Avgradare',
        'Bockfjäder 15 mm',
      ]);
      return { name: `${kind} ${brand}`, props: [], priceOre: kr(r, 150, 1800) };
    },
  },
  {
    path: ['Verktyg', 'Pressverktyg', 'Pressverktyg'],
    weight: 1,
    group: 96,
    icon: 'tool',
    brands: ['Rothenberger', 'Nordlunds'],
    noRsk: true,
    about: 'Pressmaskiner och pressbackar.',
    bullets: ['Batteridriven', 'Automatisk returfunktion'],
    make: (r, brand) => {
      if (r.chance(0.3))
        return {
          name: `Pressmaskin ${brand} ${r.pick(['Compact', 'Pro'])} 18 V`,
          props: [],
          priceOre: kr(r, 12000, 28000),
        };
      const d = r.pick(copperDims.slice(1));
      return {
        name: `Pressback ${r.pick(['M', 'V', 'TH'])} ${d} mm ${brand}`,
        props: [['dimension', mm(d)]],
        priceOre: kr(r, 900, 2600),
      };
    },
  },
  {
    path: ['Varmvatten', 'Varmvattenberedare', 'Varmvattenberedare'],
    weight: 1,
    group: 97,
    icon: 'heater',
    brands: ['Nordlunds', 'Metro Therm', 'OSO'],
    turnkey: true,
    about: 'Varmvattenberedare i rostfritt stål.',
    bullets: ['Rostfri behållare', 'Elpatron 3 kW', 'Blandningsventil ingår'],
    make: (r, brand) => {
      const l = r.pick([30, 60, 100, 160, 200, 300]);
      return {
        name: `Varmvattenberedare ${brand} ${l} l`,
        props: [['material', 'Rostfritt stål']],
        priceOre: l * r.int(5000, 9000),
      };
    },
  },
];
