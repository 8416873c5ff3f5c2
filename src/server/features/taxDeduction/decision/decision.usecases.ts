import { taxDeductionSumOre } from '@shared/api/documents';
import type { InvoiceTaxDeduction } from '@shared/api/taxDeduction.api';
import { formatDate } from '@shared/domain/format';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import {
  AUTHORITY_PAYMENT_SOURCE,
  assertKindAccess,
  type EmployeeSession,
  saveDocument,
} from '../../documents';
import { addPayment } from '../../payments';
import { findInvoiceRequest } from '../taxDeduction.repository';
import { invoiceTaxDeductionCase } from '../taxDeduction.usecases';
import { decisionErrors } from './decision.errors';
import { remainderInvoiceData } from './decision.mapper';
import {
  type DecidedInvoice,
  firmPaymentDelayDays,
  hasDecision,
  insertDecision,
  latestAuthorityPaymentId,
  linkRemainderInvoice,
  lockDecidedInvoice,
  requestedInFile,
  setTaxDeductionState,
} from './decision.repository';

/*
 * Skatteverket's decision on an invoice's ROT claim (issue #17, decision 0039). Whatever it says, the case
 * is closed: the invoice moves to PAID_BY_AUTHORITY and the decision row keeps what was asked and what was
 * approved, so a reduced or denied claim stays on record.
 */

interface Call {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
}

export interface DecisionInput {
  invoiceUid: string;
  decidedOn: string;
  approvedOre: number;
  createRemainderInvoice: boolean;
}

function assertDecisionValues(
  input: DecisionInput,
  invoice: DecidedInvoice,
  requestedOre: number,
  today: string,
) {
  if (input.decidedOn < invoice.docDate) throw decisionErrors.DECIDED_BEFORE_INVOICE({ field: 'decidedOn' });
  if (input.decidedOn > today) throw decisionErrors.DECIDED_IN_FUTURE({ field: 'decidedOn' });
  if (input.approvedOre % 100 !== 0) throw decisionErrors.NOT_WHOLE_KRONOR({ field: 'approvedOre' });
  if (input.approvedOre > requestedOre)
    throw decisionErrors.APPROVED_OVER_REQUESTED(requestedOre, { field: 'approvedOre' });
}

/** What the newest file asked is the claim; an invoice moved to XML_SENT by hand claimed its buyers' sum. */
async function claimOf(tx: Db, firmId: string, invoice: DecidedInvoice): Promise<number> {
  const request = await findInvoiceRequest(tx, firmId, invoice.id);
  const asked = request ? await requestedInFile(tx, request.uid, invoice.id) : null;
  return asked ?? taxDeductionSumOre(invoice.header.taxDeduction);
}

/** The approved amount as a payment from Skatteverket on the decision's date; null when nothing was paid. */
async function authorityPayment(tx: Db, call: Call, invoice: DecidedInvoice, input: DecisionInput) {
  if (input.approvedOre <= 0) return null;
  await addPayment({
    tx,
    firmId: call.firmId,
    documentId: invoice.id,
    paymentDate: input.decidedOn,
    amountOre: input.approvedOre,
    source: AUTHORITY_PAYMENT_SOURCE,
    employeeId: call.session.employee.id,
  });
  return latestAuthorityPaymentId(tx, call.firmId, invoice.id, AUTHORITY_PAYMENT_SOURCE);
}

/** A draft invoice of the difference to the same client, linked from the original; its id. */
async function remainderInvoice(
  tx: Db,
  call: Call,
  args: { invoice: DecidedInvoice; input: DecisionInput; requestedOre: number; today: string },
): Promise<string> {
  const { invoice, input } = args;
  const employeeId = call.session.employee.id;
  const paymentDelay = invoice.header.paymentDelay ?? (await firmPaymentDelayDays(tx, call.firmId));
  const data = remainderInvoiceData({
    original: { number: invoice.number, header: invoice.header },
    requestedOre: args.requestedOre,
    approvedOre: input.approvedOre,
    decidedOn: input.decidedOn,
    today: args.today,
    employeeUid: employeeId,
    paymentDelay,
  });
  const created = await saveDocument({
    deps: { db: tx, clock: call.deps.clock },
    firmId: call.firmId,
    session: call.session,
    docType: invoice.docType,
    input: { newVersion: 0, data },
  });
  await linkRemainderInvoice(tx, {
    firmId: call.firmId,
    sourceId: invoice.id,
    targetId: created.uid,
    employeeId,
  });
  return created.uid;
}

/**
 * POST /doc/taxDeductionDecision: only on an invoice whose claim was sent (XML_SENT), once. The approved
 * amount (whole kronor, at most the claim) becomes a payment from Skatteverket; when the user confirmed
 * it, a reduced or denied claim gets a draft remainder invoice of the difference. Another firm's invoice
 * is "not found". All in one transaction, answering the invoice's ROT case as it now is.
 */
export async function registerTaxDeductionDecision(call: Call & DecisionInput): Promise<InvoiceTaxDeduction> {
  const { deps, firmId } = call;
  const today = formatDate(deps.clock.now());
  await withTransaction(deps.db, async (tx) => {
    const invoice = await lockDecidedInvoice(tx, firmId, call.invoiceUid);
    if (!invoice) throw httpErrors.NOT_FOUND();
    assertKindAccess(call.session, invoice.docType);
    if (invoice.state !== 'XML_SENT') throw decisionErrors.NOT_XML_SENT(invoice.state);
    if (await hasDecision(tx, firmId, invoice.id)) throw decisionErrors.ALREADY_DECIDED();
    const requestedOre = await claimOf(tx, firmId, invoice);
    assertDecisionValues(call, invoice, requestedOre, today);
    const paymentId = await authorityPayment(tx, call, invoice, call);
    const remainderId =
      call.createRemainderInvoice && call.approvedOre < requestedOre
        ? await remainderInvoice(tx, call, { invoice, input: call, requestedOre, today })
        : null;
    await insertDecision(tx, {
      firmId,
      documentId: invoice.id,
      decidedOn: call.decidedOn,
      requestedOre,
      approvedOre: call.approvedOre,
      paymentId,
      remainderInvoiceId: remainderId,
      employeeId: call.session.employee.id,
    });
    await setTaxDeductionState(tx, firmId, invoice.id, 'PAID_BY_AUTHORITY');
  });
  return invoiceTaxDeductionCase(deps.db, firmId, call.invoiceUid);
}
