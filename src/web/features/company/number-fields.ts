/**
 * What number inputs show and what the contract carries differ: percentages travel as basis points and
 * amounts as öre (docs/decisions/0002-money.md). The conversions work on the decimal digits, never by
 * multiplying floats, so 8,15 % is 815 bp and not 814.9999.
 */
import { decimalToScaledInteger, parsePrice } from '@shared/domain/number-input';

/** A cleared number input. NaN rather than null keeps the field a number, and fails every range rule. */
export const EMPTY_NUMBER = Number.NaN;

export function percentToBp(percent: number | string): number {
  const text = String(percent)
    .replace(/[\s\u00a0]/g, '')
    .replace('\u2212', '-')
    .replace(',', '.');
  if (text === '') return EMPTY_NUMBER;
  const scaled = decimalToScaledInteger(text, 2);
  return scaled === null ? EMPTY_NUMBER : Number(scaled);
}

/** 815 → 8.15, exact for every whole number of basis points. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** The text a price input starts with: `1234,50` for 123 450 öre, `650` for 65 000, empty for none. */
export function oreToInput(ore: number | null): string {
  if (ore === null) return '';
  const negative = ore < 0;
  const abs = Math.abs(ore);
  const kronor = Math.trunc(abs / 100);
  const fraction = abs % 100 === 0 ? '' : `,${String(abs % 100).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${kronor}${fraction}`;
}

export const priceInputMessage = 'Ange ett belopp i kronor, till exempel 650 eller 1 234,50';

/** A typed amount in öre; `error` when the text is no number at all (letters, two commas). */
export function inputToOre(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const parsed = parsePrice(text);
  return parsed.ok ? parsed : { ok: false, error: priceInputMessage };
}

/** Basis points typed as a percentage (`12,5` → 1 250); `error` when the text is not a number. */
export function inputToBp(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const bp = percentToBp(text);
  return Number.isNaN(bp)
    ? { ok: false, error: 'Ange ett tal i procent, till exempel 25 eller 12,5' }
    : { ok: true, value: bp };
}

/** `1250` → `12,5`, the text a percentage input starts with. */
export function bpToInput(bp: number | null): string {
  if (bp === null) return '';
  return String(bpToPercent(bp)).replace('.', ',');
}
