/**
 * An invoice's ROT case (issue #17, decision 0039): its state, what the buyers claim, the file it went in
 * and Skatteverket's decision; and the state changes a person confirms. The documents feature keeps the
 * state (it moves with the client's payments); these calls read it and ask it to change.
 */
import type { InvoiceTaxDeduction } from '@shared/api/taxDeduction.api';
import type { TaxDeductionState } from '@shared/domain/rot/work-types';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import {
  assertKindAccess,
  changeTaxDeductionState,
  type EmployeeSession,
  type RotInvoice,
  readRotInvoice,
} from '../documents';
import { findInvoiceDecision, findInvoiceRequest } from './taxDeduction.repository';

interface Call {
  deps: Pick<AppDeps, 'db'>;
  firmId: string;
  session: EmployeeSession;
  invoiceUid: string;
}

/** Only a kind that claims ROT has a case; any other document, or another firm's invoice, is not found. */
async function visibleInvoice(db: Db, call: Call): Promise<RotInvoice> {
  const invoice = await readRotInvoice(db, call.firmId, call.invoiceUid);
  assertKindAccess(call.session, invoice.docType);
  return invoice;
}

/** The documents feature judges the states; this answers its reading with the file and the decision. */
async function caseOf(db: Db, firmId: string, invoice: RotInvoice): Promise<InvoiceTaxDeduction> {
  const [request, decision] = await Promise.all([
    findInvoiceRequest(db, firmId, invoice.id),
    findInvoiceDecision(db, firmId, invoice.id),
  ]);
  return {
    invoiceUid: invoice.id,
    state: invoice.state,
    requestedOre: invoice.requestedOre,
    // A draft's state is set when it is completed: until then nothing is offered.
    allowedStates: invoice.completed ? invoice.allowedStates : [],
    request: request && { uid: request.uid, name: request.name, createdAt: request.createdAt.toISOString() },
    decision: decision && {
      decidedOn: decision.decidedOn,
      approvedOre: Number(decision.approvedOre),
      remainderInvoice:
        decision.remainderUid === null
          ? null
          : {
              uid: decision.remainderUid,
              number: decision.remainderNumber === null ? null : Number(decision.remainderNumber),
            },
    },
  };
}

/** `invoiceTaxDeduction`: the case as the invoice's ROT card shows it. */
export async function invoiceTaxDeduction(call: Call): Promise<InvoiceTaxDeduction> {
  const invoice = await visibleInvoice(call.deps.db, call);
  return caseOf(call.deps.db, call.firmId, invoice);
}

/** The answer every ROT call gives about one invoice (the decision's too); 404 for another firm's. */
export async function invoiceTaxDeductionCase(db: Db, firmId: string, invoiceUid: string) {
  return caseOf(db, firmId, await readRotInvoice(db, firmId, invoiceUid));
}

/**
 * `taxDeductionChangingState`: the documents feature checks the rules (rot-states) under the invoice's
 * lock and writes the state; a refused change answers the rules' Swedish message.
 */
export async function changeInvoiceTaxDeductionState(
  call: Call & { taxDeductionState: TaxDeductionState },
): Promise<InvoiceTaxDeduction> {
  await visibleInvoice(call.deps.db, call);
  const changed = await changeTaxDeductionState({
    db: call.deps.db,
    firmId: call.firmId,
    invoiceUid: call.invoiceUid,
    to: call.taxDeductionState,
    employeeId: call.session.employee.id,
  });
  return caseOf(call.deps.db, call.firmId, changed);
}
