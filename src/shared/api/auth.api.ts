import { accessLevels, employeeRoles, featureFlags, siteOptions } from '@shared/domain/access';
import { z } from 'zod';
import { defineEndpoint, emptyResult } from './endpoint';
import { TEXT, text } from './limits';

const required = (label: string) => z.string({ error: `${label} saknas` });

export const addingDuplicateArticleTypes = ['ASK', 'ADD_NEW_ROW', 'ADD_ON_SAME_ROW'] as const;
export const ownPricesModes = ['FIXED_PRICE', 'FIXED_MARKUP', 'FIXED_PROFIT'] as const;
export const accountingTypes = ['INVOICE', 'CASH'] as const;

/** Session data, api-spec §3.13. Amounts are not part of it; flags and names the UI needs on every page. */
export const sessionDataSchema = z.object({
  employeeUid: z.string(),
  employeePhone: z.string().nullable(),
  employeeEmail: z.string().nullable(),
  employeeLogin: z.string(),
  employeeName: z.string(),
  customerUid: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  customerLogoLink: z.string().nullable(),
  preselectedOwnArticle: z.string().nullable(),
  /** Set when a provider administrator acts as this employee. */
  adminLogin: z.string().nullable(),
  /** That administrator's name, for the firm's header ("… av Lars Nordlund (leverantören)"). */
  adminName: z.string().nullable(),
  accessLevel: z.enum(accessLevels),
  netPriceAndMarginHidden: z.boolean(),
  clientMode: z.boolean(),
  mainMenuOpened: z.boolean(),
  gdprApproved: z.boolean(),
  role: z.enum(employeeRoles),
  documentsOnPage: z.number().int(),
  paymentDelay: z.number().int(),
  eInvoiceEnabled: z.boolean(),
  onlyAdminsCanOrder: z.boolean(),
  vvsguidenEnabled: z.boolean(),
  accountingEnabled: z.boolean(),
  paymentRemindersEnabled: z.boolean(),
  fortnoxActivated: z.boolean(),
  autoArchivingDocuments: z.boolean(),
  lastCreatedDocumentType: z.string().nullable(),
  priceList: z.string().nullable(),
  ownPricesMode: z.enum(ownPricesModes),
  accountingType: z.enum(accountingTypes),
  adaptiveItemsTableDisabled: z.boolean(),
  mandatoryMarkEnabled: z.boolean(),
  mandatoryObjectEnabled: z.boolean(),
  preferredCatalogueItemSortField: z.string().nullable(),
  addingDuplicateArticleType: z.enum(addingDuplicateArticleTypes),
  unixInvoicesSummariesEnabled: z.boolean(),
  enabledSiteOption: z.array(z.enum(siteOptions)),
  enabledFeatures: z.array(z.enum(featureFlags)),
  employeeSaveAndUseListViewSettings: z.boolean(),
  defaultWarehouseCode: z.string().nullable(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * `GET /auth/current` answers visitors too: they get no session but an instance token, which every
 * state-changing call (login included) must send back in the X-Instance-Token header.
 */
export const currentSessionSchema = z.object({
  instanceToken: z.string(),
  session: sessionDataSchema.nullable(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

export const globalSettingsSchema = z.object({
  mainPriceListDate: z.string().nullable(),
  netPriceListDate: z.string().nullable(),
  /** ROT cap per person and year, in öre. */
  defaultTaxDeductionLimit: z.number().int(),
  /** Labour share of the total price for rock/ground heat pumps, in percent. */
  mountainHeatingPumpWorkRate: z.number(),
  airOrWaterHeatingPumpWorkRate: z.number(),
  enabledFeatures: z.array(z.enum(featureFlags)),
  /** The shared polling interval of the web client, in milliseconds. */
  pollingIntervalMs: z.number().int(),
  provider: z.object({ name: z.string(), warehouseNoun: z.string(), phone: z.string(), email: z.string() }),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const authApi = {
  current: defineEndpoint({
    path: '/auth/current',
    method: 'GET',
    summary: 'Inloggad anställd och sessionens instanstoken',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: currentSessionSchema,
  }),
  globalSettings: defineEndpoint({
    path: '/auth/globalSettings',
    method: 'GET',
    summary: 'Globala inställningar från leverantören',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: globalSettingsSchema,
  }),
  login: defineEndpoint({
    path: '/auth/login',
    method: 'POST',
    summary: 'Logga in en anställd (eller en leverantörsadministratör som agerar som anställd)',
    access: { kind: 'visitor' },
    parameters: z.object({
      employeeLogin: required('employeeLogin').max(128),
      password: required('password').max(256),
      durable: z.boolean().default(false),
      adminLogin: text(128).optional(),
    }),
    result: currentSessionSchema,
  }),
  logout: defineEndpoint({
    path: '/auth/logout',
    method: 'POST',
    summary: 'Logga ut',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: currentSessionSchema,
  }),
  resetPassword: defineEndpoint({
    path: '/auth/resetPassword',
    method: 'POST',
    summary: 'Skicka en länk för nytt lösenord till den anställdes e-postadress',
    access: { kind: 'visitor' },
    parameters: z.object({
      login: required('login').max(256),
      captchaTicket: required('captchaTicket').max(TEXT.token),
      captchaAnswer: required('captchaAnswer').max(16),
    }),
    /** The same answer for every login typed (decision 0023): the noun the "contact us" text names. */
    result: z.object({ warehouseNoun: z.string() }),
  }),
  setNewPassword: defineEndpoint({
    path: '/auth/setNewPassword',
    method: 'POST',
    summary: 'Sätt nytt lösenord med länken från e-postmeddelandet',
    access: { kind: 'visitor' },
    parameters: z.object({
      token: required('token').max(TEXT.token),
      password: required('password').max(256),
    }),
    result: z.object({ employeeLogin: z.string() }),
  }),
  sendLoginInfoRequest: defineEndpoint({
    path: '/auth/sendLoginInfoRequest',
    method: 'POST',
    summary: 'Be leverantören om inloggningsuppgifter',
    access: { kind: 'visitor' },
    parameters: z.object({
      companyName: required('companyName').max(200),
      customerCode: text(32).optional(),
      name: required('name').max(200),
      email: required('email').max(256),
      phone: text(32).optional(),
      message: text(2000).optional(),
    }),
    result: emptyResult,
  }),
  setClientMode: defineEndpoint({
    path: '/auth/setClientMode',
    method: 'POST',
    summary: 'Kundläge: dölj nettopriser och marginaler medan kunden tittar',
    access: { kind: 'employee' },
    parameters: z.object({ clientMode: z.boolean() }),
    result: sessionDataSchema,
  }),
  setMainMenuOpened: defineEndpoint({
    path: '/auth/setMainMenuOpened',
    method: 'POST',
    summary: 'Kom ihåg om huvudmenyn är öppen',
    access: { kind: 'employee' },
    parameters: z.object({ mainMenuOpened: z.boolean() }),
    result: sessionDataSchema,
  }),
} as const;
