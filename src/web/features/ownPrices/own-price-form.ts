/**
 * The own price dialog's values (api-spec §4 own price modes). Each mode keeps its own typed text, so
 * trying "fast påslag" and going back to "fast pris" does not lose what was typed; only the chosen
 * mode's value is sent, as öre (price) or basis points (markup, profit).
 */
import type { OwnPriceData, OwnPriceListRow } from '@shared/api/ownPrices.api';
import { formatKr, formatNumber } from '@shared/domain/format';
import { evaluateOwnPrice, type OwnPriceMode } from '@shared/domain/own-price';
import { validateRequired } from '@shared/domain/validators';
import type { FieldErrors } from '../../kit';
import { bpToInput, inputToBp, inputToOre, oreToInput } from '../../kit';

export interface OwnPriceFormValues {
  code: string;
  forClient: boolean;
  clientUid: string | null;
  mode: OwnPriceMode;
  price: string;
  markup: string;
  profit: string;
  discountApplicable: boolean;
}

export type ValueField = 'price' | 'markup' | 'profit';

export const valueFieldOf: Record<OwnPriceMode, ValueField> = {
  FIXED_PRICE: 'price',
  FIXED_MARKUP: 'markup',
  FIXED_PROFIT: 'profit',
};

/** The server's paths (inside `data`, or the calculator's own) → the dialog's fields. */
export const ownPriceFieldNames: Record<string, string> = {
  priceOre: 'price',
  markupBp: 'markup',
  profitBp: 'profit',
  codeOrArticle: 'code',
};

export function emptyOwnPriceValues(mode: OwnPriceMode): OwnPriceFormValues {
  return {
    code: '',
    forClient: false,
    clientUid: null,
    mode,
    price: '',
    markup: '',
    profit: '',
    discountApplicable: true,
  };
}

export function valuesOfRow(row: OwnPriceListRow): OwnPriceFormValues {
  return {
    code: row.article,
    forClient: row.clientUid !== null,
    clientUid: row.clientUid,
    mode: row.mode,
    price: row.mode === 'FIXED_PRICE' ? oreToInput(row.value) : '',
    markup: row.mode === 'FIXED_MARKUP' ? bpToInput(row.value) : '',
    profit: row.mode === 'FIXED_PROFIT' ? bpToInput(row.value) : '',
    discountApplicable: row.discountApplicable,
  };
}

/** The chosen mode's value in the contract's unit; `error` when the text is not a number. */
export function modeValue(
  values: OwnPriceFormValues,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const field = valueFieldOf[values.mode];
  return field === 'price' ? inputToOre(values.price) : inputToBp(values[field]);
}

/**
 * What the calculator and the save send for the values, or the errors that stop it being sent. The
 * calculator asks before a value is typed (to show the net price), so only a save requires the value.
 */
export function ownPriceDataOf(
  values: OwnPriceFormValues,
  { requireValue = true }: { requireValue?: boolean } = {},
): { ok: true; data: OwnPriceData } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const code = values.code.trim();
  const requiredCode = validateRequired(code);
  if (requiredCode) errors.code = requiredCode;
  if (values.forClient && !values.clientUid) errors.clientUid = 'Välj kunden som priset gäller för';
  const parsed = modeValue(values);
  if (!parsed.ok) errors[valueFieldOf[values.mode]] = parsed.error;
  else if (requireValue && parsed.value === null) {
    // The domain's own "Ange priset / påslaget / täckningsgraden", whatever the net price.
    errors[valueFieldOf[values.mode]] = evaluateOwnPrice(null, { mode: values.mode }).problems[0]!.message;
  }
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  const value = parsed.value;
  return {
    ok: true,
    data: {
      code,
      clientUid: values.forClient ? values.clientUid : null,
      mode: values.mode,
      priceOre: values.mode === 'FIXED_PRICE' ? value : null,
      markupBp: values.mode === 'FIXED_MARKUP' ? value : null,
      profitBp: values.mode === 'FIXED_PROFIT' ? value : null,
      discountApplicable: values.discountApplicable,
    },
  };
}

/** `25 %`, `12,5 %`, `−3,25 %`: basis points as the percentage people say. */
export function formatPercent(bp: number | null): string {
  if (bp === null) return '–';
  const decimals = bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2;
  return `${formatNumber(bp / 100, decimals)}\u00a0%`;
}

export function formatMoney(ore: number | null): string {
  return ore === null ? '–' : formatKr(ore);
}

/** The list's "värde" column: what the mode keeps, in its unit. */
export function formatModeValue(mode: OwnPriceMode, value: number | null): string {
  return mode === 'FIXED_PRICE' ? formatMoney(value) : formatPercent(value);
}
