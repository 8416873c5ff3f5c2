/**
 * The words the demo catalogue is made of: facet properties and the product families of a Swedish VVS
 * wholesaler. Brands are real; series names and exact products are invented but read like the real thing.
 */
import type { Rng } from './catalogue-random';

export type IconKind =
  | 'pipe'
  | 'fitting'
  | 'mixer'
  | 'thermostat'
  | 'valve'
  | 'pump'
  | 'radiator'
  | 'floorheat'
  | 'wc'
  | 'basin'
  | 'shower'
  | 'drain'
  | 'tool'
  | 'heater'
  | 'part';

export const facetProperties: ReadonlyArray<{ key: string; name: string; nested?: boolean }> = [
  { key: 'varumarke', name: 'Varumärke' },
  { key: 'material', name: 'Material', nested: true },
  { key: 'dimension', name: 'Dimension' },
  { key: 'langd', name: 'Längd' },
  { key: 'anslutning', name: 'Anslutning' },
  { key: 'ytbehandling', name: 'Ytbehandling' },
  { key: 'funktion', name: 'Funktion' },
  { key: 'montering', name: 'Montering' },
  { key: 'cc-matt', name: 'Cc-mått' },
  { key: 'tryckklass', name: 'Tryckklass' },
  { key: 'typ', name: 'Typ' },
  { key: 'hojd', name: 'Höjd' },
  { key: 'bredd', name: 'Bredd' },
  { key: 'effekt', name: 'Effekt' },
  { key: 'antal-kretsar', name: 'Antal kretsar' },
  { key: 'spolvolym', name: 'Spolvolym' },
];

/** Nested values of the Material facet: choosing "Metall" selects every metal. */
export const materialGroups: Record<string, string> = {
  Koppar: 'Metall',
  Mässing: 'Metall',
  'Förnicklad mässing': 'Metall',
  'Rostfritt stål': 'Metall',
  'Förzinkat stål': 'Metall',
  Gjutjärn: 'Metall',
  PEX: 'Plast',
  'PE-RT': 'Plast',
  PP: 'Plast',
  PVC: 'Plast',
  Flerskikt: 'Plast',
  Porslin: 'Keramik',
  Gjutmarmor: 'Keramik',
  'Härdat glas': 'Glas',
};

export type Unit = 'ST' | 'M' | 'FRP' | 'RL';

export interface Item {
  name: string;
  props: Array<[string, string]>;
  priceOre: number;
  unit?: Unit;
  decimals?: boolean;
  /** Units per pack and minimum order quantity, in whole units. */
  pack?: number;
  minQty?: number;
}

export interface Family {
  path: readonly [string, string, string];
  weight: number;
  /** The first two digits of the family's discount groups (the brand's index follows). */
  group: number;
  icon: IconKind;
  brands: readonly string[];
  about: string;
  bullets: readonly string[];
  /** Installed at a client's: turnkey A/B/C prices apply. */
  turnkey?: boolean;
  safeWater?: boolean;
  noRsk?: boolean;
  make(r: Rng, brand: string): Item;
}

export const series = [
  'Aria',
  'Vega',
  'Stilo',
  'Nova',
  'Linn',
  'Sigma',
  'Polar',
  'Brisa',
  'Fjord',
  'Saga',
  'Tindra',
  'Alva',
  'Kant',
  'Rund',
];
export const finishes = ['Krom', 'Svart matt', 'Borstat stål', 'Vit matt', 'Mässing borstad'];
export const copperDims = [10, 12, 15, 18, 22, 28, 35, 42, 54];
export const threads = ['1/4"', '3/8"', '1/2"', '3/4"', '1"', '1 1/4"', '1 1/2"', '2"'];
export const wall = (d: number) => (d <= 15 ? '1,0' : d <= 28 ? '1,2' : '1,5');
export const kr = (r: Rng, min: number, max: number) => r.logUniform(min * 100, max * 100);
export const mm = (n: number) => `${n} mm`;

export const mixers =
  (kind: string, min: number, max: number, variants: readonly string[]) =>
  (r: Rng, brand: string): Item => {
    const finish = r.pick(finishes);
    const s = r.pick(series);
    const variant = r.pick(variants);
    return {
      name: `${kind} ${brand} ${s} ${variant}`.trim() + (finish === 'Krom' ? '' : ` ${finish.toLowerCase()}`),
      props: [
        ['ytbehandling', finish],
        ['funktion', r.pick(['Ettgrepp', 'Ettgrepp', 'Tvågrepp', 'Beröringsfri'])],
        ['material', 'Mässing'],
      ],
      priceOre: kr(r, min, max),
    };
  };

export const mixerBrands = ['Mora Armatur', 'FM Mattsson', 'Gustavsberg', 'Oras', 'Tapwell', 'Damixa'];
export const mixerAbout =
  'Blandare för svenska installationer, godkänd enligt Säker Vatten och med keramisk insats.';
export const mixerBullets = [
  'Keramisk insats',
  'Energiklass A',
  'Skållningsskydd',
  'Flödesbegränsning 6 l/min',
  '5 års garanti',
];
