/**
 * What a grid cell shows and what typing into it does to the line: quantities are thousandths, prices
 * öre, discount and markup basis points (docs/decisions/0002-money.md). Parsing goes through the shared
 * number-input rules (spaces and no-break spaces removed, decimal comma, empty is "no value"), scaling
 * the digits as text so 0,1 + 0,2 never meets a float.
 */
import type { DocumentItemData } from '@shared/api/documents';
import { formatAmount } from '@shared/domain/format';
import { decimalToScaledInteger, parseNumberInput, parsePrice } from '@shared/domain/number-input';
import { bpToPercentText, percentTextToBp } from '../../../kit';
import type { ColumnKey } from './grid-columns';

export const gridMessages = {
  notANumber: 'Ange ett tal, till exempel 12,5',
  tooLarge: 'Talet är för stort',
  priceRequired: 'Priset måste fyllas i',
  codeRequired: 'Artikelnumret måste fyllas i',
  descriptionRequired: 'Benämningen måste fyllas i',
  raisedToMinimum: (min: string, unit: string) =>
    `Antalet har höjts till minsta beställningsantal (${min}${unit ? ` ${unit}` : ''})`,
} as const;

/** A line's quantity when none is typed (product-spec §5: the non-negative parser falls back to 1). */
export const DEFAULT_QUANTITY = 1000;

/** The largest quantity a cell takes: 10 million units, in thousandths, well inside 2^53 öre arithmetic. */
const MAX_QUANTITY = 10_000_000_000;
const MAX_PRICE_ORE = 100_000_000_000;

const NBSP = '\u00a0';
const MINUS = '\u2212';

/** 1500 → "1,5"; 2000 → "2"; grouped with no-break spaces for display, plain while editing. */
export function formatQuantity(thousandths: number, grouped = true): string {
  const negative = thousandths < 0;
  const abs = Math.abs(thousandths);
  const whole = String(Math.trunc(abs / 1000));
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const wholeText = grouped ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
  const text = fraction ? `${wholeText},${fraction}` : wholeText;
  if (!negative) return text;
  return grouped ? `${MINUS}${text}` : `-${text}`;
}

/** 12345 öre → "123,45" without grouping, for the editor. */
export function priceEditText(ore: number | null): string {
  if (ore === null) return '';
  return formatAmount(ore).replaceAll(NBSP, '').replace(MINUS, '-');
}

export function formatPercentBp(bp: number): string {
  return bpToPercentText(bp).replace('-', MINUS);
}

export type ParseResult = { ok: true; value: number | null } | { ok: false; message: string };

/** Quantity in thousandths; empty is the default 1. Negative quantities are returns (credit lines). */
export function parseQuantity(text: string): ParseResult {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return { ok: false, message: gridMessages.notANumber };
  if (parsed.value === null) return { ok: true, value: DEFAULT_QUANTITY };
  const scaled = decimalToScaledInteger(String(parsed.value), 3);
  if (scaled === null) return { ok: false, message: gridMessages.notANumber };
  if (scaled > BigInt(MAX_QUANTITY) || scaled < -BigInt(MAX_QUANTITY)) {
    return { ok: false, message: gridMessages.tooLarge };
  }
  return { ok: true, value: scaled === 0n ? 0 : Number(scaled) };
}

/** A price in öre; empty is "no price" (null), which the line rules report where a price is needed. */
export function parsePriceCell(text: string): ParseResult {
  const parsed = parsePrice(text);
  if (!parsed.ok) return { ok: false, message: gridMessages.notANumber };
  if (parsed.value !== null && Math.abs(parsed.value) > MAX_PRICE_ORE) {
    return { ok: false, message: gridMessages.tooLarge };
  }
  return parsed;
}

/** Discount or markup in basis points; empty is 0 %. */
export function parsePercentCell(text: string): ParseResult {
  const parsed = percentTextToBp(text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (Math.abs(parsed.bp) > 100_000_000) return { ok: false, message: gridMessages.tooLarge };
  return { ok: true, value: parsed.bp };
}

/** The text a cell editor starts with. */
export function cellEditText(key: ColumnKey, item: DocumentItemData, pricedByMarkup: boolean): string {
  switch (key) {
    case 'code':
      return item.code;
    case 'description':
      return item.description;
    case 'unit':
      return item.unit;
    case 'quantity':
      return formatQuantity(item.quantity, false);
    case 'price':
      return priceEditText(item.priceOre);
    case 'purchasePrice':
      return priceEditText(item.purchasePriceOre);
    case 'discount':
      return bpToPercentText(pricedByMarkup ? item.markupBp : item.discountBp);
    default:
      return '';
  }
}

export interface CellApplyResult {
  /** The same object when nothing changed, so no change is reported. */
  item: DocumentItemData;
  /** Why the text was not taken (the line keeps its previous value). */
  error: string | null;
  /** Something the grid did on the user's behalf (a raised quantity). */
  note: string | null;
}

function withField<K extends keyof DocumentItemData>(
  item: DocumentItemData,
  field: K,
  value: DocumentItemData[K],
): DocumentItemData {
  return Object.is(item[field], value) ? item : { ...item, [field]: value };
}

/**
 * Applies what the user typed in a cell. While typing (`commit` false) every readable value is applied
 * at once so the sum and the totals follow each keystroke; on commit the quantity is also raised to the
 * article's minimum order quantity, with a note saying so.
 */
export function applyCellText(
  item: DocumentItemData,
  key: ColumnKey,
  text: string,
  options: { pricedByMarkup: boolean; commit: boolean },
): CellApplyResult {
  const ok = (next: DocumentItemData, note: string | null = null): CellApplyResult => ({
    item: next,
    error: null,
    note,
  });
  const fail = (message: string): CellApplyResult => ({ item, error: message, note: null });
  switch (key) {
    case 'code':
      return ok(withField(item, 'code', options.commit ? text.trim() : text));
    case 'description':
      return ok(withField(item, 'description', text));
    case 'unit':
      return ok(withField(item, 'unit', options.commit ? text.trim() : text));
    case 'quantity': {
      const parsed = parseQuantity(text);
      if (!parsed.ok) return fail(parsed.message);
      const quantity = parsed.value ?? DEFAULT_QUANTITY;
      const min = item.minOrderQuantity;
      if (options.commit && min !== null && min > 0 && quantity > 0 && quantity < min) {
        return ok(
          withField(item, 'quantity', min),
          gridMessages.raisedToMinimum(formatQuantity(min), item.unit),
        );
      }
      return ok(withField(item, 'quantity', quantity));
    }
    case 'price':
    case 'purchasePrice': {
      const parsed = parsePriceCell(text);
      if (!parsed.ok) return fail(parsed.message);
      return ok(withField(item, key === 'price' ? 'priceOre' : 'purchasePriceOre', parsed.value));
    }
    case 'discount': {
      const parsed = parsePercentCell(text);
      if (!parsed.ok) return fail(parsed.message);
      return ok(withField(item, options.pricedByMarkup ? 'markupBp' : 'discountBp', parsed.value ?? 0));
    }
    default:
      return ok(item);
  }
}
