import type { ApiMessage } from '@shared/api/endpoint';
import type { MultiPaymentOutcome } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatKr } from '@shared/domain/format';
import { dayNumber } from '@shared/domain/payments/interest';
import { paymentMessages } from '@shared/domain/payments/payment-status';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { AppError, httpErrors } from '../../../platform/http/errors';
import { assertKindAccess, type EmployeeSession } from '../../documents';
import { addPayments, lockDocuments } from '../balance/balance.repository';
import { findOwedDocuments } from '../payments.repository';

export const multiPaymentTexts = {
  notCompleted: 'Utkast: betalningar registreras när fakturan är slutförd',
  alreadyPaid: 'Redan betald',
  beforeInvoiceDate: paymentMessages.beforeInvoiceDate,
  noneRegistered: 'Ingen av de markerade fakturorna kunde registreras som betald',
} as const;

/**
 * `multiPaymentsAdd` (api-spec §7.4): one payment date for many invoices, each paid what it still owes.
 * Every refusal is decided under the rows' locks before anything is written, then one insert registers
 * the rest, so an error leaves nothing half done. A uid that is not the firm's refuses the whole call.
 */
export async function addMultiPayments(call: {
  deps: Pick<AppDeps, 'db'>;
  firmId: string;
  session: EmployeeSession;
  paymentDate: string;
  selectedDocs: { docType: DocumentType; docUid: string }[];
  messages: ApiMessage[];
}) {
  for (const type of new Set(call.selectedDocs.map((d) => d.docType))) assertKindAccess(call.session, type);
  const day = dayNumber(call.paymentDate);
  if (day === null) throw new AppError('PAYMENT_INVALID', 400, paymentMessages.invalidDate, 'paymentDate');
  return withTransaction(call.deps.db, async (tx) => {
    const ids = [...new Set(call.selectedDocs.map((d) => d.docUid))];
    await lockDocuments(tx, call.firmId, ids);
    const found = await findOwedDocuments(tx, call.firmId, ids);
    const byId = new Map(found.map((d) => [d.id, d]));
    if (call.selectedDocs.some((d) => byId.get(d.docUid)?.docType !== d.docType))
      throw httpErrors.NOT_FOUND();
    const outcomes: MultiPaymentOutcome[] = ids.map((id) => {
      const doc = byId.get(id)!;
      const base = {
        docUid: id,
        docType: doc.docType as MultiPaymentOutcome['docType'],
        documentNumber: doc.number,
      };
      const refusal = !doc.owed
        ? multiPaymentTexts.notCompleted
        : doc.remainingOre <= 0
          ? multiPaymentTexts.alreadyPaid
          : day < (dayNumber(doc.docDate) ?? 0)
            ? multiPaymentTexts.beforeInvoiceDate
            : null;
      return { ...base, paymentSum: refusal ? 0 : doc.remainingOre, refusal };
    });
    const paid = outcomes.filter((o) => o.refusal === null);
    if (paid.length === 0) {
      throw new AppError(
        'NOTHING_TO_PAY',
        409,
        multiPaymentTexts.noneRegistered,
        undefined,
        refusals(outcomes),
      );
    }
    await addPayments({
      tx,
      firmId: call.firmId,
      payments: paid.map((o) => ({
        documentId: o.docUid,
        paymentDate: call.paymentDate,
        amountOre: o.paymentSum,
        source: 'MANUAL',
        employeeId: call.session.employee.id,
      })),
    });
    const registeredSum = paid.reduce((sum, o) => sum + o.paymentSum, 0);
    call.messages.push({
      level: 'INFO',
      code: 'PAYMENTS_REGISTERED',
      text: `${paid.length} ${paid.length === 1 ? 'faktura' : 'fakturor'} registrerade som betalda, ${formatKr(registeredSum)}`,
    });
    call.messages.push(...refusals(outcomes).map((m) => ({ ...m, level: 'WARNING' as const })));
    return { outcomes, registeredCount: paid.length, registeredSum };
  });
}

function refusals(outcomes: readonly MultiPaymentOutcome[]): ApiMessage[] {
  return outcomes
    .filter((o) => o.refusal !== null)
    .map((o) => ({
      level: 'ERROR' as const,
      code: 'PAYMENT_REFUSED',
      text: `Faktura ${o.documentNumber ?? '(utkast)'}: ${o.refusal}`,
    }));
}
