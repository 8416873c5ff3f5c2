import type { ApiMessage } from '@shared/api/endpoint';
import type { InvoicePayments } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { paymentBalance } from '@shared/domain/payments/balance';
import { takesPayments } from '@shared/domain/payments/payable-kinds';
import { validatePayment } from '@shared/domain/payments/payment-status';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { AppError, httpErrors } from '../../platform/http/errors';
import { AUTHORITY_PAYMENT_SOURCE, assertKindAccess, type EmployeeSession } from '../documents';
import { addPayment, lockDocuments, refreshPaymentBalance } from './balance/balance.repository';
import { PAYMENT_FIELDS, paymentErrors } from './payments.errors';
import {
  deleteAllPayments,
  deletePaymentRow,
  findPayableDocument,
  listPayments,
  type PayableDocument,
} from './payments.repository';

type Deps = Pick<AppDeps, 'db'>;
interface Call {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}

/** Who may open the kind may see its payments; another firm's invoice is "not found". */
async function visibleOrNotFound(db: Db, call: Call): Promise<PayableDocument> {
  assertKindAccess(call.session, call.docType);
  const document = await findPayableDocument(db, call.firmId, call.docType, call.docUid);
  if (!document) throw httpErrors.NOT_FOUND();
  return document;
}

/** Payments are registered and reverted only on an owed document (`takesPayments`). */
async function payableOrRefused(db: Db, call: Call): Promise<PayableDocument> {
  const document = await visibleOrNotFound(db, call);
  if (!takesPayments(document)) throw paymentErrors.DOCUMENT_NOT_PAYABLE();
  return document;
}

/** The same rule as the stored balance (`paymentBalance`, decision 0032), from the same inputs. */
async function stateOf(db: Db, firmId: string, document: PayableDocument) {
  const rows = await listPayments(db, firmId, document.id);
  const { status, paidOre, remainingOre, overpaidOre } = paymentBalance({
    totalOre: document.totalPayableOre,
    // As the stored balance: Skatteverket's payment settles the ROT part, not the client's sum.
    payments: rows.filter((r) => r.source !== AUTHORITY_PAYMENT_SOURCE),
    creditedOre: document.creditedOre,
    creditDate: null,
  });
  return { rows, state: { status, paidOre, remainingOre, overpaidOre } };
}

async function answer(db: Db, firmId: string, document: PayableDocument): Promise<InvoicePayments> {
  const { rows, state } = await stateOf(db, firmId, document);
  return {
    docUid: document.id,
    docType: document.docType as InvoicePayments['docType'],
    payable: takesPayments(document),
    invoiceNumber: document.number,
    docDate: document.docDate,
    dueDate: document.dueDate,
    invoiceSum: document.totalPayableOre,
    creditedSum: Math.abs(document.creditedOre),
    ...state,
    payments: rows.map((row) => ({
      paymentUid: row.id,
      paymentDate: row.paymentDate,
      paymentSum: row.amountOre,
      source: row.source,
      employee: row.employeeId ? { uid: row.employeeId, caption: row.employeeName ?? '' } : null,
      createdDate: row.createdAt.toISOString(),
    })),
  };
}

/** A draft answers too (payable false, nothing paid), so the editor can say when payments open. */
export async function invoicePayments(call: Call): Promise<InvoicePayments> {
  const document = await visibleOrNotFound(call.deps.db, call);
  return answer(call.deps.db, call.firmId, document);
}

/**
 * Registers a payment under the rules of decision 0030: an error refuses it at the field, an overpayment
 * is saved and answered with the warning in `messages`.
 */
export async function registerPayment(
  call: Call & { paymentDate: string; paymentSum: number; messages: ApiMessage[] },
): Promise<InvoicePayments> {
  return withTransaction(call.deps.db, async (tx) => {
    const document = await payableOrRefused(tx, call);
    await lockDocuments(tx, call.firmId, [document.id]);
    const { state } = await stateOf(tx, call.firmId, document);
    const { issues } = validatePayment({
      amountOre: call.paymentSum,
      date: call.paymentDate,
      invoiceDate: document.docDate,
      remainingOre: state.remainingOre,
    });
    const errors = issues.filter((i) => i.level === 'ERROR');
    if (errors.length > 0) {
      const [first, ...rest] = errors.map((i) => ({
        level: 'ERROR' as const,
        code: 'PAYMENT_INVALID',
        text: i.message,
        field: PAYMENT_FIELDS[i.field],
      }));
      // Every refused field is marked at once, not one per attempt.
      throw new AppError('PAYMENT_INVALID', 400, first!.text, first!.field, rest);
    }
    for (const warning of issues) {
      call.messages.push({
        level: 'WARNING',
        code: 'PAYMENT_OVERPAID',
        text: warning.message,
        field: PAYMENT_FIELDS[warning.field],
      });
    }
    await addPayment({
      tx,
      firmId: call.firmId,
      documentId: document.id,
      paymentDate: call.paymentDate,
      amountOre: call.paymentSum,
      source: 'MANUAL',
      employeeId: call.session.employee.id,
    });
    return answer(tx, call.firmId, document);
  });
}

export async function revertPayment(call: Call & { paymentUid: string }): Promise<InvoicePayments> {
  return withTransaction(call.deps.db, async (tx) => {
    const document = await payableOrRefused(tx, call);
    await lockDocuments(tx, call.firmId, [document.id]);
    if (!(await deletePaymentRow(tx, call.firmId, document.id, call.paymentUid))) {
      throw httpErrors.NOT_FOUND();
    }
    await refreshPaymentBalance({ tx, firmId: call.firmId, documentId: document.id });
    return answer(tx, call.firmId, document);
  });
}

export async function clearPayments(call: Call): Promise<InvoicePayments> {
  return withTransaction(call.deps.db, async (tx) => {
    const document = await payableOrRefused(tx, call);
    await lockDocuments(tx, call.firmId, [document.id]);
    await deleteAllPayments(tx, call.firmId, document.id);
    await refreshPaymentBalance({ tx, firmId: call.firmId, documentId: document.id });
    return answer(tx, call.firmId, document);
  });
}
