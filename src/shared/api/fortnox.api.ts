import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { ledgerKinds } from './accountingExport.api';
import { defineEndpoint, type Endpoint } from './endpoint';
import { text } from './limits';

/**
 * The Fortnox integration (issue #18, decision 0047; product-spec §4 activation, §8 export report,
 * api-spec §3.12 accounting-integration state, §7.4 and §7.6 Fortnox calls). The tokens never leave the
 * server: the page sees whether the connection is active and until when it can renew itself.
 */

const uid = z.uuid();
/** Fortnox's codes and our state values are opaque; these bounds only keep hostile input out. */
const opaque = z
  .string()
  .trim()
  .min(1, 'Detta fält måste fyllas i')
  .max(512)
  .regex(/^[A-Za-z0-9._~+/=-]+$/, 'Ogiltigt värde');

/** Who may run the activation: the firm's administrator, with the provider's SIE option and full access. */
export const fortnoxManageAccess = { kind: 'employee', ...permissions.manageFortnox } as const;
export const fortnoxExportAccess = { kind: 'employee', ...permissions.exportFortnox } as const;

/**
 * Why this employee may not activate: ask the firm's administrator (a role matter) or the provider
 * (the provider switches the SIE option and the access level on). Null: may activate.
 */
export const fortnoxRefusals = ['ASK_ADMIN', 'ASK_PROVIDER'] as const;
export type FortnoxRefusal = (typeof fortnoxRefusals)[number];

export const fortnoxRefusalTexts: Record<FortnoxRefusal, string> = {
  ASK_ADMIN: 'Bara företagets administratör kan koppla Montör till Fortnox. Kontakta din administratör.',
  ASK_PROVIDER:
    'Ert konto har inte tillgång till Fortnox-kopplingen. Kontakta grossisten för att få den aktiverad.',
};

/** api-spec §3.12 accounting-integration state, with what the page needs to offer the right buttons. */
export const fortnoxConnectionSchema = z.object({
  active: z.boolean(),
  /** When the refresh token runs out: after it, the firm must activate again (45 days unused). */
  refreshTokenDeadline: z.string().nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.string().nullable(),
  refusal: z.enum(fortnoxRefusals).nullable(),
});
export type FortnoxConnection = z.infer<typeof fortnoxConnectionSchema>;

export const fortnoxExportKinds = ['CLIENT', 'INVOICE', 'PAYMENT', 'VOUCHER'] as const;
export type FortnoxExportKind = (typeof fortnoxExportKinds)[number];
/** What is chosen row by row on the page; vouchers go by period (exportFortnoxDoc). */
export const fortnoxSelectableKinds = ['CLIENT', 'INVOICE', 'PAYMENT'] as const;
export type FortnoxSelectableKind = (typeof fortnoxSelectableKinds)[number];

/** What to do with what was exported before (product-spec §8): leave it, or send it once more. */
export const alreadyExportedModes = ['SKIP', 'EXPORT_AGAIN'] as const;

/** One document of the report: exported (with Fortnox's number), skipped, or failed with the reason. */
export const fortnoxReportRowSchema = z.object({
  kind: z.enum(fortnoxExportKinds),
  uid: z.string(),
  label: z.string(),
  outcome: z.enum(['EXPORTED', 'SKIPPED', 'FAILED']),
  fortnoxNumber: z.string().nullable(),
  message: z.string().nullable(),
});
export type FortnoxReportRow = z.infer<typeof fortnoxReportRowSchema>;

/** The export answer: the report now, or a job whose status the page polls (asyncMode). */
export const fortnoxExportResultSchema = z.object({
  asyncMode: z.boolean(),
  jobUid: z.string().nullable(),
  successfullyExportedDocuments: z.array(fortnoxReportRowSchema),
  skippedDocuments: z.array(fortnoxReportRowSchema),
  failedDocuments: z.array(fortnoxReportRowSchema),
});
export type FortnoxExportResult = z.infer<typeof fortnoxExportResultSchema>;

export const fortnoxExportStatusSchema = z.object({
  status: z.enum(['IN_PROGRESS', 'COMPLETED', 'FAILED', 'UNAVAILABLE']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string().nullable(),
  report: fortnoxExportResultSchema.nullable(),
});
export type FortnoxExportStatus = z.infer<typeof fortnoxExportStatusSchema>;

/** A row the export page lists for choosing: a client, an invoice or a payment, and whether it went. */
export const fortnoxExportableSchema = z.object({
  uid: z.string(),
  label: z.string(),
  date: z.string().nullable(),
  amountOre: z.number().int().nullable(),
  exportedToFortnox: z.boolean(),
  fortnoxNumber: z.string().nullable(),
});
export type FortnoxExportable = z.infer<typeof fortnoxExportableSchema>;

/** The largest selection one call takes; more go in several calls. */
export const MAX_FORTNOX_EXPORT = 1000;
/** Up to this many documents are exported while the user waits; more run as a job. */
export const FORTNOX_SYNC_LIMIT = 10;

/** A period's vouchers go in one call; a longer one is refused with the count, not held. */
export const MAX_FORTNOX_VOUCHERS = 1000;

const isoDate = z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' });

/** exportFortnoxDoc: the vouchers of a period (by voucher date) of one ledger or all (JOURNAL). */
export const fortnoxVoucherExportSchema = z
  .object({
    fromDate: isoDate,
    toDate: isoDate,
    ledgerKind: z.enum(ledgerKinds).default('JOURNAL'),
    alreadyExported: z.enum(alreadyExportedModes).default('SKIP'),
  })
  .refine((p) => p.fromDate <= p.toDate, {
    message: 'Slutdatumet kan inte vara före startdatumet',
    path: ['toDate'],
  });

/** A financial year of the firm's Fortnox company (api-spec §7.6 customerFiscalPeriods, /3/financialyears). */
export const fortnoxFinancialYearSchema = z.object({
  id: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  accountingMethod: z.string().nullable(),
});
export type FortnoxFinancialYear = z.infer<typeof fortnoxFinancialYearSchema>;

const exportSelection = (label: string) =>
  z.object({
    uids: z.array(uid).min(1, `Välj minst en ${label}`).max(MAX_FORTNOX_EXPORT),
    alreadyExported: z.enum(alreadyExportedModes).default('SKIP'),
  });

export const fortnoxApi = {
  fortnoxConnection: defineEndpoint({
    path: '/profile/fortnox/connection',
    method: 'GET',
    summary: 'Fortnox-kopplingens läge: aktiv, giltig till, och om den inloggade får aktivera',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: fortnoxConnectionSchema,
  }),
  getActivationLink: defineEndpoint({
    path: '/profile/fortnox/getActivationLink',
    method: 'POST',
    summary: 'Adressen till Fortnox inloggning där firman godkänner kopplingen',
    access: fortnoxManageAccess,
    parameters: z.object({}),
    result: z.object({ link: z.string() }),
  }),
  checkAndActivate: defineEndpoint({
    path: '/profile/fortnox/checkAndActivate',
    method: 'POST',
    summary: 'Aktivera kopplingen med koden från Fortnox, eller med den sparade koden efter inloggning',
    // Any employee may call: one without the right is told whom to ask (product-spec §6).
    access: { kind: 'employee' },
    parameters: z.union([
      z.object({ authorizationCode: opaque, state: opaque }),
      z.object({ temporalObjUid: uid }),
    ]),
    result: fortnoxConnectionSchema,
  }),
  saveActivationCode: defineEndpoint({
    path: '/profile/fortnox/saveActivationCode',
    method: 'POST',
    summary: 'Spara koden från Fortnox för en utloggad användare tills den loggar in',
    access: { kind: 'visitor' },
    parameters: z.object({ authorizationCode: opaque, state: opaque }),
    result: z.object({ temporalObjUid: z.string() }),
  }),
  resetCode: defineEndpoint({
    path: '/profile/fortnox/resetCode',
    method: 'POST',
    summary: 'Ta bort koden: kopplingen till Fortnox upphör',
    access: fortnoxManageAccess,
    parameters: z.object({}),
    result: fortnoxConnectionSchema,
  }),
  fortnoxExportables: defineEndpoint({
    path: '/profile/fortnox/exportables',
    method: 'GET',
    summary: 'Kunder, fakturor eller betalningar att välja för export, med om de redan exporterats',
    access: fortnoxExportAccess,
    parameters: z.object({
      kind: z.enum(fortnoxSelectableKinds),
      search: text(100).default(''),
      // From the query string: text to coerce.
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    result: z.object({ items: z.array(fortnoxExportableSchema), totalCount: z.number().int() }),
  }),
  exportFortnoxClient: defineEndpoint({
    path: '/profile/exportFortnoxClient',
    method: 'POST',
    summary: 'Exportera kunder till Fortnox',
    access: fortnoxExportAccess,
    parameters: exportSelection('kund'),
    result: fortnoxExportResultSchema,
  }),
  exportFortnoxInvoice: defineEndpoint({
    path: '/doc/exportFortnoxInvoice',
    method: 'POST',
    summary: 'Exportera fakturor med rader och ROT-avdrag till Fortnox',
    access: fortnoxExportAccess,
    parameters: exportSelection('faktura'),
    result: fortnoxExportResultSchema,
  }),
  exportFortnoxPayment: defineEndpoint({
    path: '/doc/exportFortnoxPayment',
    method: 'POST',
    summary: 'Exportera inbetalningar på exporterade fakturor till Fortnox',
    access: fortnoxExportAccess,
    parameters: exportSelection('betalning'),
    result: fortnoxExportResultSchema,
  }),
  exportFortnoxDoc: defineEndpoint({
    path: '/doc/exportFortnoxDoc',
    method: 'POST',
    summary: 'Exportera en periods verifikationer till Fortnox i företagets verifikationsserier',
    access: fortnoxExportAccess,
    parameters: fortnoxVoucherExportSchema,
    result: fortnoxExportResultSchema,
  }),
  fortnoxFinancialYears: defineEndpoint({
    path: '/profile/fortnox/customerFiscalPeriods',
    method: 'GET',
    summary: 'Räkenskapsåren i företagets Fortnox, det senaste först',
    access: fortnoxExportAccess,
    parameters: z.object({}),
    result: z.object({ years: z.array(fortnoxFinancialYearSchema) }),
  }),
  fortnoxExportStatus: defineEndpoint({
    path: '/doc/fortnoxExportStatus',
    method: 'GET',
    summary: 'Hur långt en Fortnox-export i bakgrunden har kommit, och dess rapport',
    access: fortnoxExportAccess,
    parameters: z.object({ jobUid: uid }),
    result: fortnoxExportStatusSchema,
  }),
} satisfies Record<string, Endpoint>;
