/**
 * What must hold before an e-invoice can be made (decision 0050), each with the field to fix. The
 * official rules would refuse the file otherwise; these say it in the user's words first.
 */
import { isValidGs1, isValidLuhn } from '@shared/domain/check-digits';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { digitsOf } from './eInvoice.files';
import type { EInvoiceSource } from './eInvoice.mapper';

export interface EInvoiceProblem {
  field: string;
  message: string;
}

export const eInvoiceMessages = {
  clientNotEnabled: 'Kunden är inte markerad för e-faktura (kundregistret)',
  noClient: 'Fakturan har ingen kund ur kundregistret',
  buyerIdentity: 'Kunden saknar giltigt organisationsnummer eller GLN',
  sellerOrgNo: 'Företagets organisationsnummer saknas eller är felaktigt (företagsinställningar)',
  sellerVat: 'Företagets momsregistreringsnummer saknas eller är felaktigt (SE + 12 siffror)',
  giro: 'Ange bankgiro eller plusgiro i företagsinställningarna',
  buyerVat: 'Kundens momsregistreringsnummer krävs vid omvänd betalningsskyldighet',
  noLines: 'Fakturan har inga rader med belopp',
  dueDate: 'Ange förfallodag',
} as const;

const isOrgNo = (value: string) => digitsOf(value).length === 10 && isValidLuhn(digitsOf(value));
const isGln = (value: string) => digitsOf(value).length === 13 && isValidGs1(digitsOf(value));
const isSeVat = (value: string) => /^SE\d{12}$/.test(value.replace(/\s/g, '').toUpperCase());

export function eInvoiceProblems(source: Omit<EInvoiceSource, 'number'>, clientEnabled: boolean | null) {
  const problems: EInvoiceProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (clientEnabled === null) add('clientUid', eInvoiceMessages.noClient);
  else if (!clientEnabled) add('clientUid', eInvoiceMessages.clientNotEnabled);
  const { buyer, seller, header } = source;
  if (clientEnabled !== null && !isOrgNo(buyer.organizationCode) && !isGln(buyer.gln))
    add('clientUid', eInvoiceMessages.buyerIdentity);
  if (!isOrgNo(seller.organizationId)) add('organizationId', eInvoiceMessages.sellerOrgNo);
  if (!isSeVat(seller.vatRegistrationId)) add('vatRegistrationId', eInvoiceMessages.sellerVat);
  if (digitsOf(seller.bankgiro) === '' && digitsOf(seller.plusgiro) === '')
    add('bankgiro', eInvoiceMessages.giro);
  if (header.reverseTaxLiability && !isSeVat(header.vatRegistrationId || buyer.vatRegistrationId))
    add('vatRegistrationId', eInvoiceMessages.buyerVat);
  if (source.kind.eInvoice === 'INVOICE' && header.dueDate === null) add('dueDate', eInvoiceMessages.dueDate);
  const totals = computeDocumentTotals(source.items.map(toLineInput), pricingOf(header, source.kind));
  for (const invalid of totals.invalidLines) add('items', invalid.text);
  if (totals.vat.length === 0) add('items', eInvoiceMessages.noLines);
  return problems;
}
