/**
 * What an invoice must say before it is completed (mervärdesskattelagen 17 kap. 24 §, decision 0036):
 * the seller's name, address and VAT number, the buyer's name and address, and — for a credit invoice —
 * which invoice it corrects and that it corrects no more than is left of it. The serial number, the
 * date, the lines and the VAT per rate are the engine's own (numbering, the common completion rules and
 * the totals); this file answers only what those do not. Every problem names its field in Swedish, and
 * a field the editor cannot hold (the firm's settings) has a dotted path, so the editor shows it above
 * the document.
 */
import { formatKr } from '../format';
import { normalizeOrganisationNumber, normalizePersonnummer, validateVatNumber } from '../validators';
import type { DocumentKind } from './document-kinds';
import type { DocumentProblem } from './document-rules';

/**
 * The kinds the law reads as invoices: completing locks them for good and the firm sends them to its
 * customer (invoice, credit invoice, interest invoice). The provider's own records are not the firm's.
 */
export function isLegalInvoiceKind(kind: Pick<DocumentKind, 'completion' | 'fromProvider'>): boolean {
  return kind.completion === 'LOCKS' && !kind.fromProvider;
}

/** A private person (personnummer, 12 digits) or a business (organisationsnummer, 10 digits). */
export type BuyerKind = 'PRIVATE' | 'BUSINESS';

/**
 * Who the client is by its identity number: 12 digits are a personnummer (how the register stores a
 * private person's), 10 digits an organisationsnummer; anything else says nothing.
 */
export function buyerKindOf(identity: string | null | undefined): BuyerKind | null {
  const digits = (identity ?? '').replace(/\D/g, '');
  if (digits.length === 12 && normalizePersonnummer(digits) !== null) return 'PRIVATE';
  if (digits.length === 10 && normalizeOrganisationNumber(digits) !== null) return 'BUSINESS';
  return null;
}

export const invoiceContentMessages = {
  sellerName: 'Företagets namn saknas — ange det under Inställningar',
  sellerAddress: 'Företagets adress (gatuadress, postnummer och ort) saknas — ange den under Inställningar',
  sellerVatMissing: 'Företagets momsregistreringsnummer saknas — ange det under Inställningar',
  sellerVatInvalid: (message: string) =>
    `Företagets momsregistreringsnummer: ${message} — rätta det under Inställningar`,
  noBuyer: 'Välj kund: en faktura måste ange köparens namn och adress',
  buyerName: 'Kundens namn saknas — ange det i kundregistret',
  buyerAddress:
    'Kundens adress (gatuadress, postnummer och ort) saknas — komplettera kunden i kundregistret och välj kunden igen',
  rotWithReverseCharge:
    'Omvänd betalningsskyldighet och ROT-avdrag kan inte finnas på samma faktura — ta bort omvänd betalningsskyldighet eller gör ROT-raderna till vanligt arbete',
  reverseChargePrivate: 'Omvänd betalningsskyldighet gäller inte privatpersoner — kunden har personnummer',
  noCreditedInvoice:
    'Kreditfakturan måste hänvisa till fakturan den krediterar — skapa den från fakturan med Skapa … → Kreditfaktura',
  creditedNotCompleted: (name: string) =>
    `${name} är inte slutförd — bara en slutförd faktura kan krediteras`,
  overCredit: (name: string, leftOre: number) =>
    `Kreditfakturan överstiger det som återstår att kredita på ${name} (${formatKr(leftOre)})`,
} as const;

export interface SellerIdentity {
  name: string;
  address: { street: string; postalCode: string; city: string };
  vatRegistrationId: string;
}

export interface BuyerIdentity {
  /** Null when the document has no client. */
  name: string | null;
  /** The address copied into the document when the client was chosen. */
  address: { streetAddress: string; streetAddressExt: string; zipCode: string; city: string };
}

const blank = (value: string) => value.trim() === '';

/** The seller: name, postal address and VAT number (17 kap. 24 § 3, 5). */
export function sellerProblems(seller: SellerIdentity): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (blank(seller.name))
    problems.push({ field: 'company.companyName', message: invoiceContentMessages.sellerName });
  const { street, postalCode, city } = seller.address;
  if (blank(street) || blank(postalCode) || blank(city))
    problems.push({ field: 'company.address', message: invoiceContentMessages.sellerAddress });
  if (blank(seller.vatRegistrationId)) {
    problems.push({ field: 'company.vatRegistrationId', message: invoiceContentMessages.sellerVatMissing });
  } else {
    const invalid = validateVatNumber(seller.vatRegistrationId);
    if (invalid !== null)
      problems.push({
        field: 'company.vatRegistrationId',
        message: invoiceContentMessages.sellerVatInvalid(invalid.toLowerCase()),
      });
  }
  return problems;
}

/** The buyer: a client, its name and its postal address (17 kap. 24 § 5), at the client field. */
export function buyerProblems(buyer: BuyerIdentity): DocumentProblem[] {
  if (buyer.name === null) return [{ field: 'clientUid', message: invoiceContentMessages.noBuyer }];
  const problems: DocumentProblem[] = [];
  if (blank(buyer.name)) problems.push({ field: 'clientUid', message: invoiceContentMessages.buyerName });
  const { streetAddress, streetAddressExt, zipCode, city } = buyer.address;
  if ((blank(streetAddress) && blank(streetAddressExt)) || blank(zipCode) || blank(city))
    problems.push({ field: 'clientUid', message: invoiceContentMessages.buyerAddress });
  return problems;
}

export interface VatChoiceInput {
  reverseTaxLiability: boolean;
  /** The client's kind by its identity number; null when unknown or no client. */
  buyerKind: BuyerKind | null;
  /** Labour with ROT deduction on the document, öre (the ROT lines' sum). */
  rotWorkSumOre: number;
}

/**
 * Product-spec §5 and the law's own split: reverse charge is for a buyer who sells construction services
 * itself, ROT for a private person's home — never both on one invoice, and never reverse charge to a
 * private person.
 */
export function vatChoiceProblems(input: VatChoiceInput): DocumentProblem[] {
  if (!input.reverseTaxLiability) return [];
  if (input.rotWorkSumOre !== 0)
    return [{ field: 'reverseTaxLiability', message: invoiceContentMessages.rotWithReverseCharge }];
  if (input.buyerKind === 'PRIVATE')
    return [{ field: 'reverseTaxLiability', message: invoiceContentMessages.reverseChargePrivate }];
  return [];
}

export interface CreditedInvoice {
  /** "faktura 1042", as the message names it. */
  name: string;
  completed: boolean;
  /** Its payable sum, öre. */
  payableOre: number;
  /** Already credited by its completed credit invoices, öre (positive). */
  creditedOre: number;
}

/**
 * A credit invoice corrects one completed invoice (17 kap. 22 §: it must refer to it) by at most what
 * is not yet credited of it; `creditOre` is the credit's own sum as a positive amount.
 */
export function creditProblems(input: {
  creditedInvoiceUid: string | null;
  credited: CreditedInvoice | null;
  creditOre: number;
}): DocumentProblem[] {
  if (input.creditedInvoiceUid === null || input.credited === null)
    return [{ field: 'creditedInvoiceUid', message: invoiceContentMessages.noCreditedInvoice }];
  const { credited } = input;
  if (!credited.completed)
    return [
      { field: 'creditedInvoiceUid', message: invoiceContentMessages.creditedNotCompleted(credited.name) },
    ];
  const leftOre = Math.max(0, credited.payableOre - credited.creditedOre);
  if (input.creditOre > leftOre)
    return [{ field: 'items', message: invoiceContentMessages.overCredit(credited.name, leftOre) }];
  return [];
}
