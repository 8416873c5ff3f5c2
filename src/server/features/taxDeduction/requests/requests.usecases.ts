/**
 * Skatteverket's file "Begäran om utbetalning" (issue #17, decision 0039): made from the firm's invoices
 * the clients have paid, checked against Skatteverket's rules and schema, kept with the invoices it claims,
 * and the invoices moved to XML_SENT — all in one transaction, so a file exists exactly when its invoices
 * say so.
 */
import type { FileLink } from '@shared/api/files.api';
import type { TaxDeductionRequest } from '@shared/api/taxDeduction.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { rotPeriodOn } from '@shared/domain/rot/rot-periods';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import {
  assertKindAccess,
  type EmployeeSession,
  type RotInvoice,
  readRotInvoices,
  totalsOf,
} from '../../documents';
import { createFileLink } from '../../files';
import { findFirm } from '../../firms';
import { invoiceName, requestRefused, taxDeductionErrors } from '../taxDeduction.errors';
import { findInvoiceItems, findRotPeriods, markXmlSent } from '../taxDeduction.repository';
import type { RotCase } from '../xml/xml.files';
import { type RotRequestProblem, rotRequestProblems } from '../xml/xml.rules';
import { schemaCheckedXml } from './requests.files';
import {
  clientPaymentDate,
  invoiceCases,
  madeNamePrefix,
  madeRequestName,
  requestedOreOf,
  requestFileName,
} from './requests.mapper';
import { countRequestsNamed, findRequestFile, insertRequest, listRequests } from './requests.repository';

interface Call {
  deps: AppDeps;
  firmId: string;
}

/**
 * Only a completed invoice with buyers whose client has paid may go in a file; each refusal names the
 * invoice, so the user knows which one to take out of the selection. Answers the payment date.
 */
function claimableOn(session: EmployeeSession, invoice: RotInvoice): string {
  assertKindAccess(session, invoice.docType);
  if (!invoice.completed) throw taxDeductionErrors.INVOICE_NOT_COMPLETED();
  const buyers = invoice.header.taxDeduction?.taxPayers ?? [];
  if (buyers.length === 0 || invoice.state === 'NOT_APPLICABLE') {
    throw taxDeductionErrors.NOT_A_ROT_INVOICE(invoice.number);
  }
  const paidOn = clientPaymentDate(invoice);
  if (invoice.state !== 'PAID_BY_CLIENT' || paidOn === null) {
    throw taxDeductionErrors.NOT_PAID_BY_CLIENT(invoice.number, invoice.state);
  }
  return paidOn;
}

/**
 * The selected invoices, locked (in id order, as the payments lock them: a payment reverted meanwhile
 * waits for the file, or wins) and checked, with each buyer's case, in invoice-number order.
 */
async function claimedCases(tx: AppDeps['db'], call: CreateCall): Promise<InvoiceCases[]> {
  const ids = [...new Set(call.invoiceUids)];
  const invoices = await readRotInvoices(tx, call.firmId, ids, { forUpdate: true });
  // Another firm's, a trashed one or another kind: not found, as for every single-invoice call.
  if (invoices.length !== ids.length) throw httpErrors.NOT_FOUND({ field: 'invoiceUids' });
  // Checked in the user's order, so the first refusal is about the first bad invoice they chose.
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const checked = ids
    .map((id) => byId.get(id)!)
    .map((invoice) => ({
      invoice,
      paidOn: claimableOn(call.session, invoice),
    }));
  const [items, periods] = await Promise.all([findInvoiceItems(tx, call.firmId, ids), findRotPeriods(tx)]);
  const made = checked.map(({ invoice, paidOn }) => {
    const totals = totalsOf(invoice.header, items.get(invoice.id) ?? [], documentKinds[invoice.docType]);
    const period = rotPeriodOn(periods, paidOn);
    return { invoice, cases: invoiceCases({ invoice, totals, period }, paidOn) };
  });
  return made.sort((a, b) => (a.invoice.number ?? 0) - (b.invoice.number ?? 0));
}

interface InvoiceCases {
  invoice: RotInvoice;
  cases: RotCase[];
}

/** Rules about one case name its invoice and buyer; rules about the file are said as they are. */
function problemText(
  problem: RotRequestProblem,
  owners: readonly { number: number | null; buyer: string }[],
) {
  if (problem.caseIndex === null) {
    return { field: problem.field === 'name' ? 'name' : 'invoiceUids', message: problem.message };
  }
  const owner = owners[problem.caseIndex]!;
  return {
    field: 'invoiceUids',
    message: `${invoiceName(owner.number)}, ${owner.buyer}: ${problem.message}`,
  };
}

async function requestName(tx: AppDeps['db'], call: CreateCall, today: string): Promise<string> {
  const given = call.name.trim();
  if (given !== '') return given;
  const prefix = madeNamePrefix(today);
  return madeRequestName(today, (await countRequestsNamed(tx, call.firmId, prefix)) + 1);
}

/** The checked file: Skatteverket's rules refuse with their messages, the schema never lets a bad file out. */
async function checkedXml(
  tx: AppDeps['db'],
  call: CreateCall,
  invoices: readonly InvoiceCases[],
  today: string,
): Promise<{ name: string; xml: string }> {
  const name = await requestName(tx, call, today);
  const request = { name, cases: invoices.flatMap((i) => i.cases) };
  const owners = invoices.flatMap(({ invoice }) =>
    (invoice.header.taxDeduction?.taxPayers ?? []).map((p) => ({ number: invoice.number, buyer: p.name })),
  );
  const firm = await findFirm(tx, call.firmId);
  const problems = rotRequestProblems(request, { today, sellerOrgNumber: firm?.organisationNumber });
  if (problems.length > 0) throw requestRefused(problems.map((p) => problemText(p, owners)));
  return { name, xml: await schemaCheckedXml(request) };
}

interface CreateCall extends Call {
  session: EmployeeSession;
  invoiceUids: readonly string[];
  name: string;
}

/** `taxDeductionInfoXML`: the file for the selected invoices, answered as a download link. */
export async function createTaxDeductionRequest(call: CreateCall): Promise<FileLink> {
  const today = formatDate(call.deps.clock.now());
  const made = await withTransaction(call.deps.db, async (tx) => {
    const invoices = await claimedCases(tx, call);
    const { name, xml } = await checkedXml(tx, call, invoices, today);
    await insertRequest(tx, {
      firmId: call.firmId,
      name,
      year: Number(invoices[0]!.cases[0]!.paymentDate.slice(0, 4)),
      xml,
      employeeId: call.session.employee.id,
      invoices: invoices.map((i) => ({ documentId: i.invoice.id, requestedOre: requestedOreOf(i.cases) })),
    });
    const ids = invoices.map((i) => i.invoice.id);
    if ((await markXmlSent(tx, call.firmId, ids)) !== ids.length)
      throw taxDeductionErrors.STATE_CHANGED_MEANWHILE();
    return { name, xml };
  });
  return xmlLink(call, made);
}

function xmlLink(call: Call, file: { name: string; xml: string }): Promise<FileLink> {
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: {
      content: file.xml,
      contentType: 'application/xml; charset=utf-8',
      fileName: requestFileName(file.name),
      disposition: 'attachment',
    },
  });
}

/** `taxDeductionRequests`: the firm's files, newest first. */
export async function taxDeductionRequests(
  call: Call & { offset: number; limit: number },
): Promise<{ totalCount: number; items: TaxDeductionRequest[] }> {
  const { totalCount, items } = await listRequests(call.deps.db, call.firmId, call);
  return {
    totalCount,
    items: items.map((r) => ({
      ...r,
      requestedOre: Number(r.requestedOre),
      invoiceCount: Number(r.invoiceCount),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** `taxDeductionRequestFile`: the file exactly as it was made; another firm's is not found. */
export async function taxDeductionRequestFile(call: Call & { requestUid: string }): Promise<FileLink> {
  const file = await findRequestFile(call.deps.db, call.firmId, call.requestUid);
  if (!file) throw httpErrors.NOT_FOUND();
  return xmlLink(call, file);
}
