import { notifications } from '@mantine/notifications';
import type { ParametersOf } from '@shared/api/endpoint';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';

type PayableType = InvoicePayments['docType'];
export type PaymentFieldErrors = Partial<Record<'paymentDate' | 'paymentSum', string>>;

/**
 * One invoice's payments: the state from the server, registering (field errors from the server's
 * answer), reverting one or all after a question. Every change answers the whole new state.
 */
export function usePayments(docType: DocumentType, docUid: string | null, completed = false) {
  const applies = kindTakesPayments(docType) && docUid !== null;
  const ref = { docType: docType as PayableType, docUid: docUid ?? '' };
  const key = apiQueryKey(paymentsApi.payments, ref);
  const query = useApiQuery(paymentsApi.payments, ref, { enabled: applies });
  // Completing in the editor makes the invoice owed: the draft's "not payable" answer is out of date.
  const { refetch } = query;
  useEffect(() => {
    if (applies && completed) void refetch();
  }, [applies, completed, refetch]);
  const settle = (state: InvoicePayments) => queryClient.setQueryData(key, state);

  /** Null when saved; the Swedish texts per field when refused. */
  async function register(
    input: Omit<ParametersOf<typeof paymentsApi.payment>, 'docType' | 'docUid'>,
    /** The overpayment warning of the shared rules (the server answers the same one in `messages`). */
    warning?: string,
  ): Promise<PaymentFieldErrors | null> {
    try {
      settle(
        await call(paymentsApi.payment, { ...ref, ...input }, { handleErrors: false, quietMessages: true }),
      );
      notifications.show(
        warning
          ? { color: 'orange', title: 'Betalningen är registrerad', message: warning, autoClose: 8000 }
          : { color: 'green', message: 'Betalningen är registrerad', autoClose: 3000 },
      );
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldMessages();
        return { paymentDate: fields.paymentDate, paymentSum: fields.paymentSum ?? error.displayText };
      }
      if (isApiError(error)) notifications.show({ color: 'red', message: error.displayText });
      throw error;
    }
  }

  async function revert(paymentUid: string, what: string) {
    const ok = await confirm({
      title: 'Ångra betalningen',
      message: `Betalningen ${what} tas bort från fakturan.`,
      confirmLabel: 'Ångra betalningen',
      danger: true,
    });
    if (ok) settle(await call(paymentsApi.deletePayment, { ...ref, paymentUid }));
  }

  async function clear() {
    const ok = await confirm({
      title: 'Ångra alla betalningar',
      message: 'Alla registrerade betalningar tas bort från fakturan.',
      confirmLabel: 'Ångra alla',
      danger: true,
    });
    if (ok) settle(await call(paymentsApi.paymentsClear, ref));
  }

  return { applies, query, register, revert, clear };
}
