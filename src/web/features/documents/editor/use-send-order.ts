import { notifications } from '@mantine/notifications';
import { customerOrdersApi, type OrderCheck } from '@shared/api/customerOrders.api';
import type { Document } from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/call';
import { mapServerMessages } from '../../../kit';
import { noErrors, type PlacedErrors, placeErrors } from './field-errors';
import type { HeaderChange } from './HeaderForm';
import type { DocumentEditorState } from './use-document-editor';

export type SendStep =
  | { kind: 'closed' }
  | { kind: 'checking' }
  | { kind: 'checked'; check: OrderCheck }
  | { kind: 'sending'; check: OrderCheck }
  | { kind: 'failed'; check: OrderCheck | null; message: string };

/** The check's and the send's messages at their places: header fields, delivery paths and grid cells. */
export interface SendErrors {
  placed: PlacedErrors;
  /** Header paths, dotted ones too (`deliveryAddress.zipCode`). */
  fields: Record<string, string>;
}

const none: SendErrors = { placed: noErrors, fields: {} };

function placeMessages(messages: readonly ApiMessage[], editor: DocumentEditorState): SendErrors {
  const errors = messages.filter((m) => m.level === 'ERROR');
  const { fieldErrors: fields } = mapServerMessages(errors, {
    prefix: 'data.',
    fields: (path) => path !== '' && !path.startsWith('items'),
  });
  const placed = placeErrors(
    errors.map((m) => ({ field: m.field, message: m.text })),
    editor.draft.items,
  );
  return { placed: { ...placed, general: [] }, fields };
}

/**
 * 'Skicka till leverantören' (docs/decisions/0014): saves what is typed, runs the check, shows its
 * errors at their fields and in the dialog, lets warnings be accepted, then sends. A failed send keeps
 * the draft as it is and says so.
 */
export function useSendOrder(editor: DocumentEditorState) {
  const [step, setStep] = useState<SendStep>({ kind: 'closed' });
  const [errors, setErrors] = useState<SendErrors>(none);
  const items = editor.draft.items;

  // A changed line may have mended what the check said about the lines.
  useEffect(() => {
    if (items)
      setErrors((e) => (e.placed.cells.size ? { ...e, placed: { ...e.placed, cells: new Map() } } : e));
  }, [items]);

  const { changeHeader } = editor;
  const onHeaderChange: HeaderChange = useCallback(
    (patch, label, field) => {
      changeHeader(patch, label, field);
      const touched = new Set([...(field ? [field] : []), ...Object.keys(patch)]);
      setErrors((e) => {
        const stale = Object.keys(e.fields).filter((f) => touched.has(f) || touched.has(f.split('.')[0]!));
        if (stale.length === 0) return e;
        const fields = { ...e.fields };
        const header = { ...e.placed.header };
        for (const f of stale) {
          delete fields[f];
          delete header[f];
        }
        return { fields, placed: { ...e.placed, header } };
      });
    },
    [changeHeader],
  );

  async function start() {
    setStep({ kind: 'checking' });
    try {
      await editor.settle();
      const docUid = editor.docUid();
      if (!docUid || editor.dirty()) {
        setStep({
          kind: 'failed',
          check: null,
          message: 'Beställningen är inte sparad ännu. Vänta ett ögonblick och försök igen.',
        });
        return;
      }
      const check = await call(
        customerOrdersApi.customerOrderCheckToSend,
        { docUid },
        { handleErrors: false },
      );
      setErrors(placeMessages(check.messages, editor));
      setStep({ kind: 'checked', check });
    } catch (error) {
      setStep({ kind: 'failed', check: null, message: messageOf(error) });
    }
  }

  async function send(check: OrderCheck) {
    const docUid = editor.docUid();
    if (!docUid) return;
    setStep({ kind: 'sending', check });
    try {
      await editor.settle();
      const doc: Document = await call(
        customerOrdersApi.customerOrderSend,
        { docUid, newVersion: editor.version() },
        { handleErrors: false },
      );
      editor.replaceFromServer(doc, 'Skicka till leverantören');
      setErrors(none);
      setStep({ kind: 'closed' });
      notifications.show({
        color: 'green',
        message: `Beställning ${doc.number ?? ''} är skickad till leverantören`,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setErrors(placeMessages(error.messages, editor));
      setStep({ kind: 'failed', check, message: messageOf(error) });
    }
  }

  const close = useCallback(() => setStep({ kind: 'closed' }), []);
  return { step, errors, start, send, close, onHeaderChange };
}

function messageOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'Servern kunde inte nås. Beställningen är inte skickad – försök igen.';
    return error.displayText;
  }
  return 'Något gick fel. Beställningen är inte skickad – försök igen.';
}
