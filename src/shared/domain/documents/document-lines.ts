/**
 * Document lines (api-spec §3.3, §4, product-spec §5) as the domain sees them: integer öre, basis points
 * (1 % = 100) and quantities in thousandths (1,5 m = 1 500), docs/decisions/0002-money.md. The totals and
 * line rules in `document-totals.ts` and `line-rules.ts` read these shapes in the browser and on the server.
 */
import type { OwnArticleType } from '../own-article';

export const itemKinds = ['NOMENCLATURE', 'OWN_ARTICLE', 'COMMENT'] as const;
export type ItemKind = (typeof itemKinds)[number];

/** A catalogue line: a catalogue article, a free item, a special article, or an article without price. */
export const nomenclatureItemTypes = ['REGULAR', 'FREE', 'SPECIAL', 'WITHOUT_PRICE'] as const;
export type NomenclatureItemType = (typeof nomenclatureItemTypes)[number];

export const nomenclatureItemTypeLabels: Record<NomenclatureItemType, string> = {
  REGULAR: 'Katalogartikel',
  FREE: 'Fri artikel',
  SPECIAL: 'Specialartikel',
  WITHOUT_PRICE: 'Katalogartikel utan pris',
};

/** api-spec §4 price sources: where a line's sales price came from when it was added or actualised. */
export const priceSources = [
  'FROM_OWN_PRICE',
  'FROM_CLIENT_PRICE',
  'FROM_CATALOGUE_PRICE',
  'FROM_OWN_ARTICLES',
] as const;
export type PriceSource = (typeof priceSources)[number];

export const priceSourceLabels: Record<PriceSource, string> = {
  FROM_OWN_PRICE: 'Eget pris',
  FROM_CLIENT_PRICE: 'Kundpris',
  FROM_CATALOGUE_PRICE: 'Katalogpris',
  FROM_OWN_ARTICLES: 'Egen artikel',
};

/** api-spec §4 price-change results, also the price icon: blue changed/not in catalogue, red lower, grey same. */
export const priceChangeResults = [
  'PRICE_NOT_CHANGED',
  'NOT_FOUND_IN_CATALOGUE',
  'PRICE_CHANGED',
  'PRICE_CHANGED_LOWER',
] as const;
export type PriceChangeResult = (typeof priceChangeResults)[number];

/** The amount group a line is summed in (api-spec §4 item types). */
export type AmountGroup = 'MATERIAL' | 'SERVICE' | 'ROT_SERVICE' | 'OTHER' | 'TRANSPORT';

/** What the totals need of a line. */
export interface LineInput {
  kind: ItemKind;
  nomenclatureItemType: NomenclatureItemType | null;
  ownArticleType: OwnArticleType | null;
  /** Quantity in thousandths of the unit; may be 0 or negative (a return). */
  quantity: number;
  unit: string;
  /** Sales unit price before the line's discount, öre excl. VAT; null when not filled. */
  priceOre: number | null;
  /** The firm's purchase (net) unit price, öre; null when unknown. */
  purchasePriceOre: number | null;
  /** Percentage discount on the sales price, basis points (0–10 000). */
  discountBp: number;
  /** Amount discount per unit, öre (not more than the price). */
  discountOre: number;
  /** Markup on the purchase price, basis points; used when the line is priced by markup (see below). */
  markupBp: number;
  /** VAT rate in basis points; null means the document's rate. */
  vatRateBp: number | null;
  /** The document's material discount may be taken off this line. */
  applyDiscount: boolean;
  /** Left out of the material profit (TB) total. */
  excludeFromTotalMaterialProfit: boolean;
}

/** The document header fields that change amounts (api-spec §3.1 pricing and options). */
export interface PricingInput {
  /** The document's VAT rate in basis points (25 % = 2 500). */
  vatRateBp: number;
  /** Document discount on material lines that allow it, basis points. */
  discountBp: number;
  /** Material lines are priced as purchase price plus markup instead of sales price less discount. */
  markupToPurchasePrice: boolean;
  /** With markupToPurchasePrice, own MATERIAL articles are priced by markup too. */
  markupToMaterialOwnArticles: boolean;
  /** Omvänd betalningsskyldighet: no VAT on the document. */
  reverseTaxLiability: boolean;
  /** The document discount lowers the material profit. */
  includeDocumentDiscountToProfit: boolean;
  /** The kind credits (a credit invoice): every amount is taken with the opposite sign (decision 0021). */
  credit?: boolean;
  /** A cash invoice: paid when issued, its total followed by "Kontant betalt" (decision 0036). */
  cash?: boolean;
  /**
   * The ROT deduction the buyers claim (whole kronor, öre): "Att betala" is the total less it (0038). On a
   * credit, what it takes back of the credited invoice's deduction, as a positive sum (0044).
   */
  taxDeductionOre?: number;
}

/** A line's computed figures. */
export interface LineAmounts {
  group: AmountGroup | null;
  /** Unit price after the line's discount or markup, rounded to öre (decision 0002 step 1 uses it). */
  unitNetOre: number;
  /** quantity × unitNet, rounded to whole öre. */
  sumOre: number;
  /** sumOre − quantity × purchase price; null without a purchase price or for comment rows. */
  profitOre: number | null;
  /** Whether the line is priced by markup on the purchase price. */
  pricedByMarkup: boolean;
}

export const summaryRowKinds = [
  'TOTAL_WITH_VAT',
  'ROT',
  'VAT',
  'OTHERS',
  'SERVICE',
  'MATERIAL',
  'SALES',
  'ROUNDING',
  'INTEREST',
  'REMINDER_FEE',
  'BUSINESS_ACC',
  'TOTAL_WITH_VAT_PAYMENTS',
  'CASH_SUM',
  'CASH_INTEREST',
  'CASH_VAT',
  'CASH_ROUNDING',
  'CASH_TOTAL_WITH_VAT',
  'PAYMENT_SUM',
] as const;
export type SummaryRowKind = (typeof summaryRowKinds)[number];

export interface SummaryRow {
  kind: SummaryRowKind;
  label: string;
  amountOre: number;
  /** For VAT rows: the rate. */
  rateBp?: number;
}

export interface VatAmount {
  rateBp: number;
  /** The taxable amount at this rate after the document discount. */
  baseOre: number;
  vatOre: number;
}

/** The document's totals (api-spec §3.1 totals), all öre; durations in thousandths of an hour. */
export interface DocumentTotals {
  materialSumOre: number;
  /** Labour: SERVICE + ROT_SERVICE. */
  workSumOre: number;
  rotWorkSumOre: number;
  otherSumOre: number;
  transportSumOre: number;
  /** Document material discount (a positive amount taken off). */
  docMaterialsDiscountOre: number;
  /** Sum excluding VAT after the document discount. */
  netSumOre: number;
  vat: VatAmount[];
  vatSumOre: number;
  /** netSum + VAT, before öresavrundning. */
  totalSumOre: number;
  /** Öresavrundning: payable − total (−49…+50 öre). */
  roundingOre: number;
  /** The ROT deduction taken off the payable sum (0 without ROT or under reverse charge; negative on a credit). */
  taxDeductionOre: number;
  /** totalSum rounded to whole kronor, less the ROT deduction: what the client pays. */
  totalPayableSumOre: number;
  materialProfitOre: number;
  workProfitOre: number;
  /** Hours of labour lines whose unit is an hour unit, in thousandths of an hour. */
  totalDurationThousandths: number;
  /** ROT_SERVICE lines incl. VAT: the "price for the work" ROT is computed from (decision 0038). */
  rotWorkInclVatOre: number;
  /** Hours of the ROT_SERVICE lines, thousandths: the buyers' works must add up to them. */
  rotDurationThousandths: number;
  /** Material incl. VAT after the document's discount: the buyers' material costs must add up to it. */
  materialDocDiscountedInclVatOre: number;
  /** The purchase cost of all lines with a purchase price. */
  purchaseSumOre: number;
  /** Some labour line has no purchase price, so its whole sum is in workProfitOre (decision 0021). */
  workProfitWithoutCost: boolean;
  /** What the totals leave out: lines that break a line rule, or a header rate they cannot use. */
  invalidLines: InvalidLine[];
  summaryRows: SummaryRow[];
}

/** A line the totals do not count (decision 0021): where it is, its first broken rule, the sentence. */
export interface InvalidLine {
  /** The line's number in the document (1 = first line); null for the header's rate or discount. */
  line: number | null;
  field: string;
  text: string;
}

/** The legal text a reverse-charge document carries (mervärdesskattelagen). */
export const REVERSE_CHARGE_TEXT = 'Omvänd betalningsskyldighet';

/** Units that count as hours for the total duration. */
export const HOUR_UNITS: readonly string[] = ['tim', 'timme', 'timmar', 'h', 'tim.'];

export const lineMessages = {
  discountExceedsPrice: 'Rabatten är större än priset',
  tooBigDiscount: 'Rabatten får inte vara större än 100 %',
  negativeDiscount: 'Rabatten får inte vara negativ',
  priceCellShouldBeFilled: 'Fyll i pris eller inköpspris',
  negativeMarkup: 'Påslaget får inte vara negativt när påslag görs på inköpspriset',
  negativePrice: 'Priset får inte vara negativt',
  quantityTooLarge: 'Antalet är för stort',
  amountTooLarge: 'Beloppet är för stort (högst 100 000 000 kr)',
  lineSumTooLarge: 'Radens summa är för stor (högst 100 000 000 kr)',
  vatRateOutOfRange: 'Momssatsen måste vara mellan 0 och 100 %',
  documentDiscountOutOfRange: 'Rabatten måste vara mellan 0 och 100 %',
} as const;
