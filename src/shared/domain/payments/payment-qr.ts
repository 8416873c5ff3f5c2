/**
 * The invoice's OCR reference and the payment QR codes printed on it (issue #16; formats in
 * validators/README "Payment QR codes"). Only the payload text is built here: the print system draws the
 * image. Bad data comes back as a Swedish message with the field it came from, so the settings form and
 * the print preview can say what to fix instead of printing a code the payer's app would reject.
 */
import { ocrReference } from '../check-digits';
import {
  type CompanySettingsInput,
  companyMessages,
  formatBankgiro,
  formatPlusgiro,
  normalizeSwishNumber,
} from '../company-settings';
import {
  normalizeBankgiro,
  normalizeOrganisationNumber,
  normalizePlusgiro,
  validateBankgiro,
  validateOrganisationNumber,
  validatePlusgiro,
  validateRequired,
} from '../validators';

export type QrResult = { ok: true; payload: string } | { ok: false; field: string; message: string };

export const giroTypes = ['BANK_GIRO', 'PLUS_GIRO'] as const;
export type GiroType = (typeof giroTypes)[number];

/** Swish's own bounds for an amount (its payment API: 0,01 kr to 999 999 999 999,99 kr). */
export const SWISH_MAX_AMOUNT_ORE = 99_999_999_999_999;
export const SWISH_MESSAGE_MAX_LENGTH = 50;

export const paymentQrMessages = {
  amountPositive: 'Beloppet ska vara större än 0 kr',
  swishAmountMax: 'Swish tar emot högst 999 999 999 999,99 kr',
  swishMessageLength: `Meddelandet får ha högst ${SWISH_MESSAGE_MAX_LENGTH} tecken`,
  swishMessageCharacters: 'Meddelandet får bara innehålla bokstäver a–ö, siffror, mellanslag och !?(),.-:',
  payeeName: 'Ange mottagarens namn',
  reference: 'Referensen ska vara OCR-numret eller fakturanumret, 1–25 siffror',
  date: 'Ange datumet som ÅÅÅÅ-MM-DD',
  dueBeforeInvoice: 'Förfallodagen kan inte vara före fakturadatum',
} as const;

const fail = (field: string, message: string): QrResult => ({ ok: false, field, message });

function assertOre(amountOre: number): void {
  // A fractional öre means a float slipped into money arithmetic: a bug to surface, not user data.
  if (!Number.isSafeInteger(amountOre)) throw new RangeError(`Amount must be whole öre: ${amountOre}`);
}

/** Whole kronor, then the öre after `separator` (always two digits, or only as many as needed). */
function kronorText(amountOre: number, separator: string, trimOre: boolean): string {
  const kronor = Math.trunc(amountOre / 100);
  const ore = String(amountOre % 100).padStart(2, '0');
  if (!trimOre) return `${kronor}${separator}${ore}`;
  if (ore === '00') return String(kronor);
  return `${kronor}${separator}${ore.endsWith('0') ? ore[0] : ore}`;
}

/**
 * The invoice's OCR reference: the invoice number, a length digit and a Luhn check digit (Bankgirot's
 * "OCR-kontroll med checksiffra och längd"), the strictest variant, so it is valid whatever check the
 * firm's bankgiro agreement asks for. Invoice numbers come from the number series, never from the user.
 */
export function invoiceOcr(invoiceNumber: number): string {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1) {
    throw new RangeError(`Invoice number must be a positive integer: ${invoiceNumber}`);
  }
  return ocrReference(String(invoiceNumber), true);
}

export interface SwishQrInput {
  /** A Swish Företag/Handel number: 10 digits starting 123, written with or without spaces and dashes. */
  swishNumber: string;
  amountOre: number;
  message: string;
  /** What the payer may change in the app; nothing by default, so the reference cannot be lost. */
  editable?: { payee?: boolean; amount?: boolean; message?: boolean };
}

/**
 * Characters Swish documents for the message: letters a–ö, digits, space and `!?(),.-:;`. The `;` is left
 * out because it separates the fields of the QR text and the format has no escape.
 */
const SWISH_MESSAGE = /^[a-zA-ZåäöÅÄÖ0-9 !?(),.:-]*$/;

/**
 * Swish's prefilled-payment QR text `C<number>;<amount>;<message>;<mask>`: the amount with two decimals
 * and a decimal comma and no thousands separator, the mask the sum of the editable fields (payee 1,
 * amount 2, message 4). Private Swish numbers (mobile numbers) and charities' 90-numbers are refused: a
 * firm must take business payments on its 123 number.
 */
export function swishQr({ swishNumber, amountOre, message, editable = {} }: SwishQrInput): QrResult {
  assertOre(amountOre);
  const number = normalizeSwishNumber(swishNumber);
  if (number === null) {
    return fail('swishNumber', validateRequired(swishNumber) ?? companyMessages.swishNumber);
  }
  if (amountOre <= 0) return fail('amountOre', paymentQrMessages.amountPositive);
  if (amountOre > SWISH_MAX_AMOUNT_ORE) return fail('amountOre', paymentQrMessages.swishAmountMax);
  if ([...message].length > SWISH_MESSAGE_MAX_LENGTH) {
    return fail('message', paymentQrMessages.swishMessageLength);
  }
  if (!SWISH_MESSAGE.test(message)) return fail('message', paymentQrMessages.swishMessageCharacters);
  const mask = (editable.payee ? 1 : 0) + (editable.amount ? 2 : 0) + (editable.message ? 4 : 0);
  return { ok: true, payload: `C${number};${kronorText(amountOre, ',', false)};${message};${mask}` };
}

export interface BankAppQrInput {
  payeeName: string;
  /** The payee's organisationsnummer, with or without the dash. */
  orgNumber: string;
  ocrOrInvoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amountOre: number;
  giro: { type: GiroType; number: string };
  /** A credit note (`tp` 2) rather than an invoice (`tp` 1); the amount is still given positive. */
  credit?: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-21` → `20261121`, or null when it is not a real calendar date. */
function compactDate(date: string): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1;
  return real && parsed.getUTCDate() === day ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** The giro number as Bankgirot and Plusgirot print it, or the Swedish reason it is not one. */
function giroAccount(giro: BankAppQrInput['giro']): { acc: string } | { message: string } {
  if (giro.type === 'BANK_GIRO') {
    const digits = normalizeBankgiro(giro.number);
    if (digits !== null) return { acc: formatBankgiro(digits) };
    return { message: validateRequired(giro.number) ?? validateBankgiro(giro.number) ?? '' };
  }
  const digits = normalizePlusgiro(giro.number);
  if (digits !== null) return { acc: formatPlusgiro(digits) };
  return { message: validateRequired(giro.number) ?? validatePlusgiro(giro.number) ?? '' };
}

/**
 * The bank apps' invoice QR (UsingQR rev. 2): one line of JSON with the keys in the README's order. Each
 * value goes through JSON.stringify so quotes and backslashes in a firm's name cannot break the JSON;
 * `due` is a JSON number in kronor with the öre only when there are any (1250, 1250.5, 1250.05), built
 * from the integer so no binary fraction can creep in.
 */
export function bankAppQr(input: BankAppQrInput): QrResult {
  assertOre(input.amountOre);
  const name = input.payeeName.trim();
  if (!name) return fail('payeeName', paymentQrMessages.payeeName);
  const orgMessage = validateRequired(input.orgNumber) ?? validateOrganisationNumber(input.orgNumber);
  const orgNumber = normalizeOrganisationNumber(input.orgNumber);
  if (orgMessage !== null || orgNumber === null) return fail('orgNumber', orgMessage ?? '');
  const reference = input.ocrOrInvoiceNumber.trim();
  if (!/^\d{1,25}$/.test(reference)) return fail('ocrOrInvoiceNumber', paymentQrMessages.reference);
  const invoiceDate = compactDate(input.invoiceDate);
  if (invoiceDate === null) return fail('invoiceDate', paymentQrMessages.date);
  const dueDate = compactDate(input.dueDate);
  if (dueDate === null) return fail('dueDate', paymentQrMessages.date);
  if (dueDate < invoiceDate) return fail('dueDate', paymentQrMessages.dueBeforeInvoice);
  if (input.amountOre <= 0) return fail('amountOre', paymentQrMessages.amountPositive);
  const account = giroAccount(input.giro);
  if ('message' in account) return fail('giro.number', account.message);
  // Values as JSON text: strings through JSON.stringify, `due` already a JSON number.
  const members: Array<[string, string]> = [
    ['uqr', '1'],
    ['tp', input.credit ? '2' : '1'],
    ['nme', JSON.stringify(name)],
    ['cid', JSON.stringify(orgNumber)],
    ['iref', JSON.stringify(reference)],
    ['idt', JSON.stringify(invoiceDate)],
    ['ddt', JSON.stringify(dueDate)],
    ['due', kronorText(input.amountOre, '.', true)],
    ['pt', input.giro.type === 'BANK_GIRO' ? '"BG"' : '"PG"'],
    ['acc', JSON.stringify(account.acc)],
  ];
  return { ok: true, payload: `{${members.map(([key, value]) => `"${key}":${value}`).join(',')}}` };
}

export type PaymentQrSettings = Pick<
  CompanySettingsInput,
  'companyName' | 'organizationId' | 'bankgiro' | 'plusgiro' | 'qrPaymentsGenerationSettings'
>;

export interface PaymentQrInvoice {
  /** The invoice's number in its series (the OCR is built from it). */
  number: number;
  /** YYYY-MM-DD */
  invoiceDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** What the customer is asked to pay: the payable sum after öresavrundning and any ROT deduction. */
  amountOre: number;
  credit?: boolean;
}

/**
 * The QR to print on an invoice by the firm's choice, or null when none is printed: QR payment switched
 * off, nothing left to pay, or a credit invoice — money goes back to the customer, and a bank app that
 * ignored `tp` would offer to pay it. The OCR is the reference in both codes, so a Swish payment can be
 * matched like a bankgiro one. Settings errors are reported at the settings field that causes them.
 */
export function paymentQrPayload(settings: PaymentQrSettings, invoice: PaymentQrInvoice): QrResult | null {
  const qr = settings.qrPaymentsGenerationSettings;
  if (!qr.enabled || invoice.credit || invoice.amountOre <= 0) return null;
  const ocr = invoiceOcr(invoice.number);
  if (qr.paymentMethod === 'SWISH') {
    const result = swishQr({ swishNumber: qr.swishNumber, amountOre: invoice.amountOre, message: ocr });
    if (result.ok || result.field !== 'swishNumber') return result;
    return { ...result, field: 'qrPaymentsGenerationSettings.swishNumber' };
  }
  // The same rule as the settings form: bankgiro when the firm has one, else plusgiro.
  const giro = settings.bankgiro.trim()
    ? { type: 'BANK_GIRO' as const, number: settings.bankgiro, field: 'bankgiro' }
    : { type: 'PLUS_GIRO' as const, number: settings.plusgiro, field: 'plusgiro' };
  if (!giro.number.trim()) return fail('bankgiro', companyMessages.giroForQr);
  const result = bankAppQr({
    payeeName: settings.companyName,
    orgNumber: settings.organizationId,
    ocrOrInvoiceNumber: ocr,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    amountOre: invoice.amountOre,
    giro,
  });
  if (result.ok) return result;
  // Name the settings field that causes the problem, so the message lands on the settings form.
  const inSettings: Record<string, string> = {
    payeeName: 'companyName',
    orgNumber: 'organizationId',
    'giro.number': giro.field,
  };
  return { ...result, field: inSettings[result.field] ?? result.field };
}
