import { notifications } from '@mantine/notifications';
import {
  type InvoiceReminders,
  paymentRemindersAccess,
  paymentRemindersApi,
} from '@shared/api/paymentReminders.api';
import { canAccess } from '@shared/domain/access';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { openPrintTab, showPdf } from '../printing';

type RemindableType = InvoiceReminders['docType'];

export interface ReminderInput {
  reminderDate: string;
  reminderFee: number;
  includeInterest: boolean;
  note: string;
}
export type ReminderFieldErrors = Partial<Record<'reminderDate' | 'reminderFee' | 'includeInterest', string>>;

/** The refused fields of a 400 answer; other failures are the notice's. */
function fieldErrorsOf(error: unknown): ReminderFieldErrors | null {
  if (isApiError(error) && error.status === 400) {
    const fields = error.fieldMessages();
    const mapped: ReminderFieldErrors = {
      reminderDate: fields.reminderDate,
      reminderFee: fields.reminderFee,
      includeInterest: fields.includeInterest,
    };
    // A refusal of the invoice itself (paid, draft) has no field in the dialog: shown at the date.
    if (!mapped.reminderDate && !mapped.reminderFee && !mapped.includeInterest) {
      mapped.reminderDate = error.displayText;
    }
    return mapped;
  }
  return null;
}

/** Whether the firm has the reminders module (it needs invoicing too, as the server checks). */
export function useRemindersEnabled(): boolean {
  const session = useSession();
  return session !== null && canAccess(session, paymentRemindersAccess);
}

/**
 * One invoice's reminders (decision 0034): the list and a new one's defaults from the server, writing
 * (field errors from the answer), preview, print and deleting a mistaken one after a question.
 */
export function useInvoiceReminders(docType: DocumentType, docUid: string | null) {
  const enabled = useRemindersEnabled();
  const applies = enabled && kindTakesPayments(docType) && docUid !== null;
  const ref = { docType: docType as RemindableType, docUid: docUid ?? '' };
  const key = apiQueryKey(paymentRemindersApi.paymentRemindFormConfig, ref);
  const query = useApiQuery(paymentRemindersApi.paymentRemindFormConfig, ref, { enabled: applies });
  const settle = (state: InvoiceReminders) => {
    queryClient.setQueryData(key, state);
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(paymentRemindersApi.paymentReminders) });
  };

  /** Null when written; the Swedish texts per field when refused. */
  async function add(input: ReminderInput): Promise<ReminderFieldErrors | null> {
    try {
      // The server's "Påminnelsen är skapad" comes back in `messages`, which the call layer shows.
      settle(await call(paymentRemindersApi.addPaymentRemind, { ...ref, ...input }, { handleErrors: false }));
      return null;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      if (isApiError(error)) notifications.show({ color: 'red', message: error.displayText });
      throw error;
    }
  }

  /** The PDF of a reminder not yet written; refusals come back at their fields. */
  async function preview(input: ReminderInput): Promise<ReminderFieldErrors | null> {
    const tab = openPrintTab();
    try {
      const link = await call(
        paymentRemindersApi.previewPaymentRemind,
        { ...ref, ...input, inline: true },
        { handleErrors: false },
      );
      await showPdf(tab, async () => link, 1);
      return null;
    } catch (error) {
      tab?.close();
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      if (isApiError(error)) notifications.show({ color: 'red', message: error.displayText });
      return null;
    }
  }

  async function print(reminderUid: string) {
    const tab = openPrintTab();
    await showPdf(
      tab,
      (inline) => call(paymentRemindersApi.printPaymentReminders, { reminderUids: [reminderUid], inline }),
      1,
    );
    void query.refetch();
  }

  async function remove(reminderUid: string, what: string) {
    const ok = await confirm({
      title: 'Ta bort påminnelsen',
      message: `Påminnelsen ${what} tas bort. Den har inte skrivits ut eller skickats.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok) settle(await call(paymentRemindersApi.deletePaymentRemind, { ...ref, reminderUid }));
  }

  return { applies, query, add, preview, print, remove };
}
