import type {
  AccVerCheck,
  ExportStatus,
  LedgerKind,
  PaymentsForExport,
  SieExportResult,
  VerificationChoice,
  VoucherErrorReport,
} from '@shared/api/accountingExport.api';
import type { FileLink } from '@shared/api/files.api';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { SIE_CONTENT_TYPE } from '../../platform/sie/sie';
import { loadAccountingSetup } from '../accounting';
import { companyFiscalPeriods, getCompanySettings } from '../company';
import { createStreamedFileLink, FILE_LINK_TTL_MS } from '../files';
import { accountingExportErrors } from './accountingExport.errors';
import { countEntries, findEntryRefs, findPaymentsOfSelection } from './entries/entries.repository';
import { buildEntries } from './entries/entries.usecases';
import { entryFilter, runSieExport, type SieExportOutcome, type SieExportRequest } from './sie/sie.usecases';

/** The export job's kind; its payload is a `SieExportRequest`. */
export const SIE_EXPORT_JOB = 'accountingExport.sie';
/** Up to this many vouchers the file is made while the user waits; more go to a background job. */
export const SYNC_EXPORT_LIMIT = 2000;

interface Call {
  deps: AppDeps;
  firmId: string;
}

interface PeriodParameters {
  fromDate: string;
  toDate: string;
  ledgerKind: LedgerKind;
  /** The rows ticked in the list; absent for the whole period. */
  uids?: string[] | undefined;
}

/**
 * The request as the export needs it, checked while the user waits: accounting turned on, the firm's
 * organisation number (#ORGNR is mandatory), and a period inside one financial year (#RAR 0).
 */
async function sieRequest(
  call: Call,
  parameters: PeriodParameters & { choice: VerificationChoice },
): Promise<SieExportRequest> {
  const { deps, firmId } = call;
  const setup = await loadAccountingSetup({ db: deps.db, firmId });
  if (!setup.enabled) throw accountingExportErrors.ACCOUNTING_DISABLED();
  const settings = await getCompanySettings({ deps, firmId });
  const orgNumber = settings.organizationId.replace(/\D/g, '');
  if (orgNumber.length !== 10 && orgNumber.length !== 12) throw accountingExportErrors.ORG_NUMBER_MISSING();
  const { periods } = await companyFiscalPeriods({ deps, firmId });
  const year =
    periods.find((p) => p.begin <= parameters.fromDate && parameters.fromDate <= p.end) ??
    calendarYear(parameters.fromDate);
  if (parameters.toDate > year.end)
    throw accountingExportErrors.PERIOD_ACROSS_YEARS(year.begin, year.end, { field: 'toDate' });
  return {
    firmId,
    ledgerKind: parameters.ledgerKind,
    fromDate: parameters.fromDate,
    toDate: parameters.toDate,
    choice: parameters.choice,
    uids: parameters.uids ?? null,
    company: { name: settings.companyName, orgNumber },
    fiscalYear: { start: year.begin, end: year.end },
    requestedAt: deps.clock.now().toISOString(),
  };
}

/** A date before the firm's first financial year: the calendar year, as a firm without one keeps. */
function calendarYear(date: string) {
  const y = date.slice(0, 4);
  return { begin: `${y}-01-01`, end: `${y}-12-31` };
}

async function outcomeLink(call: Call, outcome: SieExportOutcome): Promise<FileLink> {
  return createStreamedFileLink({
    ...call,
    file: {
      chunks: outcome.chunks,
      contentType: SIE_CONTENT_TYPE,
      fileName: outcome.fileName,
      disposition: 'attachment',
    },
  });
}

/**
 * exportSIEDoc / exportSIEPayment: the file at once for a month's vouchers, a background job beyond
 * `syncLimit` (the page then polls exportStatus).
 */
export async function exportSie(
  call: Call & PeriodParameters & { overrideVerificationNumbers: VerificationChoice; syncLimit?: number },
): Promise<SieExportResult> {
  const { deps, firmId, overrideVerificationNumbers: choice, syncLimit = SYNC_EXPORT_LIMIT } = call;
  const request = await sieRequest(call, { ...call, choice });
  const setup = await loadAccountingSetup({ db: deps.db, firmId });
  const countForExport = await countEntries(deps.db, entryFilter(request, setup));
  if (countForExport === 0) throw accountingExportErrors.NOTHING_TO_EXPORT();
  if (countForExport > syncLimit) {
    // One attempt: a retry after a failure half-way would number the vouchers a second time.
    const jobUid = await deps.jobs.enqueue(SIE_EXPORT_JOB, request, { firmId, maxAttempts: 1 });
    return { asyncMode: true, jobUid: jobUid!, countForExport };
  }
  const outcome = await runSieExport({ db: deps.db, request });
  return {
    asyncMode: false,
    linkForDownload: await outcomeLink(call, outcome),
    successfullyExportedDocuments: outcome.exportedCount,
    vouchersErrorReports: outcome.errors,
  };
}

interface JobResult {
  link: FileLink;
  exportedCount: number;
  errors: VoucherErrorReport[];
}

/** The background export: the same run, its file behind a link the status call hands out. */
export async function runSieExportJob(
  deps: AppDeps,
  request: SieExportRequest,
  progress: (done: number, total: number) => Promise<void>,
): Promise<JobResult> {
  const outcome = await runSieExport({ db: deps.db, request, progress });
  const link = await outcomeLink({ deps, firmId: request.firmId }, outcome);
  return { link, exportedCount: outcome.exportedCount, errors: outcome.errors };
}

/** exportStatus: the firm's own export job; another firm's (or another kind) is not found. */
export async function sieExportStatus({
  deps,
  firmId,
  jobUid,
}: Call & { jobUid: string }): Promise<ExportStatus> {
  const job = await deps.jobs.get(jobUid, firmId);
  if (!job || job.kind !== SIE_EXPORT_JOB) throw httpErrors.NOT_FOUND();
  const base = {
    progress: job.progress,
    progressTotal: job.progressTotal,
    linkForDownload: null,
    successfullyExportedDocuments: 0,
    vouchersErrorReports: [],
  };
  if (job.status === 'FAILED')
    return { ...base, status: 'FAILED', message: job.error ?? 'Exporten misslyckades' };
  if (job.status !== 'DONE') return { ...base, status: 'IN_PROGRESS', message: 'Exporten pågår' };
  const result = job.result as JobResult;
  const common = {
    ...base,
    successfullyExportedDocuments: result.exportedCount,
    vouchersErrorReports: result.errors,
  };
  if (deps.clock.now().getTime() - job.updatedAt.getTime() > FILE_LINK_TTL_MS)
    return { ...common, status: 'UNAVAILABLE', message: 'Filen finns inte längre. Exportera igen.' };
  return { ...common, status: 'COMPLETED', message: 'Exporten är klar', linkForDownload: result.link };
}

const MAX_NUMBERS_SHOWN = 50;
const MAX_UIDS = 1000;

/** checkDocsAccVerNumbers / checkPaymentsAccVerNumbers: what of the period was exported, with its numbers. */
export async function checkAccVerNumbers(call: Call & PeriodParameters): Promise<AccVerCheck> {
  const { deps, firmId } = call;
  const setup = await loadAccountingSetup({ db: deps.db, firmId });
  const refs = await findEntryRefs(deps.db, {
    firmId,
    method: setup.method,
    ledgerKind: call.ledgerKind,
    fromDate: call.fromDate,
    toDate: call.toDate,
    periodBasis: null,
    exported: 'ALL',
    uids: call.uids ?? null,
  });
  const exported = refs.filter((r) => r.number !== null);
  const shown = await buildEntries({
    db: deps.db,
    firmId,
    refs: exported.slice(0, MAX_NUMBERS_SHOWN),
    setup,
  });
  return {
    countAlreadyExported: exported.length,
    countForExport: refs.length - exported.length,
    numbersWithAccVer: shown.map((e) => `${e.text}: ${e.ref.series} ${e.ref.number}`),
    uidsForExport: refs
      .filter((r) => r.number === null)
      .slice(0, MAX_UIDS)
      .map((r) => r.id),
  };
}

/**
 * checkPaymentsForExport: the payments of the ticked invoices (api-spec §3.14), for a SIE file of just
 * them, with the dates they span so the export dialog can offer that period.
 */
export async function paymentsForExport({
  deps,
  firmId,
  docUids,
}: Call & { docUids: string[] }): Promise<PaymentsForExport> {
  const payments = await findPaymentsOfSelection(deps.db, firmId, docUids);
  const ticked = new Set(docUids);
  return {
    paymentUids: payments.map((p) => p.id),
    paymentUidsExpanded: payments.some((p) => ticked.has(p.documentId)),
    fromDate: payments[0]?.paymentDate ?? null,
    toDate: payments.at(-1)?.paymentDate ?? null,
  };
}
