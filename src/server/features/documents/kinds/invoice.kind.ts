import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatRateBp } from '@shared/domain/documents/document-totals';
import { invoiceBalanceOnCompleted } from '../balance/balance.kind';
import { taxDeductionCompletionProblems, taxDeductionOnCompleted } from '../taxDeduction/taxDeduction.kind';
import type { DocumentKindModule } from './kinds.kind';

/**
 * The firm is paid by it: printed with the payment block and the interest a late payment costs. It
 * claims ROT (its definition's `taxDeduction`): the ROT rules refuse completion, completing starts the
 * ROT state after the balance, which the state follows.
 */
export const invoiceKind: DocumentKindModule = {
  definition: documentKinds.INVOICE,
  completionProblems: taxDeductionCompletionProblems,
  onCompleted: async (call) => {
    await invoiceBalanceOnCompleted(call);
    await taxDeductionOnCompleted(call);
  },
  print: {
    paymentBlock: true,
    terms: ({ interestOnArrearsBp }) =>
      `Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen med referensräntan + ${formatRateBp(interestOnArrearsBp)}.`,
  },
};
