/** Demo catalogue families: Blandare, ventiler and pumpar: the tap-water and heating-circuit products. */
import {
  copperDims,
  type Family,
  finishes,
  kr,
  mixerAbout,
  mixerBrands,
  mixerBullets,
  mixers,
  mm,
  series,
  threads,
} from './catalogue-vocabulary';

export const waterFamilies: readonly Family[] = [
  {
    path: ['Blandare', 'Tvättställsblandare', 'Tvättställsblandare'],
    weight: 5,
    group: 30,
    icon: 'mixer',
    brands: mixerBrands,
    turnkey: true,
    safeWater: true,
    about: mixerAbout,
    bullets: mixerBullets,
    make: mixers('Tvättställsblandare', 900, 6500, [
      'med bottenventil',
      'utan bottenventil',
      'hög modell',
      '',
    ]),
  },
  {
    path: ['Blandare', 'Köksblandare', 'Köksblandare'],
    weight: 5,
    group: 31,
    icon: 'mixer',
    brands: mixerBrands,
    turnkey: true,
    safeWater: true,
    about: mixerAbout,
    bullets: mixerBullets,
    make: mixers('Köksblandare', 1200, 8500, ['med diskmaskinsavstängning', 'hög pip', 'utdragbar pip', '']),
  },
  {
    path: ['Blandare', 'Dusch- och badkarsblandare', 'Duschblandare'],
    weight: 4,
    group: 32,
    icon: 'mixer',
    brands: mixerBrands,
    turnkey: true,
    safeWater: true,
    about: mixerAbout,
    bullets: mixerBullets,
    make: (r, brand) => {
      const cc = r.pick([150, 160]);
      const item = mixers(r.pick(['Duschblandare', 'Badkarsblandare']), 1100, 5500, [`cc ${cc}`])(r, brand);
      return { ...item, props: [...item.props, ['cc-matt', `cc ${cc}`], ['montering', 'Väggmontage']] };
    },
  },
  {
    path: ['Blandare', 'Termostatblandare', 'Termostatblandare'],
    weight: 4,
    group: 33,
    icon: 'thermostat',
    brands: mixerBrands,
    turnkey: true,
    safeWater: true,
    about: 'Termostatblandare som håller temperaturen även när trycket varierar.',
    bullets: ['Skållningsskydd 38 °C', 'Eco-spärr', 'Snabbkoppling för duschset', 'Säker Vatten'],
    make: (r, brand) => {
      const cc = r.pick([150, 160]);
      const use = r.pick(['dusch', 'bad', 'dusch', 'för inbyggnad']);
      const finish = r.pick(finishes);
      return {
        name: `Termostatblandare ${use} ${brand} ${r.pick(series)} cc ${cc}`,
        props: [
          ['funktion', 'Termostat'],
          ['cc-matt', `cc ${cc}`],
          ['ytbehandling', finish],
          ['material', 'Mässing'],
          ['montering', 'Väggmontage'],
        ],
        priceOre: kr(r, 1800, 9000),
      };
    },
  },
  {
    path: ['Ventiler', 'Kulventiler', 'Kulventiler'],
    weight: 4,
    group: 40,
    icon: 'valve',
    brands: ['FM Mattsson', 'Nordlunds', 'TA', 'Danfoss'],
    about: 'Kulventil med fullt genomlopp för avstängning av tappvatten och värme.',
    bullets: ['Fullt genomlopp', 'Avzinkningshärdig', 'Tryckklass PN 25'],
    make: (r) => {
      if (r.chance(0.5)) {
        const d = r.pick(copperDims.slice(1, 7));
        return {
          name: `Kulventil ${d} mm klämring`,
          props: [
            ['dimension', mm(d)],
            ['anslutning', 'Klämring'],
            ['material', 'Mässing'],
            ['tryckklass', 'PN 25'],
          ],
          priceOre: kr(r, 90, 900),
        };
      }
      const t = r.pick(threads);
      return {
        name: `Kulventil ${t} inv gänga`,
        props: [
          ['dimension', t],
          ['anslutning', 'Gänga'],
          ['material', 'Mässing'],
          ['tryckklass', 'PN 25'],
        ],
        priceOre: kr(r, 80, 1200),
      };
    },
  },
  {
    path: ['Ventiler', 'Backventiler och säkerhetsventiler', 'Backventiler och säkerhetsventiler'],
    weight: 3,
    group: 41,
    icon: 'valve',
    brands: ['Nordlunds', 'Danfoss', 'FM Mattsson'],
    about: 'Ventiler som skyddar installationen mot återströmning och övertryck.',
    bullets: ['Typgodkänd', 'Avzinkningshärdig mässing'],
    make: (r) => {
      if (r.chance(0.5)) {
        const d = r.pick([15, 22, 28]);
        return {
          name: `Backventil ${d} mm`,
          props: [
            ['dimension', mm(d)],
            ['material', 'Mässing'],
            ['typ', 'Backventil'],
          ],
          priceOre: kr(r, 60, 600),
        };
      }
      const bar = r.pick(['1,5', '3', '6', '9']);
      return {
        name: `Säkerhetsventil 1/2" ${bar} bar`,
        props: [
          ['dimension', '1/2"'],
          ['tryckklass', `${bar} bar`],
          ['typ', 'Säkerhetsventil'],
        ],
        priceOre: kr(r, 150, 900),
      };
    },
  },
  {
    path: ['Ventiler', 'Radiatorventiler', 'Termostatventiler'],
    weight: 4,
    group: 42,
    icon: 'valve',
    brands: ['Danfoss', 'TA', 'Oventrop'],
    about: 'Termostatventiler och termostathuvuden för radiatorsystem.',
    bullets: ['Förinställbar', 'Frostskydd', 'M30x1,5'],
    make: (r, brand) => {
      if (r.chance(0.4))
        return {
          name: `Termostathuvud ${brand} ${r.pick(series)} vit`,
          props: [['typ', 'Termostathuvud']],
          priceOre: kr(r, 180, 900),
        };
      const shape = r.pick(['rak', 'vinkel', 'axial']);
      const t = r.pick(['3/8"', '1/2"', '3/4"']);
      return {
        name: `Termostatventil ${shape} ${t}`,
        props: [
          ['dimension', t],
          ['typ', `Termostatventil ${shape}`],
          ['material', 'Förnicklad mässing'],
        ],
        priceOre: kr(r, 160, 700),
      };
    },
  },
  {
    path: ['Pumpar', 'Cirkulationspumpar', 'Cirkulationspumpar'],
    weight: 3,
    group: 50,
    icon: 'pump',
    brands: ['Grundfos', 'Wilo', 'LK'],
    turnkey: true,
    about: 'Energieffektiv cirkulationspump för värme- och tappvarmvattensystem.',
    bullets: ['EEI ≤ 0,20', 'Automatisk anpassning', 'Inbyggt blockeringsskydd'],
    make: (r, brand) => {
      const size = r.pick([15, 25, 32]);
      const head = r.pick([40, 60, 80]);
      const len = size === 15 ? 130 : r.pick([130, 180]);
      const w = r.int(4, 60);
      return {
        name: `Cirkulationspump ${brand} ${r.pick(['UPX', 'Cirko', 'Eco', 'Stella'])} ${size}-${head} ${len} mm`,
        props: [
          ['effekt', `${w} W`],
          ['dimension', `DN ${size}`],
          ['langd', mm(len)],
        ],
        priceOre: kr(r, 1600, 12000),
      };
    },
  },
  {
    path: ['Pumpar', 'Dränkbara pumpar', 'Dränkbara pumpar'],
    weight: 1,
    group: 51,
    icon: 'pump',
    brands: ['Grundfos', 'Wilo'],
    about: 'Dränkbar pump för länsning av källare och schakt.',
    bullets: ['Nivåvippa', 'Rostfritt pumphus', '10 m kabel'],
    make: (r, brand) => {
      const w = r.pick([250, 400, 550, 750, 1100]);
      return {
        name: `Dränkbar pump ${brand} ${r.pick(['Unilift', 'Drain', 'TMW'])} ${w} W`,
        props: [['effekt', `${w} W`]],
        priceOre: kr(r, 1500, 9000),
      };
    },
  },
];
