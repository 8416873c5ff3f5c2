/**
 * Document-level rules (docs/decisions/0010 "Saving and versions"): the structural limits that refuse
 * even a draft save, the rules that refuse completing, and how choosing a client fills the header.
 * Field paths are paths inside the document data (`mark`, `items.3.discountBp`); the server prefixes
 * them with `data.` for its messages.
 */
import { normalizeVatNumber, validateMaxLength, validateRequired, validateVatNumber } from '../validators';
import type { ItemKind, LineInput, PricingInput } from './document-lines';
import { validateLine, validatePricing } from './line-rules';

export interface DocumentProblem {
  field: string;
  message: string;
}

export const documentLimits = { mark: 256, title: 256, object: 256, items: 5_000 } as const;

export const documentMessages = {
  noArticleRows: 'Dokumentet måste ha minst en artikelrad',
  validTillNotAfterDocDate: 'Giltig till måste vara senare än dokumentets datum',
  reverseChargeNeedsVatNumber:
    'Ange köparens momsregistreringsnummer (SE + 12 siffror) för omvänd betalningsskyldighet',
  tooManyItems: `Högst ${documentLimits.items} rader`,
} as const;

function maxLength(field: string, value: string, max: number): DocumentProblem[] {
  const message = validateMaxLength(value, max);
  return message === null ? [] : [{ field, message }];
}

function required(field: string, value: string, isRequired: boolean): DocumentProblem[] {
  const message = isRequired ? validateRequired(value) : null;
  return message === null ? [] : [{ field, message }];
}

export interface DocumentStructureInput {
  header: { mark: string; notes: string; title: string; object: string };
  itemCount: number;
  noteMaxLength: number;
}

/** Limits a draft save refuses: the columns and the editor could not hold more. */
export function validateDocumentStructure(input: DocumentStructureInput): DocumentProblem[] {
  const { header } = input;
  return [
    ...maxLength('mark', header.mark, documentLimits.mark),
    ...maxLength('title', header.title, documentLimits.title),
    ...maxLength('object', header.object, documentLimits.object),
    ...maxLength('notes', header.notes, input.noteMaxLength),
    ...(input.itemCount > documentLimits.items
      ? [{ field: 'items', message: documentMessages.tooManyItems }]
      : []),
  ];
}

export interface CompletionInput {
  hasItems: boolean;
  extraFields: readonly string[];
  header: {
    docDate: string;
    mark: string;
    object: string;
    notes: string;
    validTill: string | null;
    reverseTaxLiability: boolean;
    vatRegistrationId: string;
    clientUid: string | null;
  };
  items: readonly (LineInput & { kind: ItemKind })[];
  pricing: PricingInput;
  settings: { mandatoryMark: boolean; mandatoryObject: boolean; noteMaxLength: number };
}

/** ISO dates (YYYY-MM-DD) compare correctly as strings. */
function validTillProblems(input: CompletionInput): DocumentProblem[] {
  const { validTill, docDate } = input.header;
  if (!input.extraFields.includes('validTill') || validTill === null || validTill > docDate) return [];
  return [{ field: 'validTill', message: documentMessages.validTillNotAfterDocDate }];
}

/** Mervärdesskattelagen: a reverse-charge invoice must carry the buyer's VAT number. */
function reverseChargeProblems(header: CompletionInput['header']): DocumentProblem[] {
  if (!header.reverseTaxLiability) return [];
  if (normalizeVatNumber(header.vatRegistrationId) === null) {
    return [{ field: 'vatRegistrationId', message: documentMessages.reverseChargeNeedsVatNumber }];
  }
  const message = validateVatNumber(header.vatRegistrationId);
  return message === null ? [] : [{ field: 'vatRegistrationId', message }];
}

function itemProblems(input: CompletionInput): DocumentProblem[] {
  if (!input.hasItems) return [];
  const problems: DocumentProblem[] = input.items.some((item) => item.kind !== 'COMMENT')
    ? []
    : [{ field: 'items', message: documentMessages.noArticleRows }];
  input.items.forEach((item, i) => {
    for (const p of validateLine(item, input.pricing))
      problems.push({ field: `items.${i}.${p.field}`, message: p.message });
  });
  // A rate or discount the totals cannot use counts no line at all (decision 0021).
  for (const p of validatePricing(input.pricing)) problems.push(p);
  return problems;
}

/** Everything that must hold before a document is completed (numbered and sent). */
export function validateDocumentForCompletion(input: CompletionInput): DocumentProblem[] {
  const { header, settings } = input;
  return [
    ...required('mark', header.mark, settings.mandatoryMark),
    ...maxLength('mark', header.mark, documentLimits.mark),
    ...required('object', header.object, settings.mandatoryObject),
    ...maxLength('object', header.object, documentLimits.object),
    ...maxLength('notes', header.notes, settings.noteMaxLength),
    ...validTillProblems(input),
    ...reverseChargeProblems(header),
    ...itemProblems(input),
  ];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date plus whole days, computed in UTC so no time zone or DST shift moves the day. */
export function addDays(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (match === null || !Number.isInteger(days)) throw new RangeError(`Not a date: ${isoDate} + ${days}`);
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  if (date.getUTCMonth() !== m! - 1 || date.getUTCDate() !== d)
    throw new RangeError(`Not a date: ${isoDate}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An offer is valid 30 days unless the firm says otherwise. */
export function defaultValidTill(docDate: string, days = 30): string {
  return addDays(docDate, days);
}

export interface ClientForDocument {
  uid: string;
  discountBp: number;
  markupBp: number;
  markupToPurchasePrice: boolean;
  useReverseTaxLiability: boolean;
  paymentDelay: number;
  vatRegistrationId: string;
  cash: boolean;
  showTotalMaterialProfitInClientPrintingForm: boolean;
  address: { street: string; postalCode: string; city: string };
  name: string;
  mainContact: { name: string; phone: string; mobile: string; email: string } | null;
}

export interface ClientHeaderFields {
  clientUid: string | null;
  discountBp: number;
  markupBp: number;
  markupToPurchasePrice: boolean;
  markupToPurchasePriceFromClient: boolean;
  reverseTaxLiability: boolean;
  vatRegistrationId: string;
  cash: boolean;
  showTotalMaterialProfitInClientPrintingForm: boolean;
  clientAddress: {
    streetAddress: string;
    streetAddressExt: string;
    zipCode: string;
    city: string;
    contactName: string;
  };
  clientContact: { name: string; phone: string; mobile: string; email: string };
  paymentDelay: number | null;
  dueDate: string | null;
}

/**
 * Choosing a client copies its terms into the header (issue #5): the document keeps them even if the
 * client register changes later. The whole address is replaced so nothing of a previous client remains.
 */
export function applyClientToHeader<H extends ClientHeaderFields>(
  header: H,
  client: ClientForDocument,
  docDate: string,
  hasDueDate: boolean,
): H {
  const contact = client.mainContact ?? { name: '', phone: '', mobile: '', email: '' };
  return {
    ...header,
    clientUid: client.uid,
    discountBp: client.discountBp,
    markupBp: client.markupBp,
    markupToPurchasePrice: client.markupToPurchasePrice,
    markupToPurchasePriceFromClient: client.markupToPurchasePrice,
    reverseTaxLiability: client.useReverseTaxLiability,
    vatRegistrationId: client.vatRegistrationId,
    cash: client.cash,
    showTotalMaterialProfitInClientPrintingForm: client.showTotalMaterialProfitInClientPrintingForm,
    clientAddress: {
      streetAddress: client.address.street,
      streetAddressExt: '',
      zipCode: client.address.postalCode,
      city: client.address.city,
      contactName: contact.name,
    },
    clientContact: { name: contact.name, phone: contact.phone, mobile: contact.mobile, email: contact.email },
    paymentDelay: client.paymentDelay,
    dueDate: hasDueDate ? addDays(docDate, client.paymentDelay) : header.dueDate,
  };
}
