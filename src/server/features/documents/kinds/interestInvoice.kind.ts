import { documentKinds } from '@shared/domain/documents/document-kinds';
import { interestTotals } from '@shared/domain/documents/interest-totals';
import { assertValid } from '../../../platform/http/validation';
import { invoiceBalanceOnCompleted } from '../balance/balance.kind';
import { interestCompletionProblems, interestPrintTables } from '../interest/interest.mapper';
import type { DocumentKindModule } from './kinds.kind';

/**
 * Its rows are the interest on invoices paid late (issue #16, decision 0035), kept by the interest calls;
 * its totals are their sum. A numbered invoice of 0 kr would be an accounting record of nothing, and an
 * invoice paid on or after the interest invoice's date cannot be billed on it (product-spec §5).
 */
export const interestInvoiceKind: DocumentKindModule = {
  definition: documentKinds.INTEREST_INVOICE,
  onCompleted: async (call) => {
    assertValid(
      await interestCompletionProblems(call.tx, call.firmId, { id: call.row.id, docDate: call.row.docDate }),
      'data',
    );
    await invoiceBalanceOnCompleted(call);
  },
  completionProblems: ({ totalPayableOre }) =>
    totalPayableOre > 0
      ? []
      : [{ field: 'items', message: 'Räntefakturan har ingen ränta att fakturera och kan inte slutföras' }],
  storedTotals: interestTotals,
  print: { paymentBlock: true, table: interestPrintTables },
};
