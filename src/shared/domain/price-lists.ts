/**
 * The provider's price-list variants (api-spec §4: gross, g1, b0 … _06; codes WHG, CAT, TTL) as
 * definitions read by one generator (decision 0054). The spec names the variants without saying what
 * each holds; these are what a Swedish VVS wholesaler's lists carry: gross lists, the firm's net list,
 * net lists with a calculation price at a markup (påslag, b-variants) or a contribution margin
 * (täckningsgrad, n-variants), the campaign list and the news of the last three and six months.
 */

export const priceListVariants = [
  'gross',
  'g1',
  'b0',
  'b1',
  'b2',
  'b3',
  'b4',
  'b6',
  'b8',
  'g9',
  'n10',
  'n20',
  'n30',
  'n40',
  'n50',
  'p6',
  '_03',
  '_06',
] as const;
export type PriceListVariant = (typeof priceListVariants)[number];

/** How a list is ordered and grouped: by discount group (varugrupp), catalogue category or title. */
export const priceListCodes = ['WHG', 'CAT', 'TTL'] as const;
export type PriceListCode = (typeof priceListCodes)[number];
export const priceListCodeLabels: Record<PriceListCode, string> = {
  WHG: 'Varugrupp',
  CAT: 'Kategori',
  TTL: 'Benämning A–Ö',
};

export const priceListFormats = ['CSV', 'XLSX', 'PDF'] as const;
export type PriceListFormat = (typeof priceListFormats)[number];
export const priceListFormatLabels: Record<PriceListFormat, string> = {
  CSV: 'CSV',
  XLSX: 'Excel',
  PDF: 'PDF',
};

/** Which products a list holds: all active, those on campaign today, or those registered lately. */
export type PriceListSelection = { kind: 'ALL' } | { kind: 'CAMPAIGN' } | { kind: 'NEW'; months: number };

export interface PriceListDefinition {
  title: string;
  description: string;
  /** Carries the firm's net prices: not for an employee whose net prices are hidden, nor in client mode. */
  net: boolean;
  /** Gross prices including 25 % moms instead of excluding. */
  grossWithMoms?: boolean;
  /** The discount group column beside the prices. */
  discountGroup?: boolean;
  /** A calculation price from the net price: a markup (påslag) or a contribution margin (täckningsgrad). */
  calculation?: { kind: 'MARKUP' | 'MARGIN'; bp: number };
  /** The campaign price and its last day. */
  campaign?: boolean;
  selection: PriceListSelection;
}

const all: PriceListSelection = { kind: 'ALL' };

function markupList(percent: number): PriceListDefinition {
  return {
    title: `Nettoprislista, påslag ${percent} %`,
    description: `Era nettopriser och ett kalkylpris med ${percent} % påslag på nettopriset.`,
    net: true,
    calculation: { kind: 'MARKUP', bp: percent * 100 },
    selection: all,
  };
}

function marginList(percent: number): PriceListDefinition {
  return {
    title: `Nettoprislista, täckningsgrad ${percent} %`,
    description: `Era nettopriser och ett försäljningspris som ger ${percent} % täckningsgrad.`,
    net: true,
    calculation: { kind: 'MARGIN', bp: percent * 100 },
    selection: all,
  };
}

export const priceListDefinitions: Record<PriceListVariant, PriceListDefinition> = {
  gross: {
    title: 'Bruttoprislista',
    description: 'Grossistens listpriser exklusive moms för hela sortimentet.',
    net: false,
    selection: all,
  },
  g1: {
    title: 'Bruttoprislista inklusive moms',
    description: 'Listpriserna med 25 % moms, för offerter till privatpersoner.',
    net: false,
    grossWithMoms: true,
    selection: all,
  },
  g9: {
    title: 'Bruttoprislista med rabattgrupper',
    description: 'Listpriserna med varje artikels rabattgrupp, för att stämma av rabattbrevet.',
    net: false,
    discountGroup: true,
    selection: all,
  },
  b0: {
    title: 'Nettoprislista',
    description: 'Listpris, er rabatt och ert nettopris enligt rabattbrevet för varje artikel.',
    net: true,
    discountGroup: true,
    selection: all,
  },
  b1: markupList(10),
  b2: markupList(20),
  b3: markupList(30),
  b4: markupList(40),
  b6: markupList(60),
  b8: markupList(80),
  n10: marginList(10),
  n20: marginList(20),
  n30: marginList(30),
  n40: marginList(40),
  n50: marginList(50),
  p6: {
    title: 'Kampanjprislista',
    description: 'Artiklar med kampanjpris just nu, med ert nettopris och kampanjens sista dag.',
    net: true,
    campaign: true,
    selection: { kind: 'CAMPAIGN' },
  },
  _03: {
    title: 'Nyheter senaste 3 månaderna',
    description: 'Artiklar som kommit in i sortimentet de senaste tre månaderna, med era nettopriser.',
    net: true,
    selection: { kind: 'NEW', months: 3 },
  },
  _06: {
    title: 'Nyheter senaste 6 månaderna',
    description: 'Artiklar som kommit in i sortimentet det senaste halvåret, med era nettopriser.',
    net: true,
    selection: { kind: 'NEW', months: 6 },
  },
};

/** A list whose content depends on the day (today's campaigns, the last months' news) is made per day. */
export function priceListDated(variant: PriceListVariant): boolean {
  return priceListDefinitions[variant].selection.kind !== 'ALL';
}

/** "2026-11-29" less n months, clamped to the month's last day ("2026-05-31" − 3 → "2026-02-28"). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
