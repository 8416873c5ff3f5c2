import { validateClientData } from '@shared/domain/client-rules';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { LIMITS, oreAmount, pageLimit, pageOffset, ruledNumber, TEXT, text, version } from './limits';

const uid = z.uuid();
const optionalText = text(TEXT.line).default('');
const flag = z.boolean().default(false);

export const contactSchema = z.object({
  /** null for a contact the form has just added. */
  uid: uid.nullable().default(null),
  name: text(TEXT.line),
  title: optionalText,
  phone: optionalText,
  mobile: optionalText,
  email: optionalText,
  main: flag,
});
export type ClientContact = z.output<typeof contactSchema>;

/** A buyer for ROT: a house by its property designation, a tenant-owned flat by number and association. */
export const taxPayerSchema = z.object({
  uid: uid.nullable().default(null),
  name: text(TEXT.line),
  personalNumber: text(TEXT.code),
  propertyDesignation: optionalText,
  flatNumber: optionalText,
  associationOrgNumber: optionalText,
});
export type ClientTaxPayer = z.output<typeof taxPayerSchema>;

/**
 * The shape of a client's editable data (api-spec §3.10). Percentages are basis points (12,5 % = 1 250),
 * the payment delay is days. The rules live in `clientDataSchema`; this shape only says what the call
 * carries, so the server can answer rule violations in Swedish at the field.
 */
export const clientDataShape = z.object({
  code: text(TEXT.code),
  name: text(TEXT.line),
  payerName: optionalText,
  /** Organisation number (10 digits) or, for a private person, personnummer (12 digits). */
  organizationCode: optionalText,
  vatRegistrationId: optionalText,
  gln: optionalText,
  eInvoiceEnabled: flag,
  sveFakturaEnabled: flag,
  useGlnInSveFaktura: flag,
  useVatRegistrationIdInSveFaktura: flag,
  fortnoxNumber: optionalText,
  address: z
    .object({ street: optionalText, postalCode: optionalText, city: optionalText })
    .default({ street: '', postalCode: '', city: '' }),
  discountBp: ruledNumber(LIMITS.basisPoints).default(0),
  markupBp: ruledNumber(LIMITS.basisPoints).default(0),
  paymentDelay: ruledNumber(LIMITS.days),
  notes: text(TEXT.note).default(''),
  /** Pays cash on the spot (kontantkund) instead of by invoice. */
  cash: flag,
  markupToPurchasePrice: flag,
  useReverseTaxLiability: flag,
  showTotalMaterialProfitInClientPrintingForm: flag,
  favorite: flag,
  hidden: flag,
  contacts: z.array(contactSchema).default([]),
  taxPayers: z.array(taxPayerSchema).default([]),
});
export type ClientData = z.output<typeof clientDataShape>;
export type ClientDataInput = z.input<typeof clientDataShape>;

const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The client form's schema: the shape plus every rule, with the same Swedish messages the server sends.
 * Paths here are inside the data (`contacts.1.email`); the server names the call's parameter path
 * (`data.contacts.1.email`), as it does for every field of every call.
 */
export const clientDataSchema = clientDataShape.superRefine((data, ctx) => {
  for (const issue of validateClientData(data)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.field) });
  }
});

/** A per-client price for one article, kept by article code (RSK, provider or own article number). */
export const clientPriceSchema = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  priceOverrideOre: z.number().int(),
  updatedAt: z.string(),
});
export type ClientPrice = z.infer<typeof clientPriceSchema>;

export const clientSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  /** False when the employee may look but not save (the form shows read-only). */
  editable: z.boolean(),
  /** May the employee change discount, markup and client prices (permissions.editClientPrices)? */
  priceTermsEditable: z.boolean(),
  /** No activity for 12 months: listed under inactive clients until brought back. */
  inactive: z.boolean(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The markup is null for an employee with hidden net prices and in client mode (decision 0023): with
   * a line's selling price it tells the purchase price. Such an employee's save keeps the stored one.
   */
  data: clientDataShape.extend({ markupBp: z.number().int().nullable() }),
  priceOverrides: z.array(clientPriceSchema),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSortFields = ['code', 'name', 'organizationCode', 'city', 'lastActivityAt'] as const;
export type ClientSortField = (typeof clientSortFields)[number];

const filterParameters = {
  searchPattern: text(TEXT.search).default(''),
  includeHidden: z.boolean().default(true),
  onlyFavorites: flag,
  sortBy: z.enum(clientSortFields).default('code'),
  sortDesc: flag,
};

/** api-spec §9: page size 20, largest limit 2147483647. */
export const clientListParameters = z.object({
  offset: pageOffset().default(0),
  limit: pageLimit().default(20),
  ...filterParameters,
});
export type ClientListParameters = z.output<typeof clientListParameters>;

export const clientListRowSchema = z.object({
  uid: z.string(),
  editable: z.boolean(),
  favorite: z.boolean(),
  hidden: z.boolean(),
  code: z.string(),
  name: z.string(),
  payerName: z.string(),
  organizationCode: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The main contact's name and numbers. */
  contactName: z.string(),
  phone: z.string(),
  mobile: z.string(),
  email: z.string(),
  lastActivityAt: z.string(),
});
export type ClientListRow = z.infer<typeof clientListRowSchema>;

const clientListResult = z.object({ totalCount: z.number().int(), items: z.array(clientListRowSchema) });

const fileParameters = z.object({
  ...filterParameters,
  /** Which list: the active clients (default) or the inactive ones. */
  inactive: flag,
});

/**
 * A generated file behind a short-lived link (`filesApi.download`): the PDF opens in a tab, the CSV is
 * saved, as the file's own `Content-Disposition` says; the spec's `inline` parameter is not needed.
 */
const fileResult = fileLinkSchema;

export const clientCheckIssueSchema = z.object({
  level: z.enum(['ERROR', 'WARNING']),
  code: z.string(),
  field: z.string(),
  text: z.string(),
});

/** An inactive client whose personal data may be removed (decision 0055). */
export const anonymizableClientSchema = z.object({
  uid,
  code: z.string(),
  name: z.string(),
  city: z.string(),
  lastActivityAt: z.string(),
});
export type AnonymizableClient = z.infer<typeof anonymizableClientSchema>;

export const clientsApi = {
  client: defineEndpoint({
    path: '/profile/customerClient',
    method: 'GET',
    summary: 'En kund med kontakter, ROT-köpare och kundpriser',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: z.object({ uid }),
    result: clientSchema,
  }),
  template: defineEndpoint({
    path: '/profile/customerClientTemplate',
    method: 'GET',
    summary: 'Förifyllda uppgifter för en ny kund med nästa lediga kundnummer',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({}),
    result: z.object({ data: clientDataShape, suggestedCode: z.string() }),
  }),
  save: defineEndpoint({
    path: '/profile/customerClient',
    method: 'POST',
    summary: 'Spara en kund (ny utan uid); newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({
      uid: uid.nullable().default(null),
      newVersion: version().min(1).nullable().default(null),
      data: clientDataShape,
    }),
    result: clientSchema,
  }),
  list: defineEndpoint({
    path: '/profile/customerClients',
    method: 'POST',
    summary: 'Aktiva kunder: sök, favoriter, dolda, sortering och sidor',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: clientListParameters,
    result: clientListResult,
  }),
  inactiveList: defineEndpoint({
    path: '/profile/inactiveCustomerClients',
    method: 'POST',
    summary: 'Kunder utan aktivitet på 12 månader',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: clientListParameters,
    result: clientListResult,
  }),
  delete: defineEndpoint({
    path: '/profile/customerClientsDelete',
    method: 'POST',
    summary: 'Ta bort en eller flera kunder',
    access: { kind: 'employee', ...permissions.deleteClients },
    parameters: z.object({ uids: z.array(uid).min(1).max(1000) }),
    result: z.object({ countDeleted: z.number().int() }),
  }),
  reactivate: defineEndpoint({
    path: '/profile/customerClientsReactivate',
    method: 'POST',
    summary: 'Flytta inaktiva kunder tillbaka till de aktiva',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({ uids: z.array(uid).min(1).max(1000) }),
    result: z.object({ countReactivated: z.number().int() }),
  }),
  anonymizable: defineEndpoint({
    path: '/profile/anonymizableCustomerClients',
    method: 'GET',
    summary: 'Kunder utan aktivitet på 18 månader och utan öppna ärenden, vars personuppgifter kan rensas',
    access: { kind: 'employee', ...permissions.anonymizeClients },
    parameters: z.object({}),
    result: z.object({ clients: z.array(anonymizableClientSchema), inactiveSince: z.string() }),
  }),
  anonymize: defineEndpoint({
    path: '/profile/customerClientsAnonymize',
    method: 'POST',
    summary: 'Rensa personuppgifterna hos valda inaktiva kunder (kundnumret och dokumenten finns kvar)',
    access: { kind: 'employee', ...permissions.anonymizeClients },
    parameters: z.object({ uids: z.array(uid).min(1).max(1000) }),
    result: z.object({ countAnonymized: z.number().int() }),
  }),
  setFavorite: defineEndpoint({
    path: '/profile/customerClientSetFavorite',
    method: 'POST',
    summary: 'Markera eller avmarkera en kund som favorit',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({ clientUid: uid, favorite: z.boolean() }),
    result: z.object({ uid: z.string(), favorite: z.boolean(), version: z.number().int() }),
  }),
  addContact: defineEndpoint({
    path: '/profile/customerClientAddContact',
    method: 'POST',
    summary: 'Lägg till en kontakt hos en kund (den första blir huvudkontakt)',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({ clientUid: uid, contact: contactSchema.omit({ uid: true }) }),
    result: clientSchema,
  }),
  check: defineEndpoint({
    path: '/profile/customerClientCheck',
    method: 'POST',
    summary: 'Kontrollera en kund före sparande: fel, upptaget kundnummer och dubbla telefonnummer',
    access: { kind: 'employee', ...permissions.editClients },
    parameters: z.object({ uid: uid.nullable().default(null), data: clientDataShape }),
    result: z.object({ status: z.enum(['OK', 'WARN', 'ERROR']), issues: z.array(clientCheckIssueSchema) }),
  }),
  byMobile: defineEndpoint({
    path: '/profile/customerClientByMobile',
    method: 'GET',
    summary: 'Hitta kunder vars kontakt har mobilnumret',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: z.object({ mobile: text(32) }),
    result: z.object({
      items: z.array(
        z.object({
          uid: z.string(),
          code: z.string(),
          name: z.string(),
          contactUid: z.string(),
          contactName: z.string(),
          mobile: z.string(),
        }),
      ),
    }),
  }),
  changePrice: defineEndpoint({
    path: '/profile/changeCustomerClientPrice',
    method: 'POST',
    summary: 'Sätt, ändra eller ta bort (priceOverrideOre null) en kunds pris för en artikel',
    access: { kind: 'employee', ...permissions.editClientPrices },
    parameters: z.object({
      client: uid,
      /** An existing override to change; without it the override is found or made by article code. */
      priceOverrideUid: uid.nullable().default(null),
      code: optionalText,
      name: optionalText,
      priceOverrideOre: oreAmount().nullable(),
    }),
    result: z.object({ version: z.number().int(), items: z.array(clientPriceSchema) }),
  }),
  listPdf: defineEndpoint({
    path: '/profile/customerClientsListPDF',
    method: 'POST',
    summary: 'Kundlistan som PDF (A4 liggande), filtrerad och sorterad som på skärmen',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: fileParameters,
    result: fileResult,
  }),
  export: defineEndpoint({
    path: '/profile/customerClientsExport',
    method: 'POST',
    summary: 'Kundlistan som CSV (semikolon, UTF-8 med BOM) för Excel',
    access: { kind: 'employee', ...permissions.viewClients },
    parameters: fileParameters,
    result: fileResult,
  }),
} as const;
