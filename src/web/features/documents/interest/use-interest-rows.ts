import { type InterestRows, interestInvoicesApi } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { interestTotals } from '@shared/domain/documents/interest-totals';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/call';
import { apiQueryKey, useApiQuery } from '../../../api/hooks';
import { queryClient } from '../../../api/query-client';

/**
 * An interest invoice's rows (decision 0035): the stored rows, the client's candidates, adding, removing
 * and "Uppdatera ränta". Every change answers the whole new table, which replaces the cached one.
 */
export function useInterestRows(docUid: string | null) {
  const ref = { docUid: docUid ?? '' };
  const key = apiQueryKey(interestInvoicesApi.interestInvoiceRows, ref);
  const rows = useApiQuery(interestInvoicesApi.interestInvoiceRows, ref, { enabled: docUid !== null });
  const settle = (answer: InterestRows) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({
      queryKey: apiQueryKey(interestInvoicesApi.interestInvoiceCandidates),
    });
  };

  /** Null when added; the Swedish refusal otherwise. */
  async function add(invoiceUids: string[]): Promise<string | null> {
    try {
      settle(
        await call(
          interestInvoicesApi.interestInvoiceRowsAdd,
          { ...ref, invoiceUids },
          { handleErrors: false },
        ),
      );
      return null;
    } catch (error) {
      if (isApiError(error)) return error.displayText;
      throw error;
    }
  }

  async function remove(rowUid: string) {
    settle(await call(interestInvoicesApi.interestInvoiceRowDelete, { ...ref, rowUid }));
  }

  async function actualize() {
    settle(await call(interestInvoicesApi.actualizeInterestInvoice, ref));
  }

  return { rows, add, remove, actualize };
}

/** The client's late-paid invoices with their interest, read while the dialog is open, per client. */
export function useInterestCandidates(docUid: string, clientUid: string | null, open: boolean) {
  const ref = { docUid };
  return useQuery({
    queryKey: [...apiQueryKey(interestInvoicesApi.interestInvoiceCandidates, ref), clientUid],
    queryFn: ({ signal }) => call(interestInvoicesApi.interestInvoiceCandidates, ref, { signal }),
    enabled: open,
  });
}

/** A kind billed from rows of its own rather than lines (the interest invoice): it pays and has no lines. */
export function billedFromRows(docType: DocumentType): boolean {
  return kindTakesPayments(docType) && !documentKinds[docType].hasItems;
}

/**
 * The totals of a kind billed from rows, from its rows as the server keeps them (the same rule as the
 * server's `storedTotals`), so the editor's summary shows what the interest invoice asks; null for a kind
 * whose totals come from its lines.
 */
export function useRowTotals(docType: DocumentType, docUid: string | null): DocumentTotals | null {
  const ref = { docUid: docUid ?? '' };
  const rows = useApiQuery(interestInvoicesApi.interestInvoiceRows, ref, {
    enabled: docUid !== null && billedFromRows(docType),
  });
  if (!billedFromRows(docType)) return null;
  const total = rows.data?.totalInterest ?? 0;
  return interestTotals({ totalSumOre: total, totalPayableOre: total });
}
