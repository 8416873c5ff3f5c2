/**
 * Reports and the print calls' files (issue #15, docs/decisions/0029): the report of selected
 * documents (PDF or Excel), the printed documents behind a short-lived link, and the provider's
 * invoices and monthly summaries as PDFs. Every query is the session's firm's; one uid that is not
 * the firm's (or not of the kind, or in the trash) makes the whole call "not found".
 */
import type { FileBody } from '@shared/api/endpoint';
import type { FileLink } from '@shared/api/files.api';
import type { ReportFormat } from '@shared/api/printing.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate, formatMonth } from '@shared/domain/format';
import type { AppDeps, StoreDeps } from '../../../platform/http/context';
import { AppError, httpErrors } from '../../../platform/http/errors';
import { PDF_CONTENT_TYPE, renderPdf } from '../../../platform/pdf/pdf';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../../platform/xlsx/xlsx';
import { assertKindAccess, documentViewer, type EmployeeSession } from '../../documents';
import { createFileLink } from '../../files';
import { findFirm } from '../../firms';
import { renderDocumentsPdf } from '../printing.usecases';
import { reportErrors } from './reports.errors';
import { monthRange, type Report, reportTotals, toMonthlySummary, toReportRow } from './reports.mapper';
import { reportPdfDefinition, summaryPdfDefinition } from './reports.pdf';
import { findProviderInvoicesDated, findSelectedDocuments, findSelectedIds } from './reports.repository';

interface Call {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
}

/**
 * The kind's site option, and for the provider's invoices the net prices they are priced at: a
 * hidden-price employee does not get them in any file, as their view refuses them.
 */
export function assertMayPrint(session: EmployeeSession, docType: DocumentType): void {
  assertKindAccess(session, docType);
  if (docType === 'UNIX_INVOICE' && !documentViewer(session).netVisible) {
    throw reportErrors.NET_PRICES_HIDDEN();
  }
}

/**
 * Whether the employee may print every one of the documents, before the renderer reads them: one uid
 * that is not the firm's, not of the kind, in the trash or not shown to them makes the call 404.
 */
async function assertSelectable(call: Call, docType: DocumentType, docUids: readonly string[]) {
  assertMayPrint(call.session, docType);
  const unique = [...new Set(docUids)];
  const found = await findSelectedIds(call.deps.db, {
    firmId: call.firmId,
    employeeId: call.session.employee.id,
    docType,
    docUids: unique,
  });
  if (found.length !== unique.length) throw httpErrors.NOT_FOUND();
}

/** The renderer names its parameters `layout` and `docUids`; this call's are `pdfFormat` and `documentUids`. */
const CONTRACT_FIELDS: Record<string, string> = { layout: 'pdfFormat', docUids: 'documentUids' };

function atContractField(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.field || !CONTRACT_FIELDS[error.field]) return error;
  return new AppError(
    error.code,
    error.status,
    error.text,
    CONTRACT_FIELDS[error.field],
    error.extraMessages,
  );
}

/** A name a file may carry: "ÄTA / fakturaunderlag" must not become a folder. */
function fileNamePart(text: string): string {
  return text.replace(/\s*\/\s*/g, '-');
}

async function firmName(deps: StoreDeps, firmId: string): Promise<string> {
  return (await findFirm(deps.db, firmId))?.name ?? '';
}

async function selectedReport({
  deps,
  firmId,
  session,
  docType,
  docUids,
}: Call & {
  docType: DocumentType;
  docUids: readonly string[];
}): Promise<Report> {
  const unique = [...new Set(docUids)];
  const rows = await findSelectedDocuments(deps.db, {
    firmId,
    employeeId: session.employee.id,
    docType,
    docUids: unique,
  });
  if (rows.length !== unique.length) throw httpErrors.NOT_FOUND();
  const kind = documentKinds[docType];
  const byUid = new Map(rows.map((r) => [r.id, r]));
  const reportRows = unique.map((uid) => toReportRow(byUid.get(uid)!, kind));
  return { kind, rows: reportRows, totals: reportTotals(reportRows) };
}

const REPORT_COLUMNS = [
  { header: 'Nummer', width: 10, kind: 'integer' },
  { header: 'Datum', width: 12, kind: 'date' },
  { header: 'Kund', width: 32, kind: 'text' },
  { header: 'Märkning', width: 32, kind: 'text' },
  { header: 'Netto exkl. moms (kr)', width: 20, kind: 'amount' },
  { header: 'Moms (kr)', width: 14, kind: 'amount' },
  { header: 'Öresavrundning (kr)', width: 18, kind: 'amount' },
  { header: 'Att betala (kr)', width: 18, kind: 'amount' },
] as const;

function reportWorkbook(report: Report, title: string): Promise<Buffer> {
  const { totals } = report;
  const payable = report.kind.credits ? 'Att återbetala (kr)' : 'Att betala (kr)';
  return xlsxWorkbook({
    sheetName: report.kind.pluralLabel,
    title,
    columns: REPORT_COLUMNS.map((c, i) => (i === 7 ? { ...c, header: payable } : c)),
    rows: report.rows.map((r) => [
      r.number,
      r.docDate,
      r.client,
      r.mark,
      r.netSumOre,
      r.vatSumOre,
      r.roundingOre,
      r.payableOre,
    ]),
    total: [
      'Summa',
      null,
      null,
      null,
      totals.netSumOre,
      totals.vatSumOre,
      totals.roundingOre,
      totals.payableOre,
    ],
  });
}

/**
 * The report of selected documents as a file (the e-mailing feature sends it as it is): number, date,
 * client, mark, net sum, VAT, rounding and the list's "Summa" of each, in the order chosen, and a total.
 */
export async function renderReport(
  call: Call & { docType: DocumentType; docUids: readonly string[]; format: ReportFormat },
): Promise<{ content: Buffer; fileName: string; contentType: string }> {
  assertMayPrint(call.session, call.docType);
  const report = await selectedReport(call);
  const printedOn = formatDate(call.deps.clock.now());
  const name = await firmName(call.deps, call.firmId);
  const base = `${fileNamePart(report.kind.pluralLabel)} rapport ${printedOn}`;
  if (call.format === 'XLSX') {
    const content = await reportWorkbook(report, `${report.kind.pluralLabel} – ${name}`);
    return { content, fileName: `${base}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  }
  const content = await renderPdf(reportPdfDefinition({ report, firmName: name, printedOn }));
  return { content, fileName: `${base}.pdf`, contentType: PDF_CONTENT_TYPE };
}

/** The report behind a short-lived link: a PDF opens in the tab (or is saved), a workbook is saved. */
export async function reportLink(
  call: Call & {
    deps: AppDeps;
    docType: DocumentType;
    docUids: readonly string[];
    format: ReportFormat;
    inline: boolean;
  },
): Promise<FileLink> {
  const file = await renderReport(call);
  const disposition = call.format === 'PDF' && call.inline ? 'inline' : 'attachment';
  return createFileLink({ deps: call.deps, firmId: call.firmId, file: { ...file, disposition } });
}

/** The printed documents (one PDF, each in the layout chosen) behind a short-lived link. */
export async function printDocumentsLink(
  call: Call & {
    deps: AppDeps;
    docType: DocumentType;
    docUids: readonly string[];
    layout: Parameters<typeof renderDocumentsPdf>[0]['layout'];
    inline: boolean;
  },
): Promise<FileLink> {
  await assertSelectable(call, call.docType, call.docUids);
  const { content, fileName } = await renderDocumentsPdf(call).catch((error: unknown) => {
    throw atContractField(error);
  });
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: {
      content,
      fileName,
      contentType: PDF_CONTENT_TYPE,
      disposition: call.inline ? 'inline' : 'attachment',
    },
  });
}

/** The provider's invoices as one PDF, answered as the file itself (`unixInvoicePDF`). */
export async function providerInvoicesPdf(
  call: Call & { invoiceUids: readonly string[]; inline: boolean },
): Promise<FileBody> {
  await assertSelectable(call, 'UNIX_INVOICE', call.invoiceUids);
  const { content, fileName } = await renderDocumentsPdf({
    ...call,
    docType: 'UNIX_INVOICE',
    docUids: [...new Set(call.invoiceUids)],
    layout: null,
  });
  return {
    content,
    fileName,
    contentType: PDF_CONTENT_TYPE,
    disposition: call.inline ? 'inline' : 'attachment',
  };
}

/**
 * The monthly summaries of the provider's invoices (`unixInvoicesSummaryPDF`), a month to a page: a
 * summary's uid is its month, the key of the summaries list, and it holds the same invoices (dated in
 * the month, not in the trash) with the same sums to pay.
 */
export async function providerInvoicesSummaryPdf(
  call: Call & { months: readonly string[]; inline: boolean },
): Promise<FileBody> {
  assertMayPrint(call.session, 'UNIX_INVOICE');
  const months = [...new Set(call.months)].sort();
  const summaries = await Promise.all(
    months.map(async (month) => {
      const { from, to } = monthRange(month);
      return toMonthlySummary(month, await findProviderInvoicesDated(call.deps.db, call.firmId, from, to));
    }),
  );
  const printedOn = formatDate(call.deps.clock.now());
  const content = await renderPdf(
    summaryPdfDefinition({ summaries, firmName: await firmName(call.deps, call.firmId), printedOn }),
  );
  const period = months.length === 1 ? formatMonth(months[0]!) : `${months[0]} – ${months.at(-1)}`;
  return {
    content,
    fileName: `Leverantörsfakturor ${period}.pdf`,
    contentType: PDF_CONTENT_TYPE,
    disposition: call.inline ? 'inline' : 'attachment',
  };
}
