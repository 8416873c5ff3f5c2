/**
 * Own articles ("standard charges": an hour of a fitter's work, the service van, consumables) and own
 * comments (text rows), product-spec §3, §5 and api-spec §4, §5. Prices are integer öre excluding VAT.
 */
import { validateOwnArticleCode, validateOwnCommentCode } from './article-code';
import { validateMaxLength, validateRequired } from './validators';

/** The item types of api-spec §4 an own article can have; the document line takes its type from it. */
export const ownArticleTypes = ['SERVICE', 'ROT_SERVICE', 'MATERIAL', 'OTHER', 'TRANSPORT'] as const;
export type OwnArticleType = (typeof ownArticleTypes)[number];

/** The form configuration's `billingTypes`: code → Swedish label. */
export const ownArticleTypeLabels: Record<OwnArticleType, string> = {
  SERVICE: 'Arbete',
  ROT_SERVICE: 'Arbete med ROT-avdrag',
  MATERIAL: 'Material',
  OTHER: 'Övrigt',
  TRANSPORT: 'Resor och transport',
};

/**
 * "Selectable only for ROTSERVICE and SERVICE" (product-spec §3), as decided in 0009: the billing type
 * of a saved labour article can be switched between plain labour and ROT labour; any other saved type is
 * fixed, because documents already summed the article as material, transport or other, and turning it
 * into labour would move it into (or out of) ROT amounts. A new article may take any type.
 */
export const switchableOwnArticleTypes: readonly OwnArticleType[] = ['SERVICE', 'ROT_SERVICE'];

export function canChangeOwnArticleType(from: OwnArticleType, to: OwnArticleType): boolean {
  return from === to || (switchableOwnArticleTypes.includes(from) && switchableOwnArticleTypes.includes(to));
}

/** api-spec §4 "own article change types": what a save changed, for actualising document lines. */
export const ownArticleChangeTypes = [
  'OWN_ARTICLE_TYPE',
  'UNIT',
  'MATERIAL',
  'CODE',
  'SPECIALPRICE',
  'DISCOUNT_DISABLE',
  'PRICE',
] as const;
export type OwnArticleChangeType = (typeof ownArticleChangeTypes)[number];

export const ownArticleChangeTypeLabels: Record<OwnArticleChangeType, string> = {
  OWN_ARTICLE_TYPE: 'Debiteringstyp',
  UNIT: 'Enhet',
  MATERIAL: 'Benämning',
  CODE: 'Artikelnummer',
  SPECIALPRICE: 'Inköpspris',
  DISCOUNT_DISABLE: 'Ingår i materialrabatt',
  PRICE: 'Pris',
};

export const ownArticleLimits = { description: 200, unit: 10, commentText: 2_000 } as const;

/** The largest price the register takes: 10 million kronor is no standard charge. */
export const MAX_OWN_ARTICLE_PRICE_ORE = 1_000_000_000;

export interface OwnArticleInput {
  code: string;
  description: string;
  unit: string;
  priceOre: number | null;
  purchasePriceOre: number | null;
  ownArticleType: OwnArticleType;
  applyDiscount: boolean;
}

export interface ArticleIssue {
  field: string;
  message: string;
}

export const ownArticleMessages = {
  price: 'Priset måste vara ett belopp från 0 kr',
  priceTooHigh: 'Priset får vara högst 10 000 000 kr',
  typeFixed: 'Debiteringstypen kan bara ändras mellan Arbete och Arbete med ROT-avdrag',
  duplicateCode: 'Det finns redan en egen artikel med det här artikelnumret',
  duplicateCommentCode: 'Det finns redan en egen kommentar med den här koden',
  negativeResult: (codes: string) => `Priset skulle bli negativt för ${codes}`,
} as const;

function priceIssue(value: number | null, required: boolean): string | null {
  if (value === null) return required ? validateRequired(null) : null;
  if (!Number.isSafeInteger(value) || value < 0) return ownArticleMessages.price;
  if (value > MAX_OWN_ARTICLE_PRICE_ORE) return ownArticleMessages.priceTooHigh;
  return null;
}

/** Every problem of an own article; `savedType` is the type stored before this save (null when new). */
export function validateOwnArticle(
  data: OwnArticleInput,
  savedType: OwnArticleType | null = null,
): ArticleIssue[] {
  const checks: Array<[string, string | null]> = [
    ['code', validateOwnArticleCode(data.code)],
    [
      'description',
      validateRequired(data.description) ?? validateMaxLength(data.description, ownArticleLimits.description),
    ],
    ['unit', validateMaxLength(data.unit, ownArticleLimits.unit)],
    ['priceOre', priceIssue(data.priceOre, true)],
    ['purchasePriceOre', priceIssue(data.purchasePriceOre, false)],
    [
      'ownArticleType',
      savedType && !canChangeOwnArticleType(savedType, data.ownArticleType)
        ? ownArticleMessages.typeFixed
        : null,
    ],
  ];
  return checks.filter(([, m]) => m).map(([field, message]) => ({ field, message: message! }));
}

export interface OwnCommentInput {
  code: string;
  text: string;
}

export function validateOwnComment(data: OwnCommentInput): ArticleIssue[] {
  const checks: Array<[string, string | null]> = [
    ['code', validateOwnCommentCode(data.code)],
    ['text', validateRequired(data.text) ?? validateMaxLength(data.text, ownArticleLimits.commentText)],
  ];
  return checks.filter(([, m]) => m).map(([field, message]) => ({ field, message: message! }));
}

/** Which api-spec §4 change types separate two versions of an article. */
export function ownArticleChanges(before: OwnArticleInput, after: OwnArticleInput): OwnArticleChangeType[] {
  const changed: Record<OwnArticleChangeType, boolean> = {
    OWN_ARTICLE_TYPE: before.ownArticleType !== after.ownArticleType,
    UNIT: before.unit !== after.unit,
    MATERIAL: before.description !== after.description,
    CODE: before.code !== after.code,
    SPECIALPRICE: before.purchasePriceOre !== after.purchasePriceOre,
    DISCOUNT_DISABLE: before.applyDiscount !== after.applyDiscount,
    PRICE: before.priceOre !== after.priceOre,
  };
  return ownArticleChangeTypes.filter((type) => changed[type]);
}

export const priceChangeMethods = ['PERCENT', 'AMOUNT', 'SET'] as const;
export type PriceChangeMethod = (typeof priceChangeMethods)[number];

/**
 * The bulk price change: PERCENT raises (or with a negative value lowers) by basis points, AMOUNT adds
 * öre, SET gives every article the same price. Rounded half away from zero to whole öre.
 */
export function changedPrice(priceOre: number, method: PriceChangeMethod, value: number): number {
  if (method === 'SET') return value;
  if (method === 'AMOUNT') return priceOre + value;
  const scaled = BigInt(priceOre) * BigInt(10_000 + value);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  let q = magnitude / 10_000n;
  if ((magnitude % 10_000n) * 2n >= 10_000n) q += 1n;
  return Number(negative ? -q : q);
}
