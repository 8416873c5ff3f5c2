import { type Ledger, ledgers } from '@shared/domain/accounting/ledgers';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { pageLimit, pageOffset } from './limits';
import { exportListAccess } from './payments.api';

/**
 * The accounting export (issue #18, api-spec §7.4 `exportSIEDoc`, `exportSIEPayment`, `ledgers`,
 * `exportLedgers`, `ledgersFiltersFormConfig`, `checkDocsAccVerNumbers`, `checkPaymentsAccVerNumbers`,
 * `checkPaymentsForExport`, `exportStatus`; decision 0046): the firm's vouchers of a period as lists
 * (ledgers), as PDF and spreadsheet files, and as an SIE 4E file whose verification numbers are recorded
 * on the documents and payments. Amounts are integer öre.
 */

/** api-spec §4 ledger kind, with the cash ledger of issue #18; JOURNAL is every ledger together. */
export const ledgerKinds = ledgers;
export type LedgerKind = Ledger;
export const ledgerKindLabels: Record<LedgerKind, string> = {
  JOURNAL: 'Verifikationslista',
  INVOICE: 'Kundfakturor',
  PAYMENT: 'Inbetalningar',
  CASH: 'Kontantförsäljning',
};

/** api-spec §4 accounting period basis: which date puts a voucher in the period. */
export const periodBases = ['INVOICE_DATE', 'PAYMENT_DATE'] as const;
export type PeriodBasis = (typeof periodBases)[number];
export const periodBasisLabels: Record<PeriodBasis, string> = {
  INVOICE_DATE: 'Fakturadatum',
  PAYMENT_DATE: 'Betaldatum',
};

/** api-spec §4 export status of a background export. */
export const exportStatuses = ['COMPLETED', 'IN_PROGRESS', 'UNAVAILABLE', 'FAILED'] as const;

/** Whether the list shows vouchers already sent to the accountant (decision 0046: the cash list's default). */
export const exportedFilters = ['ALL', 'NOT_EXPORTED', 'EXPORTED'] as const;
export type ExportedFilter = (typeof exportedFilters)[number];
export const exportedFilterLabels: Record<ExportedFilter, string> = {
  ALL: 'Alla',
  NOT_EXPORTED: 'Ej exporterade',
  EXPORTED: 'Exporterade',
};

/**
 * product-spec §8: what happens to vouchers already exported — left out, exported again with new numbers,
 * or exported again with the numbers they have.
 */
export const verificationChoices = ['SKIP', 'NEW_NUMBERS', 'OLD_NUMBERS'] as const;
export type VerificationChoice = (typeof verificationChoices)[number];

const isoDate = z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' });

/** 18 months: the longest fiscal year (bokföringslagen 3 kap.), and api-spec §5's longest date range. */
export const MAX_PERIOD_MONTHS = 18;

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) + (td >= fd ? 0 : -1);
}

const periodShape = { fromDate: isoDate, toDate: isoDate };

function checkPeriod(value: { fromDate: string; toDate: string }, ctx: z.RefinementCtx) {
  if (value.toDate < value.fromDate)
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'Slutdatum får inte vara före startdatum' });
  else if (monthsBetween(value.fromDate, value.toDate) >= MAX_PERIOD_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'Perioden får vara högst 18 månader' });
}

export const ledgerFiltersShape = z.object({
  ...periodShape,
  ledgerKind: z.enum(ledgerKinds).default('JOURNAL'),
  /** Null: each voucher by its own date (the journal); else api-spec §4's basis. */
  periodBasis: z.enum(periodBases).nullable().default(null),
  exported: z.enum(exportedFilters).default('ALL'),
});
export const ledgerFilters = ledgerFiltersShape.superRefine(checkPeriod);
export type LedgerFilters = z.infer<typeof ledgerFilters>;

export const ledgerRowSchema = z.object({
  account: z.string(),
  accountName: z.string(),
  debitOre: z.number().int(),
  creditOre: z.number().int(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const verificationSchema = z.object({
  series: z.string(),
  number: z.number().int(),
  exportedAt: z.string(),
});

/** One voucher of a ledger: what it books, from which document or payment, and its number if exported. */
export const ledgerEntrySchema = z.object({
  /** The document's, payment's or ROT decision's uid. */
  uid: z.string(),
  entity: z.enum(['DOCUMENT', 'PAYMENT', 'ROT_DECISION']),
  /** The series it is numbered in: each ledger its own, the ROT decisions the journal's. */
  ledger: z.enum(ledgers),
  date: z.string(),
  text: z.string(),
  documentUid: z.string(),
  docType: z.string(),
  documentNumber: z.number().int().nullable(),
  client: z.string(),
  verification: verificationSchema.nullable(),
  rows: z.array(ledgerRowSchema),
  /** Why no voucher could be built (an account missing from the mapping …); rows are then empty. */
  error: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const voucherErrorSchema = z.object({ reference: z.string(), text: z.string() });
export type VoucherErrorReport = z.infer<typeof voucherErrorSchema>;

/** The most rows a list's selection sends (a year's invoices of a large firm). */
export const MAX_SELECTED_UIDS = 10_000;

/**
 * api-spec §7.5 `docOrPaymentUids`: the rows ticked in a list (document, payment or ROT decision uids).
 * With them the export takes only those of the period; without, the whole period.
 */
const selectionShape = {
  uids: z
    .array(z.uuid())
    .min(1)
    .max(MAX_SELECTED_UIDS, { error: `Markera högst ${MAX_SELECTED_UIDS} rader åt gången` })
    .optional(),
};

export const sieExportParameters = z
  .object({
    ...periodShape,
    ...selectionShape,
    /** JOURNAL exports every ledger of the period in one file; vouchers go by their own date. */
    ledgerKind: z.enum(ledgerKinds).default('JOURNAL'),
    overrideVerificationNumbers: z.enum(verificationChoices).default('SKIP'),
  })
  .superRefine(checkPeriod);

const exportDone = z.object({
  asyncMode: z.literal(false),
  linkForDownload: fileLinkSchema,
  successfullyExportedDocuments: z.number().int(),
  vouchersErrorReports: z.array(voucherErrorSchema),
});
export type SieExportDone = z.infer<typeof exportDone>;

const exportQueued = z.object({
  asyncMode: z.literal(true),
  jobUid: z.string(),
  countForExport: z.number().int(),
});

const exportResult = z.union([exportDone, exportQueued]);
export type SieExportResult = z.infer<typeof exportResult>;

/** api-spec §3.14 accounting export check: how many of the period's vouchers were exported before. */
const checkResult = z.object({
  countAlreadyExported: z.number().int(),
  countForExport: z.number().int(),
  /** "Faktura 1001: B 12", at most 50 of them. */
  numbersWithAccVer: z.array(z.string()),
  uidsForExport: z.array(z.string()),
});
export type AccVerCheck = z.infer<typeof checkResult>;

const checkParameters = z
  .object({
    ...periodShape,
    ...selectionShape,
    ledgerKind: z.enum(ledgerKinds).default('JOURNAL'),
  })
  .superRefine(checkPeriod);

/**
 * api-spec §3.14 payment expansion: the payments of the ticked invoices (and ticked payments as they
 * are), so the invoices' payments can go to the accountant in one file; the period they span.
 */
const paymentsForExportResult = z.object({
  paymentUids: z.array(z.string()),
  /** True when invoices were expanded into their payments. */
  paymentUidsExpanded: z.boolean(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export type PaymentsForExport = z.infer<typeof paymentsForExportResult>;

export const exportStatusSchema = z.object({
  status: z.enum(exportStatuses),
  message: z.string(),
  progress: z.number().int(),
  progressTotal: z.number().int().nullable(),
  linkForDownload: fileLinkSchema.nullable(),
  successfullyExportedDocuments: z.number().int(),
  vouchersErrorReports: z.array(voucherErrorSchema),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const accountingExportApi = {
  ledgers: defineEndpoint({
    path: '/doc/ledgers',
    method: 'POST',
    summary: 'Verifikationerna i en huvudbok (journal, fakturor, inbetalningar, kontant) för en period',
    access: exportListAccess,
    parameters: ledgerFiltersShape
      .extend({ offset: pageOffset().default(0), limit: pageLimit(500).default(20) })
      .superRefine(checkPeriod),
    result: z.object({
      totalCount: z.number().int(),
      items: z.array(ledgerEntrySchema),
      method: z.enum(['INVOICE', 'CASH']),
    }),
  }),
  exportLedgers: defineEndpoint({
    path: '/doc/exportLedgers',
    method: 'POST',
    summary: 'Huvudboken som PDF, Excel eller CSV (samma filter som listan)',
    access: exportListAccess,
    parameters: ledgerFiltersShape
      .extend({ format: z.enum(['PDF', 'XLSX', 'CSV']).default('PDF') })
      .superRefine(checkPeriod),
    result: fileLinkSchema,
  }),
  ledgersFiltersFormConfig: defineEndpoint({
    path: '/doc/ledgersFiltersFormConfig',
    method: 'GET',
    summary: 'Listans standardfilter (api-spec §9: denna månad, kontant ej exporterade …)',
    access: exportListAccess,
    parameters: z.object({ ledgerKind: z.enum(ledgerKinds).default('JOURNAL') }),
    result: z.object({
      fromDate: z.string(),
      toDate: z.string(),
      periodBasis: z.enum(periodBases).nullable(),
      exported: z.enum(exportedFilters),
      method: z.enum(['INVOICE', 'CASH']),
      accountingEnabled: z.boolean(),
    }),
  }),
  checkDocsAccVerNumbers: defineEndpoint({
    path: '/doc/checkDocsAccVerNumbers',
    method: 'POST',
    summary: 'Hur många av periodens verifikationer som redan har exporterats (och med vilka nummer)',
    access: exportListAccess,
    parameters: checkParameters,
    result: checkResult,
  }),
  checkPaymentsAccVerNumbers: defineEndpoint({
    path: '/doc/checkPaymentsAccVerNumbers',
    method: 'POST',
    summary: 'Samma kontroll för periodens inbetalningar',
    access: exportListAccess,
    parameters: checkParameters,
    result: checkResult,
  }),
  checkPaymentsForExport: defineEndpoint({
    path: '/doc/checkPaymentsForExport',
    method: 'POST',
    summary: 'Inbetalningarna på de markerade fakturorna, för en SIE-export av just dem',
    access: exportListAccess,
    parameters: z.object({
      docUids: z
        .array(z.uuid())
        .min(1, { error: 'Markera minst en faktura' })
        .max(MAX_SELECTED_UIDS, { error: `Markera högst ${MAX_SELECTED_UIDS} rader åt gången` }),
    }),
    result: paymentsForExportResult,
  }),
  exportSIEDoc: defineEndpoint({
    path: '/doc/exportSIEDoc',
    method: 'POST',
    summary: 'Periodens verifikationer som SIE 4E-fil; en stor export körs i bakgrunden (asyncMode)',
    access: exportListAccess,
    parameters: sieExportParameters,
    result: exportResult,
  }),
  exportSIEPayment: defineEndpoint({
    path: '/doc/exportSIEPayment',
    method: 'POST',
    summary: 'Periodens inbetalningar som SIE 4E-fil',
    access: exportListAccess,
    parameters: sieExportParameters,
    result: exportResult,
  }),
  exportStatus: defineEndpoint({
    path: '/doc/exportStatus',
    method: 'GET',
    summary: 'En bakgrundsexports läge: COMPLETED med länk, IN_PROGRESS, UNAVAILABLE eller FAILED',
    access: exportListAccess,
    parameters: z.object({ jobUid: z.uuid() }),
    result: exportStatusSchema,
  }),
} satisfies Record<string, Endpoint>;
