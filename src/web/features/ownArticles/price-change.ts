/**
 * The bulk price change of own articles (api-spec §7.6 "change prices"): raise or lower by a percentage,
 * by an amount, or set one price. The preview uses the server's own rounding (`changedPrice`), so what
 * the dialog shows is what gets saved.
 */
import { changedPrice, ownArticleMessages, type PriceChangeMethod } from '@shared/domain/own-article';
import { validateRequired } from '@shared/domain/validators';
import { inputToBp, inputToOre } from '../../kit';

export const priceChangeMethodLabels: Record<PriceChangeMethod, string> = {
  PERCENT: 'Ändra med procent',
  AMOUNT: 'Ändra med belopp',
  SET: 'Sätt nytt pris',
};

/** The value to send (basis points or öre), or the message to show at the value field. */
export function parseChangeValue(
  method: PriceChangeMethod,
  text: string,
): { value: number } | { error: string } {
  const required = validateRequired(text);
  if (required) return { error: required };
  const parsed = method === 'PERCENT' ? inputToBp(text) : inputToOre(text);
  if (!parsed.ok) return { error: parsed.error };
  const value = parsed.value!;
  if (method === 'SET' && value < 0) return { error: ownArticleMessages.price };
  if (method !== 'SET' && value === 0) return { error: 'Ange en ändring som inte är noll' };
  return { value };
}

export interface PricedRow {
  uid: string;
  code: string;
  priceOre: number | null;
}

export interface PreviewRow extends PricedRow {
  newPriceOre: number | null;
}

/** Each row's new price; an article without a price gets one only by SET. */
export function previewPrices(
  rows: readonly PricedRow[],
  method: PriceChangeMethod,
  value: number,
): PreviewRow[] {
  return rows.map((row) => ({
    ...row,
    newPriceOre:
      method === 'SET' ? value : row.priceOre === null ? null : changedPrice(row.priceOre, method, value),
  }));
}

/** The server refuses the whole change when any price would go below zero; say which first. */
export function negativePriceMessage(preview: readonly PreviewRow[]): string | null {
  const negative = preview.filter((r) => r.newPriceOre !== null && r.newPriceOre < 0).map((r) => r.code);
  return negative.length > 0 ? ownArticleMessages.negativeResult(negative.join(', ')) : null;
}
