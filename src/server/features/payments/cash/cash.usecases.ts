/**
 * A cash invoice (kontantfaktura, the client's "kontantkund", header `cash`) is paid when it is issued:
 * completing it registers one payment of its whole payable sum on the invoice date, in the completion's
 * own transaction, so it is never an unpaid invoice for a moment (decision 0036). Registered by the app
 * as a completion listener; the documents feature does not know the payments feature.
 */
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import type { CompletionListener } from '../../documents';
import { addPayment } from '../balance/balance.repository';

export const payCashInvoiceOnCompletion: CompletionListener = async ({ tx, session, row }) => {
  if (!kindTakesPayments(row.docType) || !row.header.cash || row.totalPayableOre <= 0) return;
  await addPayment({
    tx,
    firmId: session.employee.firmId,
    documentId: row.id,
    paymentDate: row.header.docDate,
    amountOre: row.totalPayableOre,
    source: 'CASH',
    employeeId: session.employee.id,
  });
};
