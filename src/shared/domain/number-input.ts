/**
 * Parsing of what users type into number cells (product-spec §5, api-spec §5): Swedish users write
 * `1 234,50`, often pasted with no-break spaces from our own formatted output.
 */

export type NumberInputResult = { ok: true; value: number | null } | { ok: false };

/** What our own formatters emit as group separators and minus sign; pasting them back must work. */
const SPACES = /[\s\u00a0\u202f]/g;
const UNICODE_MINUS = /\u2212/g;
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const SCIENTIFIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Spaces removed, comma as decimal point, Unicode minus as ASCII; null when nothing is left. */
function normalize(text: string | null | undefined): string | null {
  if (text == null) return null;
  const cleaned = text.replace(SPACES, '').replace(UNICODE_MINUS, '-').replace(',', '.');
  return cleaned === '' ? null : cleaned;
}

/**
 * Scales a decimal string (optionally with exponent, as `String(number)` may produce) to an integer with
 * `decimals` implied decimals, rounding half away from zero. Works on the digits, so `1.005` at 2 decimals
 * gives 101 — float multiplication would give 100.
 */
export function decimalToScaledInteger(text: string, decimals: number): bigint | null {
  const match = SCIENTIFIC.exec(text);
  if (!match) return null;
  const [, sign = '', intPart = '', fracPart = '', exponent = '0'] = match;
  if (intPart === '' && fracPart === '') return null;
  const digits = BigInt(`${intPart}${fracPart}` || '0');
  const shift = Number(exponent) + decimals - fracPart.length;
  let scaled: bigint;
  if (shift >= 0) {
    scaled = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    scaled = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) scaled += 1n;
  }
  return sign === '-' ? -scaled : scaled;
}

/**
 * Reads a number cell. Empty or blank is a valid "no value" (`value: null`); text that is not a plain
 * decimal number is `{ ok: false }` so the caller can tell "cleared" from "typo".
 */
export function parseNumberInput(text: string | null | undefined): NumberInputResult {
  const cleaned = normalize(text);
  if (cleaned === null) return { ok: true, value: null };
  if (!PLAIN_DECIMAL.test(cleaned)) return { ok: false };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false };
  // -0 would print as "−0,00".
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Like `parseNumberInput`, but the value is the price in integer öre, rounded at the third decimal. */
export function parsePrice(text: string | null | undefined): NumberInputResult {
  const cleaned = normalize(text);
  if (cleaned === null) return { ok: true, value: null };
  if (!PLAIN_DECIMAL.test(cleaned)) return { ok: false };
  const ore = decimalToScaledInteger(cleaned, 2);
  if (ore === null || ore > BigInt(Number.MAX_SAFE_INTEGER) || ore < -BigInt(Number.MAX_SAFE_INTEGER)) {
    return { ok: false };
  }
  return { ok: true, value: ore === 0n ? 0 : Number(ore) };
}

/** Price in integer öre, or null when the text is empty or not a number. */
export function parsePriceToOre(text: string | null | undefined): number | null {
  const result = parsePrice(text);
  return result.ok ? result.value : null;
}

/** For quantities: anything empty, unreadable or negative becomes `fallback` rather than an error. */
export function parseNonNegative(text: string | null | undefined, fallback = 1): number {
  const result = parseNumberInput(text);
  if (!result.ok || result.value === null || result.value < 0) return fallback;
  return result.value;
}

/**
 * Puts a Swedish phone number in international form for SMS (`070-123 45 67` → `+46701234567`).
 * Numbers already carrying another country code are left in that country.
 */
export function toPhoneWithCountryCode(text: string | null | undefined): string {
  // "(0)" is the common way of writing the trunk zero that is dropped after +46.
  const compact = (text ?? '').replace(/\(0\)/g, '').replace(/[\s\u00a0\u202f\-().]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return stripTrunkZero(compact);
  if (compact.startsWith('00')) return stripTrunkZero(`+${compact.slice(2)}`);
  if (compact.startsWith('0')) return `+46${compact.slice(1)}`;
  return `+46${compact}`;
}

function stripTrunkZero(international: string): string {
  return international.startsWith('+460') ? `+46${international.slice(4)}` : international;
}
