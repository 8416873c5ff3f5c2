/**
 * What number inputs show and what the contract carries differ: percentages travel as integer basis
 * points (1 250 = 12,5 %) and amounts as öre (docs/decisions/0002-money.md). Parsing follows the shared
 * number-input rules, so "12,5", "12.5" and " 12,50 " mean the same and "1 234,50" is 123 450 öre; the
 * digits are scaled as text, never by float multiply, so 8,15 % is 815 bp and not 814.9999.
 */
import { decimalToScaledInteger, parseNumberInput, parsePrice } from '@shared/domain/number-input';

export const percentMessages = {
  notANumber: 'Ange procent som ett tal, till exempel 12,5',
  percentSign: 'Skriv bara talet, utan procenttecken',
  tooLarge: 'Talet är för stort',
} as const;

export const priceInputMessage = 'Ange ett belopp i kronor, till exempel 650 eller 1 234,50';
export const quantityMessages = {
  notANumber: 'Ange antalet som ett tal, till exempel 2 eller 1,5',
  negative: 'Antalet får inte vara negativt',
} as const;

/** A cleared number input. NaN rather than null keeps the field a number, and fails every range rule. */
export const EMPTY_NUMBER = Number.NaN;

export type PercentResult = { ok: true; bp: number } | { ok: false; message: string };
export type InputResult = { ok: true; value: number | null } | { ok: false; error: string };

/** `1250` → `12,5`, `1000` → `10`, `-5` → `-0,05`: as few decimals as the value needs, comma as separator. */
export function bpToPercentText(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError(`Basis points must be an integer: ${bp}`);
  const abs = Math.abs(bp);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  const fraction = cents === 0 ? '' : `,${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${bp < 0 ? '-' : ''}${whole}${fraction}`;
}

/**
 * What the user typed, as basis points: the one percent parser. Empty is 0 % (no discount); a percent
 * sign is refused because product-spec §5 says markup must not contain one; more than two decimals round
 * half away from zero.
 */
export function percentTextToBp(text: string): PercentResult {
  if (text.includes('%')) return { ok: false, message: percentMessages.percentSign };
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return { ok: false, message: percentMessages.notANumber };
  if (parsed.value === null) return { ok: true, bp: 0 };
  const scaled = decimalToScaledInteger(String(parsed.value), 2);
  if (scaled === null) return { ok: false, message: percentMessages.notANumber };
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER) || scaled < -BigInt(Number.MAX_SAFE_INTEGER)) {
    return { ok: false, message: percentMessages.tooLarge };
  }
  return { ok: true, bp: scaled === 0n ? 0 : Number(scaled) };
}

/** A Mantine NumberInput's percent as basis points; NaN for an emptied or unreadable input. */
export function percentToBp(percent: number | string): number {
  const text = String(percent);
  if (text.trim() === '') return EMPTY_NUMBER;
  const parsed = percentTextToBp(text);
  return parsed.ok ? parsed.bp : EMPTY_NUMBER;
}

/** 815 → 8.15, exact for every whole number of basis points. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** Basis points typed as a percentage (`12,5` → 1 250); empty is no value; `error` when not a number. */
export function inputToBp(text: string): InputResult {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = percentTextToBp(text);
  return parsed.ok ? { ok: true, value: parsed.bp } : { ok: false, error: parsed.message };
}

/** `1250` → `12,5`, the text a percentage input starts with; empty for none. */
export function bpToInput(bp: number | null): string {
  return bp === null ? '' : bpToPercentText(bp);
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

/** A typed amount in öre; `error` when the text is no number at all (letters, two commas). */
export function inputToOre(text: string): InputResult {
  const parsed = parsePrice(text);
  return parsed.ok ? parsed : { ok: false, error: priceInputMessage };
}

/** A typed quantity ("1,5"); empty is no value; negative and unreadable text get a message. */
export function inputToQuantity(text: string): InputResult {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return { ok: false, error: quantityMessages.notANumber };
  if (parsed.value !== null && parsed.value < 0) return { ok: false, error: quantityMessages.negative };
  return parsed;
}

/** `1.5` → `1,5`, the text a quantity input starts with; empty for none. */
export function quantityToInput(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
