import { documentKinds } from '@shared/domain/documents/document-kinds';
import { invoiceBalanceOnCompleted } from '../balance/balance.kind';
import { staleReversalProblems } from '../rotCredit/rotCredit.kind';
import type { DocumentKindModule } from './kinds.kind';

/**
 * A credit invoice of 0 kr credits nothing: completing it would only use a number (decision 0022). Its
 * ROT part must still be what is left to take back when it completes (decision 0044).
 */
export const creditInvoiceKind: DocumentKindModule = {
  definition: documentKinds.CREDIT_INVOICE,
  onCompleted: invoiceBalanceOnCompleted,
  completionProblems: async (document, { db, firmId }) =>
    document.totalPayableOre === 0
      ? [{ field: 'items', message: 'Kreditfakturan krediterar inget belopp och kan inte slutföras' }]
      : staleReversalProblems({ db, firmId, document }),
};
