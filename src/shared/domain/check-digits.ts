/**
 * Check-digit algorithms behind Swedish identity and payment numbers (domain-notes "Identity numbers and
 * check digits"). Pure string arithmetic so the web app and the server reach the same verdict.
 */

const DIGITS = /^\d+$/;

/** Bankgirot accepts OCR references of 2–25 digits; longer ones are rejected at payment. */
export const OCR_MAX_LENGTH = 25;

function assertDigits(digits: string, what: string): void {
  if (!DIGITS.test(digits)) {
    throw new RangeError(`${what} must be a non-empty string of digits, got '${digits}'`);
  }
}

/**
 * The Luhn (mod 10) digit to append to `payload`. Doubling starts at the rightmost payload digit because
 * the check digit itself will take the undoubled last position.
 */
export function luhnCheckDigit(payload: string): number {
  assertDigits(payload, 'Luhn payload');
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the Luhn check digit of the ones before it (at least two digits). */
export function isValidLuhn(digits: string): boolean {
  if (digits.length < 2 || !DIGITS.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** The GS1 mod-10 digit (weights 3,1,3,… from the right of the payload) used by GLN and GTIN. */
export function gs1CheckDigit(payload: string): number {
  assertDigits(payload, 'GS1 payload');
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const d = payload.charCodeAt(payload.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the GS1 check digit of the ones before it (at least two digits). */
export function isValidGs1(digits: string): boolean {
  if (digits.length < 2 || !DIGITS.test(digits)) return false;
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/**
 * Builds an OCR reference from `base`: optionally a length digit (the total length including the length
 * digit and the check digit, mod 10), then the Luhn check digit over everything before it. Which variant
 * applies is decided by the firm's bankgiro agreement, hence the flag.
 */
export function ocrReference(base: string, withLengthDigit: boolean): string {
  assertDigits(base, 'OCR base');
  const body = withLengthDigit ? `${base}${(base.length + 2) % 10}` : base;
  const reference = `${body}${luhnCheckDigit(body)}`;
  if (reference.length > OCR_MAX_LENGTH) {
    throw new RangeError(`OCR reference would have ${reference.length} digits, at most ${OCR_MAX_LENGTH}`);
  }
  return reference;
}

/**
 * True for 2–25 digits ending in a Luhn check digit. With `requireLengthDigit` the second-to-last digit
 * must also equal the total length mod 10 (the stricter "hård kontroll" a bankgiro agreement may ask for).
 */
export function isValidOcr(reference: string, requireLengthDigit = false): boolean {
  if (reference.length > OCR_MAX_LENGTH || !isValidLuhn(reference)) return false;
  if (!requireLengthDigit) return true;
  return reference.length >= 3 && Number(reference.at(-2)) === reference.length % 10;
}
