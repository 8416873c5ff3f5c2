/**
 * Field validators of product-spec §5 / api-spec §5, shared by the forms and the server. Each returns null
 * when the value is acceptable, otherwise the Swedish message to show. Apart from `validateRequired`
 * they accept an empty value: whether a field is mandatory is the form's decision, checked separately.
 */
import { isValidGs1, isValidLuhn } from './check-digits';

type Value = string | null | undefined;

export const messages = {
  required: 'Detta fält måste fyllas i',
  email: 'Felaktigt format på e-postadressen',
  mobile: 'Felaktigt format på mobilnumret',
  postalCode: 'Postnumret ska ha fem siffror',
  orgNumberLength: 'Organisationsnumret ska ha 10 siffror',
  orgNumberCheck: 'Organisationsnumret har fel kontrollsiffra',
  vatFormat: 'Momsregistreringsnumret ska vara SE följt av 12 siffror',
  vatCheck: 'Momsregistreringsnumret har fel kontrollsiffra',
  glnLength: 'GLN ska ha 13 siffror',
  glnCheck: 'GLN har fel kontrollsiffra',
  plusgiroLength: 'Plusgironumret ska ha 2–8 siffror',
  plusgiroCheck: 'Plusgironumret har fel kontrollsiffra',
  bankgiroLength: 'Bankgironumret ska ha 7–8 siffror',
  bankgiroCheck: 'Bankgironumret har fel kontrollsiffra',
  personnummerLength: 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)',
  personnummerCheck: 'Personnumret har fel kontrollsiffra',
  personnummerDate: 'Personnumret innehåller inget giltigt datum',
} as const;

export const tooLongMessage = (n: number): string => `Högst ${n} tecken`;

function isBlank(v: Value): v is null | undefined | '' {
  return v == null || v.trim() === '';
}

/** Blank strings and empty arrays count as missing (api-spec §5: a required array must be non-empty). */
export function validateRequired(v: unknown): string | null {
  if (v == null) return messages.required;
  if (typeof v === 'string' && v.trim() === '') return messages.required;
  if (Array.isArray(v) && v.length === 0) return messages.required;
  return null;
}

/** Counts characters as Postgres `varchar(n)` does (code points, so an emoji is one, not two). */
export function validateMaxLength(v: Value, n: number): string | null {
  if (v == null) return null;
  return [...v].length > n ? tooLongMessage(n) : null;
}

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function validateEmail(v: Value): string | null {
  if (isBlank(v)) return null;
  return EMAIL.test(v.trim()) ? null : messages.email;
}

const MOBILE = /^[\d+\-\s()*]+$/;

export function validateMobile(v: Value): string | null {
  if (isBlank(v)) return null;
  const text = v.trim();
  return MOBILE.test(text) && /\d/.test(text) ? null : messages.mobile;
}

/** `NNN NN`, the form the post office prints, or null when the value is not a postal code. */
export function normalizePostalCode(v: Value): string | null {
  const match = /^(\d{3})[\s-]?(\d{2})$/.exec((v ?? '').trim());
  return match ? `${match[1]} ${match[2]}` : null;
}

export function validatePostalCode(v: Value): string | null {
  if (isBlank(v)) return null;
  return normalizePostalCode(v) === null ? messages.postalCode : null;
}

/** The 10 digits, with the customary dash after the sixth removed; null when the shape is wrong. */
export function normalizeOrganisationNumber(v: Value): string | null {
  const match = /^(\d{6})-?(\d{4})$/.exec((v ?? '').trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * Length and Luhn only: "third digit ≥ 2" holds for legal entities but a sole trader's number is their
 * personnummer, so requiring it would reject valid firms.
 */
export function validateOrganisationNumber(v: Value): string | null {
  if (isBlank(v)) return null;
  const digits = normalizeOrganisationNumber(v);
  if (digits === null) return messages.orgNumberLength;
  return isValidLuhn(digits) ? null : messages.orgNumberCheck;
}

/** `SE` + 12 digits, upper-cased and with spaces removed; null when the shape is wrong. */
export function normalizeVatNumber(v: Value): string | null {
  const compact = (v ?? '').replace(/\s/g, '').toUpperCase();
  return /^SE\d{10}01$/.test(compact) ? compact : null;
}

/** The 12 digits are the organisation or personal number (10 digits) followed by `01`. */
export function validateVatNumber(v: Value): string | null {
  if (isBlank(v)) return null;
  const vat = normalizeVatNumber(v);
  if (vat === null) return messages.vatFormat;
  return isValidLuhn(vat.slice(2, 12)) ? null : messages.vatCheck;
}

export function validateGln(v: Value): string | null {
  if (isBlank(v)) return null;
  const digits = v.trim();
  if (!/^\d{13}$/.test(digits)) return messages.glnLength;
  return isValidGs1(digits) ? null : messages.glnCheck;
}

/**
 * Digits of a giro number written with at most one dash and the spaces Plusgirot itself prints
 * (`90 20 01-5`); null when other characters occur.
 */
function giroDigits(v: Value): string | null {
  const compact = (v ?? '').replace(/\s/g, '');
  return /^\d+(?:-\d+)?$/.test(compact) ? compact.replace('-', '') : null;
}

function normalizeGiro(v: Value, min: number, max: number): string | null {
  const digits = giroDigits(v);
  return digits !== null && digits.length >= min && digits.length <= max && isValidLuhn(digits)
    ? digits
    : null;
}

/** The 2–8 digits of a valid plusgiro number, or null. */
export function normalizePlusgiro(v: Value): string | null {
  return normalizeGiro(v, 2, 8);
}

/** The 7–8 digits of a valid bankgiro number, or null. */
export function normalizeBankgiro(v: Value): string | null {
  return normalizeGiro(v, 7, 8);
}

function validateGiro(v: Value, min: number, max: number, length: string, check: string): string | null {
  if (isBlank(v)) return null;
  const digits = giroDigits(v);
  if (digits === null || digits.length < min || digits.length > max) return length;
  return isValidLuhn(digits) ? null : check;
}

export function validatePlusgiro(v: Value): string | null {
  return validateGiro(v, 2, 8, messages.plusgiroLength, messages.plusgiroCheck);
}

export function validateBankgiro(v: Value): string | null {
  return validateGiro(v, 7, 8, messages.bankgiroLength, messages.bankgiroCheck);
}

/** The 12 digits YYYYMMDDNNNN (a dash before the last four removed); null when the shape is wrong. */
export function normalizePersonnummer(v: Value): string | null {
  const match = /^(\d{8})-?(\d{4})$/.exec((v ?? '').trim());
  return match ? `${match[1]}${match[2]}` : null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A samordningsnummer carries the birth day plus 60. */
function hasValidBirthDate(digits: string): boolean {
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 1800) return false;
  return isCalendarDate(year, month, day > 60 ? day - 60 : day);
}

export function validatePersonnummer(v: Value): string | null {
  if (isBlank(v)) return null;
  const digits = normalizePersonnummer(v);
  if (digits === null) return messages.personnummerLength;
  if (!hasValidBirthDate(digits)) return messages.personnummerDate;
  return isValidLuhn(digits.slice(2)) ? null : messages.personnummerCheck;
}
