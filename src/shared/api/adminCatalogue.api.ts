import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';
import { TEXT, text } from './limits';

/**
 * The provider's catalogue work in its administration (issue #23, decision 0062): price files and
 * rabattbrev uploaded from the browser and imported by the `catalogue.import` job (the same as
 * `npm run catalogue:import`), with its progress and report; a firm's rabattbrev read and edited per group;
 * the campaign prices set, changed and ended by hand (decision 0067).
 */
const providerAdmin = { kind: 'providerAdmin' } as const;

/** A price file of the whole catalogue is some tens of megabytes; more is not a price file. */
export const IMPORT_UPLOAD_LIMIT_BYTES = 64 * 1024 * 1024;
/** The errors a list shows; the report file has all the job kept. */
export const SHOWN_IMPORT_ERRORS = 20;

export const importSummarySchema = z.object({
  kind: z.enum(['PRICE_FILE', 'DISCOUNT_FILE']).nullable(),
  encoding: z.string(),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int(),
  firms: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  milliseconds: z.number(),
});
export type ImportSummaryView = z.infer<typeof importSummarySchema>;

export const catalogueImportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  firmCode: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  progress: z.number().int(),
  progressTotal: z.number().int().nullable(),
  error: z.string().nullable(),
  summary: importSummarySchema.nullable(),
});
export type CatalogueImportView = z.infer<typeof catalogueImportSchema>;

export const firmDiscountsSchema = z.object({
  firm: z.object({ code: z.string(), name: z.string() }),
  groups: z.array(z.object({ code: z.string(), name: z.string(), discountBp: z.number().int().nullable() })),
});
export type FirmDiscounts = z.infer<typeof firmDiscountsSchema>;

const firmCode = text(TEXT.code).trim().min(1, 'Ange kundnummer');

/** A campaign runs for everyone up to and including its last day (none: until the provider ends it). */
export const campaignStates = ['RUNNING', 'ENDED'] as const;

export const campaignSchema = z.object({
  article: z.string(),
  name: z.string(),
  unit: z.string(),
  grossPriceOre: z.number().int().nullable(),
  campaignPriceOre: z.number().int(),
  endsOn: z.string().nullable(),
  state: z.enum(campaignStates),
});
export type Campaign = z.infer<typeof campaignSchema>;

const article = text(TEXT.code).trim().min(1, 'Ange artikelnummer');

export const adminCatalogueApi = {
  startImport: defineEndpoint({
    path: '/admin/catalogue/import',
    method: 'POST',
    summary: 'Ladda upp en prisfil eller ett rabattbrev (kroppen är filen; fileName och firmCode i adressen)',
    access: providerAdmin,
    bodyLimit: IMPORT_UPLOAD_LIMIT_BYTES + 1024,
    parameters: z.object({
      fileName: text(300).min(1, 'Filen saknar namn'),
      /** For a rabattbrev without a Kundnummer column: whose letter it is. */
      firmCode: text(TEXT.code).optional(),
      content: z.instanceof(Uint8Array, { error: 'Välj en fil' }),
    }),
    result: z.object({ importId: z.string() }),
  }),
  imports: defineEndpoint({
    path: '/admin/catalogue/imports',
    method: 'GET',
    summary: 'De senaste importerna med förlopp och sammanfattning',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(catalogueImportSchema) }),
  }),
  importReport: defineEndpoint({
    path: '/admin/catalogue/importReport',
    method: 'GET',
    summary: 'En imports rapport: de avvisade raderna som CSV',
    access: providerAdmin,
    parameters: z.object({ importId: z.uuid() }),
    result: fileResult(),
  }),
  firmDiscounts: defineEndpoint({
    path: '/admin/catalogue/discounts',
    method: 'GET',
    summary: 'Ett företags rabattbrev: rabatten per rabattgrupp',
    access: providerAdmin,
    parameters: z.object({ firmCode }),
    result: firmDiscountsSchema,
  }),
  setFirmDiscount: defineEndpoint({
    path: '/admin/catalogue/discount',
    method: 'POST',
    summary: 'Ändra rabatten för en rabattgrupp i ett företags rabattbrev',
    access: providerAdmin,
    parameters: z.object({
      firmCode,
      discountGroup: text(TEXT.code).min(1),
      discountBp: z.number().int().min(0, 'Ange 0–100 %').max(10_000, 'Ange 0–100 %'),
    }),
    result: firmDiscountsSchema,
  }),
  campaigns: defineEndpoint({
    path: '/admin/catalogue/campaigns',
    method: 'GET',
    summary: 'Kampanjpriserna: pågående först (den som slutar först överst), sedan avslutade',
    access: providerAdmin,
    parameters: z.object({
      search: text(TEXT.search).optional(),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(campaignSchema) }),
  }),
  setCampaign: defineEndpoint({
    path: '/admin/catalogue/campaign',
    method: 'POST',
    summary: 'Sätt ett kampanjpris på en artikel till och med ett datum (gäller alla kunder)',
    access: providerAdmin,
    parameters: z.object({
      article,
      campaignPriceOre: z.number().int().min(1, 'Ange ett pris över 0 kr').max(10_000_000_000),
      endsOn: z.iso.date({ error: 'Ange ett datum (ÅÅÅÅ-MM-DD)' }).nullable(),
    }),
    result: campaignSchema,
  }),
  endCampaign: defineEndpoint({
    path: '/admin/catalogue/endCampaign',
    method: 'POST',
    summary: 'Avsluta en artikels kampanj nu: priset blir det vanliga igen',
    access: providerAdmin,
    parameters: z.object({ article }),
    result: z.object({ article: z.string() }),
  }),
} as const;
