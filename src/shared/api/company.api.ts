import { accessLevels } from '@shared/domain/access';
import {
  chartOfAccountsTypes,
  customerServicesTypes,
  deliveryTypes,
  qrPaymentMethods,
  validateCompanySettings,
} from '@shared/domain/company-settings';
import { type DocumentType, documentTypes, printLayouts } from '@shared/domain/documents/document-kinds';
import { MAX_IMAGE_BYTES } from '@shared/domain/image-type';
import { numberedDocTypes } from '@shared/domain/number-series';
import { ownPriceModes } from '@shared/domain/own-price';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';
import { LIMITS, text as limitedText, ruledNumber, TEXT, version } from './limits';
import { vvsGuidenRegistrationSchema } from './vvsGuiden.api';

const text = limitedText(TEXT.note).default('');
const flag = z.boolean().default(false);
const address = z.object({ street: text, postalCode: text, city: text }).prefault({});
/**
 * One kind's print and e-mail settings (api-spec §3.12 documentSettings). Null copies and layout fall
 * back to the firm's number of copies and the kind's first layout; empty texts to the kind's Swedish
 * default (the e-mailing feature's).
 */
const documentPrintSettings = z
  .object({
    numberOfCopies: ruledNumber(100).nullable().default(null),
    layout: z.enum(printLayouts).nullable().default(null),
    emailSubject: limitedText(TEXT.line).default(''),
    emailMessage: text,
  })
  .prefault({});
const documentSettings = z
  .object(
    Object.fromEntries(documentTypes.map((t) => [t, documentPrintSettings])) as Record<
      DocumentType,
      typeof documentPrintSettings
    >,
  )
  .prefault({});

const series = z
  .object({ minNumber: ruledNumber(LIMITS.serialNumber).default(1), fillGaps: flag })
  .prefault({});

/**
 * The editable company settings (api-spec §3.12). Amounts are öre, percentages basis points, delays days.
 * This shape says what the call carries; the rules are `companySettingsSchema` (the form) and
 * `validateCompanySettings` (the server), so a broken rule comes back in Swedish at its field.
 */
export const companySettingsShape = z.object({
  companyName: limitedText(TEXT.line),
  /** Organisationsnummer, 10 digits (a sole trader's is the personnummer without century). */
  organizationId: limitedText(TEXT.code),
  vatRegistrationId: text,
  /** Godkänd för F-skatt: printed on invoices so business buyers need not withhold tax. */
  fSkatt: flag,
  plusgiro: text,
  bankgiro: text,
  /** The postal address printed on documents. */
  address,
  phone: text,
  email: text,
  website: text,
  primaryContact: z.object({ name: text, phone: text, email: text }).prefault({}),
  /** Where the provider delivers orders, when not to the postal address. */
  deliveryReceiver: text,
  deliveryAddress: address,
  deliveryType: z.enum(deliveryTypes).default('DELIVERY'),
  /** The provider warehouse that orders and stock figures use by default (its code). */
  warehouseCode: limitedText(TEXT.code).nullable().default(null),
  /** Payment terms in days on the firm's invoices. */
  paymentDelay: ruledNumber(LIMITS.days).default(30),
  vatRateBp: ruledNumber(LIMITS.basisPoints).default(2500),
  /** Interest on overdue invoices in basis points above the Riksbank reference rate (8 % = 800). */
  interestOnArrearsBp: ruledNumber(LIMITS.basisPoints).default(800),
  ownPricesMode: z.enum(ownPriceModes).default('FIXED_PRICE'),
  autoArchivingDocuments: flag,
  documentNoteMaxLength: ruledNumber(TEXT.note).default(1000),
  printingSettings: z
    .object({
      /** Print the RSK number on document lines. */
      printCode: z.boolean().default(true),
      /** Print the provider's article number on document lines. */
      printArticle: flag,
      printRowsCount: flag,
      printLines: z.boolean().default(true),
      hideCompanyName: flag,
      showMarkup: flag,
      documentsFooterMessage: text,
      numberOfCopies: ruledNumber(100).default(1),
      documentSettings,
    })
    .prefault({}),
  numbering: z
    .object({
      clientMinNumber: ruledNumber(LIMITS.serialNumber).default(1),
      jointNumberingForInvoicesEnabled: flag,
      docsNumbering: z
        .object({
          OFFER: series,
          COST_CALCULATION: series,
          CUSTOMER_ORDER: series,
          WORK_ORDER: series,
          ADDITIONAL_ESTIMATE: series,
          INVOICE: series,
          CREDIT_INVOICE: series,
          INTEREST_INVOICE: series,
        })
        .prefault({}),
    })
    .prefault({}),
  accountingSettings: z
    .object({
      chartOfAccountsType: z.enum(chartOfAccountsTypes).default('EUBAS97'),
      firstFiscalPeriodBegin: limitedText(TEXT.code).nullable().default(null),
      firstFiscalPeriodEnd: limitedText(TEXT.code).nullable().default(null),
    })
    .prefault({}),
  qrPaymentsGenerationSettings: z
    .object({ enabled: flag, paymentMethod: z.enum(qrPaymentMethods).default('INTERNAL'), swishNumber: text })
    .prefault({}),
  /** The fee a new payment reminder starts with (öre), at most 60 kr (inkassokostnadslagen, decision 0034). */
  reminderFeeOre: ruledNumber(LIMITS.oreAmount).default(6_000),
  /** How reminders print: copies, and the firm's note under the sums when `printNote` is on. */
  paymentRemindersPrintingSettings: z
    .object({ numberOfPapers: ruledNumber(100).default(1), printNote: flag, note: text })
    .prefault({}),
  /** The firm's entry in VVS-guiden; `enabled` is the session's vvsguidenEnabled. */
  vvsguiden: z
    .object({
      enabled: flag,
      description: text,
      /** The firm's address in the directory: …/<linkSuffix>. */
      linkSuffix: text,
      customerServicesType: z.enum(customerServicesTypes).default('PRIVATE_AND_BUSINESS'),
    })
    .prefault({}),
});
export type CompanySettings = z.output<typeof companySettingsShape>;
export type CompanySettingsData = z.input<typeof companySettingsShape>;

const pathOf = (field: string) => field.split('.');

/** The settings form's schema: the shape plus every rule, with the server's Swedish messages. */
export const companySettingsSchema = companySettingsShape.superRefine((data, ctx) => {
  for (const issue of validateCompanySettings(data)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.field) });
  }
});

const seriesInfo = z.object({
  /** The highest number handed out so far (0 before the first). */
  maxCurrentNumber: z.number().int(),
  /** What the next document of the type would get now. */
  nextNumber: z.number().int(),
});

/** What the firm sees but does not set: the provider sets access, options and discount. */
export const companyInfoSchema = z.object({
  customerUid: z.string(),
  customerCode: z.string(),
  accessLevel: z.enum(accessLevels),
  active: z.boolean(),
  onlyAdminsCanOrder: z.boolean(),
  eInvoiceEnabled: z.boolean(),
  accountingEnabled: z.boolean(),
  paymentRemindersEnabled: z.boolean(),
  /** The provider's general customer discount, basis points. */
  discountBp: z.number().int(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  customerLogoLink: z.string().nullable(),
  documentsFooterImageLink: z.string().nullable(),
  numbering: z.object({
    clientMaxCurrentNumber: z.number().int(),
    clientNextNumber: z.number().int(),
    docsNumbering: z.record(z.enum(numberedDocTypes), seriesInfo),
  }),
  /** The registration in VVS-guiden (api-spec §3.12): what the directory gave back, never a password. */
  vvsguiden: vvsGuidenRegistrationSchema,
});

export const companyProfileSchema = z.object({
  /** Send it back as `newVersion`; 0 until the settings are saved the first time. */
  version: z.number().int(),
  /** May this employee save (permissions.editCompanySettings)? Otherwise the pages are read-only. */
  editable: z.boolean(),
  settings: companySettingsShape,
  info: companyInfoSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const companyFormConfigSchema = z.object({
  warehouses: z.array(
    z.object({ code: z.string(), name: z.string(), city: z.string(), openState: z.string() }),
  ),
  deliveryTypes: z.array(option(z.enum(deliveryTypes))),
  vatRates: z.array(option(z.number().int())),
  ownPricesModes: z.array(option(z.enum(ownPriceModes))),
  chartOfAccountsTypes: z.array(option(z.enum(chartOfAccountsTypes))),
  qrPaymentMethods: z.array(option(z.enum(qrPaymentMethods))),
  customerServicesTypes: z.array(option(z.enum(customerServicesTypes))),
  documentTypes: z.array(option(z.enum(numberedDocTypes))),
  maxImageBytes: z.number().int(),
});

/**
 * A picture upload is the file itself as the request body (Content-Type image/png, image/jpeg or
 * application/octet-stream, plus the X-Instance-Token header); the server reads the body as
 * `{ content }` and decides the type from the bytes.
 */
const pictureUpload = z.object({ content: z.instanceof(Uint8Array, { error: 'Välj en bildfil' }) });

export const companyApi = {
  profile: defineEndpoint({
    path: '/profile/customerProfile',
    method: 'GET',
    summary: 'Företagets inställningar och uppgifter',
    access: { kind: 'employee', ...permissions.viewCompanySettings },
    parameters: z.object({}),
    result: companyProfileSchema,
  }),
  save: defineEndpoint({
    path: '/profile/customerProfile',
    method: 'POST',
    summary: 'Spara företagets inställningar; newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.editCompanySettings },
    parameters: z.object({ newVersion: version(), data: companySettingsShape }),
    result: companyProfileSchema,
  }),
  formConfig: defineEndpoint({
    path: '/profile/customerProfileFormConfig',
    method: 'GET',
    summary: 'Val till inställningarna: lager, leveranssätt, momssatser, kontoplaner',
    access: { kind: 'employee', ...permissions.viewCompanySettings },
    parameters: z.object({}),
    result: companyFormConfigSchema,
  }),
  uploadLogo: defineEndpoint({
    path: '/profile/customerLogo',
    method: 'POST',
    summary: 'Ladda upp logotypen (PNG eller JPEG, högst 25 MB) som request-kropp',
    access: { kind: 'employee', ...permissions.editCompanySettings },
    parameters: pictureUpload,
    bodyLimit: MAX_IMAGE_BYTES + 1024,
    result: z.object({ customerLogoLink: z.string() }),
  }),
  deleteLogo: defineEndpoint({
    path: '/profile/customerLogo',
    method: 'DELETE',
    summary: 'Ta bort logotypen',
    access: { kind: 'employee', ...permissions.editCompanySettings },
    parameters: z.object({}),
    result: z.object({ customerLogoLink: z.null() }),
  }),
  uploadFooterImage: defineEndpoint({
    path: '/profile/docsFooterImageUpload',
    method: 'POST',
    summary: 'Ladda upp bilden i dokumentens sidfot (PNG eller JPEG, högst 25 MB) som request-kropp',
    access: { kind: 'employee', ...permissions.editCompanySettings },
    parameters: pictureUpload,
    bodyLimit: MAX_IMAGE_BYTES + 1024,
    result: z.object({ documentsFooterImageLink: z.string() }),
  }),
  deleteFooterImage: defineEndpoint({
    path: '/profile/docsFooterImageUpload',
    method: 'DELETE',
    summary: 'Ta bort bilden i dokumentens sidfot',
    access: { kind: 'employee', ...permissions.editCompanySettings },
    parameters: z.object({}),
    result: z.object({ documentsFooterImageLink: z.null() }),
  }),
  /**
   * A picture as bytes, at the address the firm's link holds (stored in the firm and the session, so it
   * keeps its place outside /api). It holds the picture's hash, so it may be cached privately for good;
   * anyone but an employee of the firm gets a 404 that does not tell whether it exists.
   */
  image: defineEndpoint({
    prefix: '',
    path: '/files/company/:firmId/:kind/:hash',
    method: 'GET',
    summary: 'Logotypen eller sidfotsbilden (kind logo eller footer, hash ur länken)',
    access: { kind: 'employee' },
    refusedAsNotFound: true,
    parameters: z.object({
      firmId: limitedText(TEXT.code),
      kind: limitedText(TEXT.code),
      hash: limitedText(TEXT.token),
    }),
    result: fileResult(),
  }),
  fiscalPeriods: defineEndpoint({
    path: '/profile/customerFiscalPeriods',
    method: 'GET',
    summary: 'Företagets räkenskapsår, det senaste först',
    access: { kind: 'employee', ...permissions.viewCompanySettings },
    parameters: z.object({}),
    result: z.object({
      /** False when no first financial year is set and calendar years are assumed. */
      configured: z.boolean(),
      periods: z.array(z.object({ begin: z.string(), end: z.string() })),
    }),
  }),
} as const;
