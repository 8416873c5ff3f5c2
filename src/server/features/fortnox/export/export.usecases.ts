/**
 * Export to Fortnox (product-spec §8, decision 0047): each chosen client, invoice or payment is sent on
 * its own, and the report says which went (with Fortnox's number), which were skipped as exported
 * before, and which failed with Fortnox's reason. What went is recorded at once, so a repeat with
 * "skip" never sends it twice. A failure of the connection itself stops the export with its message.
 */
import type { LedgerKind } from '@shared/api/accountingExport.api';
import {
  type FortnoxExportKind,
  type FortnoxExportResult,
  type FortnoxFinancialYear,
  type FortnoxReportRow,
  MAX_FORTNOX_VOUCHERS,
} from '@shared/api/fortnox.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { pricingOf } from '@shared/domain/documents/line-input';
import type { StoreDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { type PeriodVoucher, periodVouchers } from '../../accountingExport';
import type { FortnoxApi } from '../fortnox.client';
import { FortnoxCallError, fortnoxErrors } from '../fortnox.errors';
import { findExports, recordExport } from '../fortnox.repository';
import {
  creditBody,
  creditsInFull,
  creditUpdateBody,
  customerBody,
  type InvoiceFacts,
  invoiceBody,
  paymentBody,
  taxReductionBodies,
  voucherBody,
} from './export.mapper';
import {
  type ClientRow,
  countOtherCredits,
  findClients,
  findInvoices,
  findPayments,
  type InvoiceRow,
  type PaymentRow,
} from './export.repository';

export interface ExportRequest {
  firmId: string;
  employeeId: string | null;
  kind: FortnoxExportKind;
  uids: string[];
  alreadyExported: 'SKIP' | 'EXPORT_AGAIN';
  /** The vouchers' period (kind VOUCHER, exportFortnoxDoc); the uids are then not used. */
  period?: { ledgerKind: LedgerKind; fromDate: string; toDate: string };
}

interface Run {
  deps: StoreDeps;
  api: FortnoxApi;
  request: ExportRequest;
}

/** A document's failure: Fortnox's words, or ours for what never reached it. */
class Refused extends Error {}

function clientLabel(client: Pick<ClientRow, 'code' | 'name'>): string {
  return `Kund ${client.code} ${client.name}`.trim();
}

function invoiceLabel(invoice: Pick<InvoiceRow, 'number' | 'docType'>): string {
  const kind = invoice.docType === 'CREDIT_INVOICE' ? 'Kreditfaktura' : 'Faktura';
  return invoice.number === null ? `${kind}sutkast` : `${kind} ${invoice.number}`;
}

function paymentLabel(payment: PaymentRow): string {
  return `Betalning ${payment.paymentDate} på faktura ${payment.invoiceNumber ?? '–'}`;
}

async function record(run: Run, kind: FortnoxExportKind, localId: string, fortnoxNumber: string) {
  const { firmId, employeeId } = run.request;
  await recordExport(run.deps.db, { firmId, kind, localId, fortnoxNumber, employeeId }, run.deps.clock.now());
}

async function sendClient(run: Run, client: ClientRow): Promise<string> {
  const body = customerBody({ ...client, email: client.email ?? '', phone: client.phone ?? '' });
  let answer: { Customer: { CustomerNumber: string } };
  try {
    answer = await run.api.request('POST', '/3/customers', body);
  } catch (error) {
    // The client's own Fortnox number is already taken there: the customer exists, so it is updated.
    if (!(error instanceof FortnoxCallError && error.status === 400 && client.fortnoxNumber)) throw error;
    answer = await run.api.request('PUT', `/3/customers/${encodeURIComponent(client.fortnoxNumber)}`, body);
  }
  const number = answer.Customer.CustomerNumber;
  await record(run, 'CLIENT', client.id, number);
  return number;
}

/** The invoice's customer in Fortnox: exported before, or now. */
async function customerNumberOf(run: Run, clientId: string | null): Promise<string> {
  if (!clientId) throw new Refused('Fakturan har ingen kund i kundregistret');
  const known = await findExports(run.deps.db, run.request.firmId, 'CLIENT', [clientId]);
  const number = known.get(clientId);
  if (number) return number;
  const [client] = await findClients(run.deps.db, run.request.firmId, [clientId]);
  if (!client) throw new Refused('Fakturans kund finns inte längre i kundregistret');
  return sendClient(run, client);
}

function factsOf(invoice: InvoiceRow): InvoiceFacts {
  return {
    number: invoice.number,
    docDate: invoice.docDate,
    dueDate: invoice.dueDate,
    header: invoice.header,
    items: invoice.items,
    pricing: pricingOf(invoice.header, documentKinds[invoice.docType]),
  };
}

async function sendInvoice(run: Run, invoice: InvoiceRow): Promise<string> {
  if (!invoice.completed) throw new Refused('Fakturan är inte slutförd');
  const customerNumber = await customerNumberOf(run, invoice.clientId);
  const facts = factsOf(invoice);
  const answer = await run.api.request<{ Invoice: { DocumentNumber: string } }>(
    'POST',
    '/3/invoices',
    invoiceBody(facts, customerNumber),
  );
  const number = answer.Invoice.DocumentNumber;
  // The invoice is in Fortnox from here on: recorded before its tax reductions, so a failed reduction
  // is reported without the invoice ever being sent twice.
  await record(run, 'INVOICE', invoice.id, number);
  for (const body of taxReductionBodies(facts, number)) {
    await run.api.request('POST', '/3/taxreductions', body);
  }
  return number;
}

/**
 * The credited invoice's number in Fortnox. One not exported yet goes first, as an invoice's client
 * does: the books need the invoice anyway, and a credit note must name the invoice it corrects
 * (mervärdesskattelagen 17 kap. 23 §), so a credit alone in Fortnox would be a receivable of nothing.
 */
async function creditedOf(
  run: Run,
  credit: InvoiceRow,
): Promise<{ invoice: InvoiceRow; number: string; sentNow: boolean }> {
  const invoiceId = credit.header.creditedInvoiceUid;
  const [invoice] = invoiceId ? await findInvoices(run.deps.db, run.request.firmId, [invoiceId]) : [];
  if (invoice?.docType !== 'INVOICE')
    throw new Refused('Kreditfakturan krediterar ingen faktura i registret');
  const known = (await findExports(run.deps.db, run.request.firmId, 'INVOICE', [invoice.id])).get(invoice.id);
  if (known) return { invoice, number: known, sentNow: false };
  try {
    return { invoice, number: await sendInvoice(run, invoice), sentNow: true };
  } catch (error) {
    if (!(error instanceof Refused || error instanceof FortnoxCallError)) throw error;
    const why = error instanceof FortnoxCallError ? `Fortnox: ${error.fortnoxMessage}` : error.message;
    throw new Refused(`${invoiceLabel(invoice)} som krediteras kunde inte exporteras först: ${why}`);
  }
}

/**
 * A credit invoice (decision 0047): the whole invoice through Fortnox's own credit, then put on the
 * credit's date and reference; a part as a new invoice naming the credited one, with the ROT it takes
 * back (decision 0044) as the buyers' tax reductions on it.
 */
async function sendCredit(run: Run, credit: InvoiceRow): Promise<Sent> {
  if (!credit.completed) throw new Refused('Kreditfakturan är inte slutförd');
  const credited = await creditedOf(run, credit);
  const { invoice } = credited;
  // The credited invoice's customer: Fortnox credits an invoice to the customer it was sent to.
  const customerNumber = await customerNumberOf(run, invoice.clientId);
  const facts = factsOf(credit);
  const others = await countOtherCredits(run.deps.db, {
    firmId: run.request.firmId,
    invoiceId: invoice.id,
    creditId: credit.id,
  });
  const full = creditsInFull(facts, factsOf(invoice), others);
  let number: string;
  if (full) {
    const answer = await run.api.request<{ Invoice: { CreditInvoiceReference: string } }>(
      'PUT',
      `/3/invoices/${encodeURIComponent(credited.number)}/credit`,
    );
    number = String(answer.Invoice.CreditInvoiceReference);
    await record(run, 'INVOICE', credit.id, number);
    // Fortnox dates its credit today: the books need it on the credit's own date (its VAT period).
    await run.api.request(
      'PUT',
      `/3/invoices/${encodeURIComponent(number)}`,
      creditUpdateBody(facts, customerNumber),
    );
  } else {
    const answer = await run.api.request<{ Invoice: { DocumentNumber: string } }>(
      'POST',
      '/3/invoices',
      creditBody(facts, factsOf(invoice), customerNumber, credited.number),
    );
    number = answer.Invoice.DocumentNumber;
    await record(run, 'INVOICE', credit.id, number);
    for (const body of taxReductionBodies(facts, number)) {
      await run.api.request('POST', '/3/taxreductions', body);
    }
  }
  const how = full ? 'Krediterar hela' : 'Krediterar del av';
  const first = credited.sentNow ? ', som exporterades först' : '';
  return { fortnoxNumber: number, message: `${how} faktura ${credited.number} i Fortnox${first}` };
}

async function sendPayment(run: Run, payment: PaymentRow): Promise<string> {
  const invoices = await findExports(run.deps.db, run.request.firmId, 'INVOICE', [payment.documentId]);
  const invoiceNumber = invoices.get(payment.documentId);
  if (!invoiceNumber) throw new Refused('Fakturan är inte exporterad till Fortnox: exportera den först');
  const answer = await run.api.request<{ InvoicePayment: { Number: string | number } }>(
    'POST',
    '/3/invoicepayments',
    paymentBody(payment, invoiceNumber),
  );
  const number = String(answer.InvoicePayment.Number);
  await record(run, 'PAYMENT', payment.id, number);
  return number;
}

interface FinancialYearList {
  FinancialYears: Array<{ Id?: number; FromDate: string; ToDate: string; AccountingMethod?: string }>;
}

/** The financial years of the firm's Fortnox company, the latest first (api-spec §7.6). */
export async function financialYears(api: FortnoxApi): Promise<FortnoxFinancialYear[]> {
  const answer = await api.request<FinancialYearList>('GET', '/3/financialyears');
  return answer.FinancialYears.map((year) => ({
    id: Number(year.Id),
    fromDate: year.FromDate,
    toDate: year.ToDate,
    accountingMethod: year.AccountingMethod ?? null,
  })).sort((a, b) => (a.fromDate < b.fromDate ? 1 : -1));
}

/**
 * A voucher into the firm's series for its ledger, in the Fortnox year of its date: Fortnox numbers it
 * in that series, and the report shows that number ("B 12"). A voucher that cannot be built is reported
 * with its reason (decision 0046), never sent.
 */
async function sendVoucher(
  run: Run,
  entry: PeriodVoucher,
  years: () => Promise<FortnoxFinancialYear[]>,
): Promise<string> {
  const { voucher } = entry;
  if (!voucher) throw new Refused(entry.error ?? 'Verifikationen kan inte bokföras');
  const year = (await years()).find((y) => y.fromDate <= voucher.date && voucher.date <= y.toDate);
  if (!year) throw new Refused(`Fortnox har inget räkenskapsår för ${voucher.date}: lägg upp det i Fortnox`);
  const answer = await run.api.request<{ Voucher: { VoucherSeries: string; VoucherNumber: number } }>(
    'POST',
    `/3/vouchers?financialyear=${year.id}`,
    voucherBody({ ...voucher, series: entry.series }, year.id),
  );
  const number = `${answer.Voucher.VoucherSeries} ${answer.Voucher.VoucherNumber}`;
  await record(run, 'VOUCHER', entry.id, number);
  return number;
}

/** Asked once per export, on the first voucher, so a check without a connection never calls Fortnox. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load();
    return pending;
  };
}

/** What went: Fortnox's number, and a word for the report when there is more to say. */
type Sent = string | { fortnoxNumber: string; message: string };

interface Target {
  uid: string;
  label: string;
  send: () => Promise<Sent>;
}

/**
 * The chosen rows of the firm; one that is not the firm's makes the whole call "not found". Without an
 * api the targets are only checked (before a job is queued) and never sent.
 */
export async function exportTargets(deps: StoreDeps, request: ExportRequest, api: FortnoxApi | null) {
  const { firmId, kind, uids } = request;
  const full = { deps, api: api as FortnoxApi, request };
  let targets: Target[];
  let credits = new Set<string>();
  if (kind === 'VOUCHER') {
    const period = request.period!;
    const found = await periodVouchers({ db: deps.db, firmId, ...period, limit: MAX_FORTNOX_VOUCHERS });
    if (found.total === 0) throw fortnoxErrors.NO_VOUCHERS();
    if (found.total > MAX_FORTNOX_VOUCHERS)
      throw fortnoxErrors.TOO_MANY_VOUCHERS(found.total, MAX_FORTNOX_VOUCHERS, { field: 'toDate' });
    const years = once(() => financialYears(full.api));
    return found.vouchers.map((v) => ({ uid: v.id, label: v.text, send: () => sendVoucher(full, v, years) }));
  }
  if (kind === 'CLIENT') {
    const rows = await findClients(deps.db, firmId, uids);
    targets = rows.map((r) => ({ uid: r.id, label: clientLabel(r), send: () => sendClient(full, r) }));
  } else if (kind === 'INVOICE') {
    const rows = await findInvoices(deps.db, firmId, uids);
    targets = rows.map((r) => ({
      uid: r.id,
      label: invoiceLabel(r),
      send: () => (r.docType === 'CREDIT_INVOICE' ? sendCredit(full, r) : sendInvoice(full, r)),
    }));
    credits = new Set(rows.filter((r) => r.docType === 'CREDIT_INVOICE').map((r) => r.id));
  } else {
    const rows = await findPayments(deps.db, firmId, uids);
    targets = rows.map((r) => ({ uid: r.id, label: paymentLabel(r), send: () => sendPayment(full, r) }));
  }
  if (new Set(targets.map((t) => t.uid)).size !== new Set(uids).size) throw httpErrors.NOT_FOUND();
  // Credits after the invoices chosen with them: a credit sends its invoice first when it has not gone,
  // and that invoice must not then go a second time as a row of its own.
  const order = new Map(uids.map((uid, i) => [uid, i + (credits.has(uid) ? uids.length : 0)]));
  return targets.sort((a, b) => order.get(a.uid)! - order.get(b.uid)!);
}

function row(
  kind: FortnoxExportKind,
  target: Target,
  outcome: FortnoxReportRow['outcome'],
  extra: Partial<FortnoxReportRow> = {},
): FortnoxReportRow {
  return {
    kind,
    uid: target.uid,
    label: target.label,
    outcome,
    fortnoxNumber: null,
    message: null,
    ...extra,
  };
}

/** Sends each target in turn and reports on every one; `progress` hears after each. */
export async function runExport(
  deps: StoreDeps,
  api: FortnoxApi,
  request: ExportRequest,
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<FortnoxExportResult> {
  const targets = await exportTargets(deps, request, api);
  const exported = await findExports(
    deps.db,
    request.firmId,
    request.kind,
    targets.map((t) => t.uid),
  );
  const report: FortnoxExportResult = {
    asyncMode: false,
    jobUid: null,
    successfullyExportedDocuments: [],
    skippedDocuments: [],
    failedDocuments: [],
  };
  for (const [i, target] of targets.entries()) {
    const before = exported.get(target.uid);
    if (before && request.alreadyExported === 'SKIP') {
      report.skippedDocuments.push(
        row(request.kind, target, 'SKIPPED', { fortnoxNumber: before, message: 'Redan exporterad' }),
      );
    } else {
      try {
        const sent = await target.send();
        const extra = typeof sent === 'string' ? { fortnoxNumber: sent } : sent;
        report.successfullyExportedDocuments.push(row(request.kind, target, 'EXPORTED', extra));
      } catch (error) {
        if (!(error instanceof Refused || error instanceof FortnoxCallError)) throw error;
        const message =
          error instanceof FortnoxCallError ? `Fortnox: ${error.fortnoxMessage}` : error.message;
        report.failedDocuments.push(row(request.kind, target, 'FAILED', { message }));
      }
    }
    await progress(i + 1, targets.length);
  }
  return report;
}
