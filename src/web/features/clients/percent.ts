/**
 * Discount and markup are typed as percent ("12,5") and stored as integer basis points (1 250), the
 * contract's unit (docs/decisions/0002-money.md). Parsing follows the shared number-input rules, so
 * "12,5", "12.5" and " 12,50 " all mean the same; the digits are scaled as text, never by float multiply.
 */
import { decimalToScaledInteger, parseNumberInput } from '@shared/domain/number-input';

export const percentMessages = {
  notANumber: 'Ange procent som ett tal, till exempel 12,5',
  percentSign: 'Skriv bara talet, utan procenttecken',
  tooLarge: 'Talet är för stort',
} as const;

export type PercentResult = { ok: true; bp: number } | { ok: false; message: string };

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
 * What the user typed, as basis points. Empty is 0 % (no discount); a percent sign is refused because
 * product-spec §5 says markup must not contain one; more than two decimals round half away from zero.
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
