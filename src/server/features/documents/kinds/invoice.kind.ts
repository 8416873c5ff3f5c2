import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatRateBp } from '@shared/domain/documents/document-totals';
import { invoiceBalanceOnCompleted } from '../balance/balance.kind';
import type { DocumentKindModule } from './kinds.kind';

/** The firm is paid by it: printed with the payment block and the interest a late payment costs. */
export const invoiceKind: DocumentKindModule = {
  definition: documentKinds.INVOICE,
  onCompleted: invoiceBalanceOnCompleted,
  print: {
    paymentBlock: true,
    terms: ({ interestOnArrearsBp }) =>
      `Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen med referensräntan + ${formatRateBp(interestOnArrearsBp)}.`,
  },
};
