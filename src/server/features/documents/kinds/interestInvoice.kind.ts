import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentKindModule } from './kinds.kind';

/**
 * Its rows are the interest computed on late payments (issue #16). Until they exist an interest invoice
 * has nothing to ask for, and a numbered invoice of 0 kr would be an accounting record of nothing.
 */
export const interestInvoiceKind: DocumentKindModule = {
  definition: documentKinds.INTEREST_INVOICE,
  completionProblems: ({ totalPayableOre }) =>
    totalPayableOre > 0
      ? []
      : [{ field: 'items', message: 'Räntefakturan har ingen ränta att fakturera och kan inte slutföras' }],
  print: { paymentBlock: true },
};
