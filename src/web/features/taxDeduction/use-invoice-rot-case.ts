import { notifications } from '@mantine/notifications';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { type InvoiceTaxDeduction, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { type TaxDeductionState, taxDeductionStateLabels } from '@shared/domain/rot/work-types';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';
import { openPrintTab, showPdf } from '../printing';

export interface DecisionInput {
  decidedOn: string;
  approvedOre: number;
  createRemainderInvoice: boolean;
}
export type DecisionFieldErrors = Partial<Record<'decidedOn' | 'approvedOre', string>>;

/** Why a move is asked about: the step and what it means for the case. */
function changeMessage(from: TaxDeductionState, to: TaxDeductionState): string {
  return `ROT-statusen ändras från ”${taxDeductionStateLabels[from]}” till ”${taxDeductionStateLabels[to]}”.`;
}

/**
 * A completed invoice's ROT case (decision 0039): state, claim, file and decision from the server; each
 * change of state confirmed; the decision with field errors from the answer; the customer's specification.
 */
export function useInvoiceRotCase(docType: DocumentType, docUid: string | null, completed: boolean) {
  const applies = documentKinds[docType].taxDeduction === 'CLAIMED' && completed && docUid !== null;
  const ref = { invoiceUid: docUid ?? '' };
  const key = apiQueryKey(taxDeductionApi.invoiceTaxDeduction, ref);
  const query = useApiQuery(taxDeductionApi.invoiceTaxDeduction, ref, { enabled: applies });
  // The client's payments move the case (NOT_PAID ↔ PAID_BY_CLIENT): read it again whenever the invoice's
  // payments (the payments card's query, same cache entry) change.
  const paymentsRef = { docType: docType as InvoicePayments['docType'], docUid: ref.invoiceUid };
  const payments = useApiQuery(paymentsApi.payments, paymentsRef, { enabled: applies });
  const { refetch } = query;
  const paymentsRead = payments.dataUpdatedAt;
  useEffect(() => {
    if (applies && paymentsRead > 0) void refetch();
  }, [applies, paymentsRead, refetch]);

  const settle = (state: InvoiceTaxDeduction) => {
    queryClient.setQueryData(key, state);
    // Skatteverket's payment settles the invoice: the payments card reads again.
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(paymentsApi.payments) });
  };

  async function changeState(from: TaxDeductionState, to: TaxDeductionState) {
    const ok = await confirm({
      title: 'Ändra ROT-status',
      message: changeMessage(from, to),
      confirmLabel: 'Ändra status',
    });
    if (!ok) return;
    settle(await call(taxDeductionApi.taxDeductionChangingState, { ...ref, taxDeductionState: to }));
  }

  /** Null when registered; the Swedish texts per field when refused. */
  async function decide(input: DecisionInput): Promise<DecisionFieldErrors | null> {
    try {
      settle(await call(taxDeductionApi.taxDeductionDecision, { ...ref, ...input }, { handleErrors: false }));
      notifications.show({ color: 'green', message: 'Beslutet är registrerat', autoClose: 3000 });
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldMessages();
        return {
          decidedOn: fields.decidedOn,
          approvedOre: fields.approvedOre ?? (fields.decidedOn ? undefined : error.displayText),
        };
      }
      if (isApiError(error)) notifications.show({ color: 'red', message: error.displayText });
      throw error;
    }
  }

  function print() {
    // The tab opens in the click itself, before any await, or the browser blocks it.
    const tab = openPrintTab();
    void showPdf(
      tab,
      (inline) => call(taxDeductionApi.printTaxDeduction, { invoiceUids: [ref.invoiceUid], inline }),
      1,
    );
  }

  return { applies, query, changeState, decide, print };
}
