import { notifications } from '@mantine/notifications';
import { documentKindEndpoints } from '@shared/api/documents';
import {
  type EInvoicePreview,
  eInvoiceApi,
  eInvoiceSendAccess,
  eInvoiceViewAccess,
} from '@shared/api/eInvoice.api';
import { canAccess } from '@shared/domain/access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { saveFile } from '../../api/files';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';

/** Whether a kind is sent as an e-invoice: its definition says so (decision 0050), never its type. */
export function kindSendsEInvoice(docType: DocumentType): boolean {
  return documentKinds[docType].eInvoice !== 'NONE';
}

/** Why a failed call did not go through, in the server's words. */
function textOf(error: unknown): string {
  return isApiError(error) ? error.displayText : 'Något gick fel. Försök igen.';
}

/**
 * One invoice's e-invoice (issue #20, decision 0050): the preview and status from the server, read
 * again whenever the editor's saved version changes (a saved line may reset the approval); approving,
 * sending (the access point's refusal kept for the card), and the XML file's download.
 */
export function useEInvoice(
  docType: DocumentType,
  docUid: string | null,
  /** The editor's saved version: a new one means the content may have changed. */
  version: number,
) {
  const session = useSession();
  const firmEnabled = session !== null && canAccess(session, eInvoiceViewAccess);
  const maySend = session !== null && canAccess(session, eInvoiceSendAccess);
  const applies = kindSendsEInvoice(docType) && docUid !== null;
  const ref = { invoiceUid: docUid ?? '', docType };
  const key = apiQueryKey(eInvoiceApi.previewEInvoice, ref);
  const query = useApiQuery(eInvoiceApi.previewEInvoice, ref, { enabled: applies && firmEnabled });
  const [busy, setBusy] = useState<'approve' | 'send' | 'export' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void queryClient.invalidateQueries({ queryKey: key });
  }, [version, key]);

  const settle = (preview: EInvoicePreview) => queryClient.setQueryData(key, preview);

  async function run<T>(what: NonNullable<typeof busy>, work: () => Promise<T>): Promise<T | null> {
    setBusy(what);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  }

  async function approve() {
    await run('approve', async () => {
      try {
        settle(await call(eInvoiceApi.approveEInvoice, ref, { handleErrors: false }));
        notifications.show({ color: 'green', message: 'E-fakturan är godkänd', autoClose: 3000 });
      } catch (error) {
        notifications.show({ color: 'red', message: textOf(error) });
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
  }

  /** True when sent; the refusal stays on the card. */
  async function send(buyer: string): Promise<boolean> {
    const ok = await confirm({
      title: 'Skicka e-fakturan',
      message: `E-fakturan skickas till ${buyer} via accesspunkten. Därefter kan fakturan inte ändras.`,
      confirmLabel: 'Skicka',
    });
    if (!ok) return false;
    const sent = await run('send', async () => {
      setSendError(null);
      try {
        settle(await call(eInvoiceApi.sendEInvoice, ref, { handleErrors: false }));
        notifications.show({ color: 'green', message: 'E-fakturan är skickad', autoClose: 4000 });
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(documentKindEndpoints[docType].list) });
        return true;
      } catch (error) {
        setSendError(textOf(error));
        void queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    });
    return sent === true;
  }

  async function download() {
    await run('export', async () => {
      try {
        saveFile(await call(eInvoiceApi.exportEInvoice, ref, { handleErrors: false }));
      } catch (error) {
        notifications.show({ color: 'red', message: textOf(error) });
      }
    });
  }

  return { applies, firmEnabled, maySend, query, busy, sendError, approve, send, download };
}
