import type { Client, ClientData, ClientListRow, ClientPrice } from '@shared/api/clients.api';
import { clientCodeSortKey, normalizeIdentityNumber } from '@shared/domain/client-rules';
import { toPhoneWithCountryCode } from '@shared/domain/number-input';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { normalizePostalCode, normalizeVatNumber } from '@shared/domain/validators';
import type { clientContacts, clientPriceOverrides, clients, clientTaxPayers } from './clients.table';

export type ClientRow = typeof clients.$inferSelect;
export type ContactRow = typeof clientContacts.$inferSelect;
export type TaxPayerRow = typeof clientTaxPayers.$inferSelect;
export type PriceOverrideRow = typeof clientPriceOverrides.$inferSelect;

/** The columns a save writes, derived from validated data (normalised the way they are printed). */
export type ClientValues = Omit<
  typeof clients.$inferInsert,
  'id' | 'firmId' | 'version' | 'createdAt' | 'updatedAt' | 'lastActivityAt'
>;

const trim = (v: string) => v.trim();

/** Only numbers with a known form are rewritten; anything else is kept as typed. */
function tidyPhone(v: string): string {
  return v.trim().replace(/\s+/g, ' ');
}

export function normalizeClientData(data: ClientData): ClientData {
  const orgCode = trim(data.organizationCode);
  const vat = trim(data.vatRegistrationId);
  const postalCode = trim(data.address.postalCode);
  return {
    ...data,
    code: trim(data.code),
    name: trim(data.name),
    payerName: trim(data.payerName),
    organizationCode: orgCode ? (normalizeIdentityNumber(orgCode) ?? orgCode) : '',
    vatRegistrationId: vat ? (normalizeVatNumber(vat) ?? vat) : '',
    gln: trim(data.gln),
    fortnoxNumber: trim(data.fortnoxNumber),
    notes: data.notes.trim(),
    address: {
      street: trim(data.address.street),
      postalCode: postalCode ? (normalizePostalCode(postalCode) ?? postalCode) : '',
      city: trim(data.address.city),
    },
    contacts: data.contacts.map((c) => ({
      ...c,
      name: trim(c.name),
      title: trim(c.title),
      phone: tidyPhone(c.phone),
      mobile: tidyPhone(c.mobile),
      email: trim(c.email),
    })),
    taxPayers: data.taxPayers.map((p) => ({
      ...p,
      name: trim(p.name),
      personalNumber: normalizeIdentityNumber(p.personalNumber) ?? trim(p.personalNumber),
      propertyDesignation: trim(p.propertyDesignation),
      flatNumber: trim(p.flatNumber),
      associationOrgNumber: p.associationOrgNumber.trim()
        ? (normalizeIdentityNumber(p.associationOrgNumber) ?? trim(p.associationOrgNumber))
        : '',
    })),
  };
}

const digits = (v: string) => v.replace(/\D/g, '');

/** A phone number as typed, in the national 0… form and as +46…, so any way of typing it finds it. */
function phoneForms(v: string): string[] {
  if (!v) return [];
  const e164 = toPhoneWithCountryCode(v);
  const national = e164.startsWith('+46') ? `0${e164.slice(3)}` : digits(v);
  return [v, national, e164];
}

/** Everything a search may match, lower-cased, contacts and ROT buyers included. */
export function buildSearchText(data: ClientData): string {
  const parts = [
    data.code,
    data.name,
    data.payerName,
    data.organizationCode,
    digits(data.organizationCode),
    data.vatRegistrationId,
    data.gln,
    data.fortnoxNumber,
    data.address.street,
    data.address.postalCode,
    digits(data.address.postalCode),
    data.address.city,
    ...data.contacts.flatMap((c) => [c.name, c.email, ...phoneForms(c.phone), ...phoneForms(c.mobile)]),
    ...data.taxPayers.flatMap((p) => [p.name, p.personalNumber, p.propertyDesignation]),
  ];
  // Every row's text is read by a search that cannot use the trigram index, so repeats are dropped.
  return [...new Set(parts.filter((p) => p !== '').map((p) => p.toLowerCase()))].join(' | ');
}

export function toClientValues(data: ClientData): ClientValues {
  return {
    code: data.code,
    codeSort: clientCodeSortKey(data.code),
    name: data.name,
    nameSort: swedishSortKey(data.name),
    payerName: data.payerName,
    organizationCode: data.organizationCode,
    vatRegistrationId: data.vatRegistrationId,
    gln: data.gln,
    eInvoiceEnabled: data.eInvoiceEnabled,
    sveFakturaEnabled: data.sveFakturaEnabled,
    useGlnInSveFaktura: data.useGlnInSveFaktura,
    useVatInSveFaktura: data.useVatRegistrationIdInSveFaktura,
    fortnoxNumber: data.fortnoxNumber,
    street: data.address.street,
    postalCode: data.address.postalCode,
    city: data.address.city,
    citySort: swedishSortKey(data.address.city),
    discountBp: data.discountBp,
    markupBp: data.markupBp,
    paymentDelayDays: data.paymentDelay,
    notes: data.notes,
    cash: data.cash,
    markupToPurchasePrice: data.markupToPurchasePrice,
    useReverseTaxLiability: data.useReverseTaxLiability,
    showTotalMaterialProfit: data.showTotalMaterialProfitInClientPrintingForm,
    favorite: data.favorite,
    hidden: data.hidden,
    searchText: buildSearchText(data),
  };
}

/** The +46 forms stored beside a contact's numbers for look-ups; empty when nothing was typed. */
export function contactNumberKeys(contact: { phone: string; mobile: string }) {
  return {
    phoneE164: toPhoneWithCountryCode(contact.phone),
    mobileE164: toPhoneWithCountryCode(contact.mobile),
  };
}

export function toClientData(row: ClientRow, contacts: ContactRow[], taxPayers: TaxPayerRow[]): ClientData {
  return {
    code: row.code,
    name: row.name,
    payerName: row.payerName,
    organizationCode: row.organizationCode,
    vatRegistrationId: row.vatRegistrationId,
    gln: row.gln,
    eInvoiceEnabled: row.eInvoiceEnabled,
    sveFakturaEnabled: row.sveFakturaEnabled,
    useGlnInSveFaktura: row.useGlnInSveFaktura,
    useVatRegistrationIdInSveFaktura: row.useVatInSveFaktura,
    fortnoxNumber: row.fortnoxNumber,
    address: { street: row.street, postalCode: row.postalCode, city: row.city },
    discountBp: row.discountBp,
    markupBp: row.markupBp,
    paymentDelay: row.paymentDelayDays,
    notes: row.notes,
    cash: row.cash,
    markupToPurchasePrice: row.markupToPurchasePrice,
    useReverseTaxLiability: row.useReverseTaxLiability,
    showTotalMaterialProfitInClientPrintingForm: row.showTotalMaterialProfit,
    favorite: row.favorite,
    hidden: row.hidden,
    contacts: contacts.map((c) => ({
      uid: c.id,
      name: c.name,
      title: c.title,
      phone: c.phone,
      mobile: c.mobile,
      email: c.email,
      main: c.main,
    })),
    taxPayers: taxPayers.map((p) => ({
      uid: p.id,
      name: p.name,
      personalNumber: p.personalNumber,
      propertyDesignation: p.propertyDesignation,
      flatNumber: p.flatNumber,
      associationOrgNumber: p.associationOrgNumber,
    })),
  };
}

export function toClientPrice(row: PriceOverrideRow): ClientPrice {
  return {
    uid: row.id,
    code: row.articleCode,
    name: row.name,
    priceOverrideOre: row.priceOre,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toClient(input: {
  row: ClientRow;
  contacts: ContactRow[];
  taxPayers: TaxPayerRow[];
  priceOverrides: PriceOverrideRow[];
  inactiveBefore: Date;
  editable: boolean;
  priceTermsEditable: boolean;
}): Client {
  const { row } = input;
  return {
    uid: row.id,
    version: row.version,
    editable: input.editable,
    priceTermsEditable: input.priceTermsEditable,
    inactive: row.lastActivityAt < input.inactiveBefore,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    data: toClientData(row, input.contacts, input.taxPayers),
    priceOverrides: input.priceOverrides.map(toClientPrice),
  };
}

export type ListRowSource = Pick<
  ClientRow,
  | 'id'
  | 'favorite'
  | 'hidden'
  | 'code'
  | 'name'
  | 'payerName'
  | 'organizationCode'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'lastActivityAt'
> & { contactName: string | null; phone: string | null; mobile: string | null; email: string | null };

export function toClientListRow(row: ListRowSource, editable: boolean): ClientListRow {
  return {
    uid: row.id,
    editable,
    favorite: row.favorite,
    hidden: row.hidden,
    code: row.code,
    name: row.name,
    payerName: row.payerName,
    organizationCode: row.organizationCode,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    contactName: row.contactName ?? '',
    phone: row.phone ?? '',
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
  };
}

/** product-spec §9: clients without activity for 12 months or more are inactive. */
export function inactiveBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 12);
  return cutoff;
}
