/**
 * A credit invoice's ROT part (decision 0044): the credited invoice's buyers, each with what this credit
 * takes back of their deduction (`rotReversedByCredit`). The header's `amountOre` then feeds the totals,
 * which give it back on "Att återbetala", so a full credit refunds exactly what the client paid.
 */
import { type DocumentHeader, taxDeductionSumOre } from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatKr } from '@shared/domain/format';
import type { Db } from '../../../platform/db/database';
import { findCreditedRotState, reversedByCredits } from './rotCredit.repository';

export { staleReversalProblems, withReversedTaxDeduction } from './rotCredit.kind';

/** States in which Skatteverket already has the claim: the firm must report the change itself. */
const filedStates: readonly string[] = ['XML_SENT', 'PAID_BY_AUTHORITY'];

/**
 * The completed credit's notice (0044): when its invoice's ROT was already sent to Skatteverket, the
 * deduction taken back must be reported there (and repaid if paid out) — the app cannot undo a sent file.
 */
export async function rotCreditNotices(args: {
  db: Db;
  firmId: string;
  document: { docType: DocumentType; header: DocumentHeader };
}): Promise<ApiMessage[]> {
  const { db, firmId, document } = args;
  const reversedOre = taxDeductionSumOre(document.header.taxDeduction);
  const invoiceUid = document.header.creditedInvoiceUid;
  if (documentKinds[document.docType].taxDeduction !== 'REVERSED' || reversedOre <= 0 || !invoiceUid)
    return [];
  const invoice = await findCreditedRotState(db, firmId, invoiceUid);
  if (!invoice?.state || !filedStates.includes(invoice.state)) return [];
  return [
    {
      level: 'WARNING',
      code: 'ROT_ALREADY_FILED',
      text: `ROT-avdraget för faktura ${invoice.number ?? ''} är redan begärt hos Skatteverket. Anmäl ändringen till Skatteverket: ${formatKr(reversedOre)} av avdraget ska inte betalas ut eller ska betalas tillbaka.`,
    },
  ];
}

/** What the invoices' completed credits took back, per buyer (decision 0044). */
export { reversedByCredits };
