/**
 * The client register's rules (api-spec §3.10, §5; product-spec §5), shared by the client form and the
 * server so both give the same Swedish message at the same field. `validateClientData` returns every
 * problem, each with its path inside the client's `data` (`contacts.1.email`).
 */
import {
  normalizeOrganisationNumber,
  normalizePersonnummer,
  validateEmail,
  validateGln,
  validateMaxLength,
  validateMobile,
  validateOrganisationNumber,
  validatePersonnummer,
  validatePostalCode,
  validateRequired,
  validateVatNumber,
} from './validators';

export interface ValidationIssue {
  field: string;
  message: string;
}

export interface ContactInput {
  name: string;
  title: string;
  phone: string;
  mobile: string;
  email: string;
  main: boolean;
}

export interface TaxPayerInput {
  name: string;
  personalNumber: string;
  propertyDesignation: string;
  flatNumber: string;
  associationOrgNumber: string;
}

export interface ClientInput {
  code: string;
  name: string;
  payerName: string;
  organizationCode: string;
  vatRegistrationId: string;
  gln: string;
  eInvoiceEnabled: boolean;
  sveFakturaEnabled: boolean;
  useGlnInSveFaktura: boolean;
  useVatRegistrationIdInSveFaktura: boolean;
  fortnoxNumber: string;
  address: { street: string; postalCode: string; city: string };
  discountBp: number;
  markupBp: number;
  paymentDelay: number;
  notes: string;
  markupToPurchasePrice: boolean;
  useReverseTaxLiability: boolean;
  contacts: readonly ContactInput[];
  taxPayers: readonly TaxPayerInput[];
}

/** Lengths follow what the values are printed on: Skatteverket's ROT file caps designation and flat number. */
export const clientLimits = {
  code: 12,
  name: 200,
  payerName: 200,
  fortnoxNumber: 20,
  street: 200,
  city: 100,
  notes: 2000,
  contactName: 200,
  contactTitle: 100,
  phone: 32,
  email: 254,
  taxPayerName: 200,
  propertyDesignation: 40,
  flatNumber: 25,
  contacts: 50,
  taxPayers: 10,
  /** 100 % in basis points. */
  discountBp: 10_000,
  /** 1 000 %: anything above is a typo, not a price policy. */
  markupBp: 100_000,
  paymentDelay: 365,
} as const;

export const clientMessages = {
  codeDuplicate: 'Det här kundnumret finns redan',
  codeSpaces: 'Kundnumret får inte innehålla mellanslag',
  identityNumber: 'Ange organisationsnummer (10 siffror) eller personnummer (12 siffror)',
  discountTooBig: 'För stor rabatt',
  markupTooBig: 'För stort påslag',
  negative: 'Värdet får inte vara negativt',
  wholeNumber: 'Ange ett heltal',
  negativeMarkupOnPurchasePrice: 'Påslaget får inte vara negativt när det räknas på inköpspriset',
  paymentDelayTooLong: `Betalningsvillkoret får vara högst ${clientLimits.paymentDelay} dagar`,
  reverseChargeNeedsVat: 'Omvänd betalningsskyldighet kräver kundens momsregistreringsnummer',
  reverseChargeWithRot: 'En kund med omvänd betalningsskyldighet kan inte ha ROT-köpare',
  eInvoiceNeedsIdentity: 'E-faktura kräver organisationsnummer eller GLN',
  glnForSveFaktura: 'Ange GLN för att använda det i Svefaktura',
  vatForSveFaktura: 'Ange momsregistreringsnummer för att använda det i Svefaktura',
  oneMainContact: 'Välj en huvudkontakt',
  onlyOneMainContact: 'Bara en kontakt kan vara huvudkontakt',
  tooManyContacts: `Högst ${clientLimits.contacts} kontakter`,
  tooManyTaxPayers: `Högst ${clientLimits.taxPayers} ROT-köpare`,
  propertyOrFlat: 'Ange fastighetsbeteckning eller lägenhetsnummer',
  propertyAndFlat: 'Ange antingen fastighetsbeteckning eller lägenhetsnummer, inte båda',
  associationNeeded: 'Ange bostadsrättsföreningens organisationsnummer',
  associationWithoutFlat: 'Organisationsnumret gäller bara en bostadsrätt: ange lägenhetsnumret',
  duplicateTaxPayer: 'Personen finns redan bland ROT-köparna',
  duplicatePhone: (clientName: string, code: string) =>
    `Telefonnumret finns redan hos kunden ${clientName} (${code})`,
} as const;

type Check = (issues: ValidationIssue[], field: string, message: string | null) => void;

const add: Check = (issues, field, message) => {
  if (message) issues.push({ field, message });
};

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/** `NNNNNN-NNNN` for an organisation number, `ÅÅÅÅMMDD-NNNN` for a personnummer, null when neither. */
export function normalizeIdentityNumber(v: string): string | null {
  const org = normalizeOrganisationNumber(v);
  if (org) return `${org.slice(0, 6)}-${org.slice(6)}`;
  const pnr = normalizePersonnummer(v);
  return pnr ? `${pnr.slice(0, 8)}-${pnr.slice(8)}` : null;
}

/** A client is a company (10 digits, Luhn) or a private person (12 digits, date and Luhn). */
export function validateIdentityNumber(v: string): string | null {
  if (blank(v)) return null;
  if (normalizeOrganisationNumber(v)) return validateOrganisationNumber(v);
  if (normalizePersonnummer(v)) return validatePersonnummer(v);
  return clientMessages.identityNumber;
}

function validateBasisPoints(v: number, max: number, tooBig: string, allowNegative: boolean): string | null {
  if (!Number.isInteger(v)) return clientMessages.wholeNumber;
  if (!allowNegative && v < 0) return clientMessages.negative;
  return v > max ? tooBig : null;
}

/** One contact's fields, at `at` (`contacts.2` in the client form, `contact` in the add-contact call). */
export function validateContactFields(c: ContactInput, at: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  add(issues, `${at}.name`, validateRequired(c.name) ?? validateMaxLength(c.name, clientLimits.contactName));
  add(issues, `${at}.title`, validateMaxLength(c.title, clientLimits.contactTitle));
  add(issues, `${at}.phone`, validateMobile(c.phone) ?? validateMaxLength(c.phone, clientLimits.phone));
  add(issues, `${at}.mobile`, validateMobile(c.mobile) ?? validateMaxLength(c.mobile, clientLimits.phone));
  add(issues, `${at}.email`, validateEmail(c.email) ?? validateMaxLength(c.email, clientLimits.email));
  return issues;
}

function validateContacts(issues: ValidationIssue[], contacts: readonly ContactInput[]): void {
  if (contacts.length > clientLimits.contacts) add(issues, 'contacts', clientMessages.tooManyContacts);
  contacts.forEach((c, i) => {
    issues.push(...validateContactFields(c, `contacts.${i}`));
  });
  const mains = contacts.flatMap((c, i) => (c.main ? [i] : []));
  if (contacts.length > 0 && mains.length === 0) add(issues, 'contacts', clientMessages.oneMainContact);
  for (const i of mains.slice(1)) add(issues, `contacts.${i}.main`, clientMessages.onlyOneMainContact);
}

function validateTaxPayers(issues: ValidationIssue[], taxPayers: readonly TaxPayerInput[]): void {
  if (taxPayers.length > clientLimits.taxPayers) add(issues, 'taxPayers', clientMessages.tooManyTaxPayers);
  const seen = new Set<string>();
  taxPayers.forEach((p, i) => {
    const at = `taxPayers.${i}`;
    add(
      issues,
      `${at}.name`,
      validateRequired(p.name) ?? validateMaxLength(p.name, clientLimits.taxPayerName),
    );
    const pnrMessage = validateRequired(p.personalNumber) ?? validatePersonnummer(p.personalNumber);
    add(issues, `${at}.personalNumber`, pnrMessage);
    const pnr = normalizePersonnummer(p.personalNumber);
    if (!pnrMessage && pnr) {
      if (seen.has(pnr)) add(issues, `${at}.personalNumber`, clientMessages.duplicateTaxPayer);
      seen.add(pnr);
    }
    const hasProperty = !blank(p.propertyDesignation);
    const hasFlat = !blank(p.flatNumber);
    if (!hasProperty && !hasFlat) add(issues, `${at}.propertyDesignation`, clientMessages.propertyOrFlat);
    if (hasProperty && hasFlat) add(issues, `${at}.flatNumber`, clientMessages.propertyAndFlat);
    add(
      issues,
      `${at}.propertyDesignation`,
      validateMaxLength(p.propertyDesignation, clientLimits.propertyDesignation),
    );
    add(issues, `${at}.flatNumber`, validateMaxLength(p.flatNumber, clientLimits.flatNumber));
    if (hasFlat && blank(p.associationOrgNumber)) {
      add(issues, `${at}.associationOrgNumber`, clientMessages.associationNeeded);
    } else if (!hasFlat && !blank(p.associationOrgNumber)) {
      add(issues, `${at}.associationOrgNumber`, clientMessages.associationWithoutFlat);
    } else {
      add(issues, `${at}.associationOrgNumber`, validateOrganisationNumber(p.associationOrgNumber));
    }
  });
}

/** Every problem of a client's data; an empty list means the server will accept it (uniqueness aside). */
export function validateClientData(data: ClientInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  add(issues, 'code', validateRequired(data.code) ?? validateMaxLength(data.code.trim(), clientLimits.code));
  if (/\s/.test(data.code.trim())) add(issues, 'code', clientMessages.codeSpaces);
  add(issues, 'name', validateRequired(data.name) ?? validateMaxLength(data.name, clientLimits.name));
  add(issues, 'payerName', validateMaxLength(data.payerName, clientLimits.payerName));
  add(issues, 'organizationCode', validateIdentityNumber(data.organizationCode));
  add(issues, 'vatRegistrationId', validateVatNumber(data.vatRegistrationId));
  add(issues, 'gln', validateGln(data.gln));
  add(issues, 'fortnoxNumber', validateMaxLength(data.fortnoxNumber, clientLimits.fortnoxNumber));
  add(issues, 'address.street', validateMaxLength(data.address.street, clientLimits.street));
  add(issues, 'address.postalCode', validatePostalCode(data.address.postalCode));
  add(issues, 'address.city', validateMaxLength(data.address.city, clientLimits.city));
  add(issues, 'notes', validateMaxLength(data.notes, clientLimits.notes));
  const discount = validateBasisPoints(
    data.discountBp,
    clientLimits.discountBp,
    clientMessages.discountTooBig,
    false,
  );
  add(issues, 'discountBp', discount);
  const markup = validateBasisPoints(data.markupBp, clientLimits.markupBp, clientMessages.markupTooBig, true);
  add(issues, 'markupBp', markup);
  if (!markup && data.markupToPurchasePrice && data.markupBp < 0) {
    add(issues, 'markupBp', clientMessages.negativeMarkupOnPurchasePrice);
  }
  if (!Number.isInteger(data.paymentDelay)) add(issues, 'paymentDelay', clientMessages.wholeNumber);
  else if (data.paymentDelay < 0) add(issues, 'paymentDelay', clientMessages.negative);
  else if (data.paymentDelay > clientLimits.paymentDelay) {
    add(issues, 'paymentDelay', clientMessages.paymentDelayTooLong);
  }
  if (data.useReverseTaxLiability && blank(data.vatRegistrationId)) {
    add(issues, 'vatRegistrationId', clientMessages.reverseChargeNeedsVat);
  }
  if (data.useReverseTaxLiability && data.taxPayers.length > 0) {
    add(issues, 'useReverseTaxLiability', clientMessages.reverseChargeWithRot);
  }
  if (data.eInvoiceEnabled && blank(data.organizationCode) && blank(data.gln)) {
    add(issues, 'organizationCode', clientMessages.eInvoiceNeedsIdentity);
  }
  if (data.sveFakturaEnabled && data.useGlnInSveFaktura && blank(data.gln)) {
    add(issues, 'gln', clientMessages.glnForSveFaktura);
  }
  if (data.sveFakturaEnabled && data.useVatRegistrationIdInSveFaktura && blank(data.vatRegistrationId)) {
    add(issues, 'vatRegistrationId', clientMessages.vatForSveFaktura);
  }
  validateContacts(issues, data.contacts);
  validateTaxPayers(issues, data.taxPayers);
  return issues;
}

/** Client numbers are usually numbers; those sort by value (2 before 10), the rest after them by text. */
export function isNumericClientCode(code: string): boolean {
  return /^\d{1,12}$/.test(code.trim());
}

export function clientCodeSortKey(code: string): string {
  const trimmed = code.trim();
  return isNumericClientCode(trimmed) ? `0${trimmed.padStart(12, '0')}` : `1${trimmed.toLowerCase()}`;
}
