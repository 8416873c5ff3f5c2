import { notifications } from '@mantine/notifications';
import { type ClientLinkOverview, clientLinksApi } from '@shared/api/clientLinks.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';

/** The kinds whose definition gives them a client link (offer, ÄTA, invoice): never decided by a type. */
export function hasClientLink(docType: DocumentType): boolean {
  return documentKinds[docType].clientLink !== 'NONE';
}

/** After a mail with a link the editor's card reads the links again. */
export function invalidateClientLinks() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(clientLinksApi.overview) });
}

/**
 * One document's client links for the editor's card: the state, making a link (its address is shown
 * this once: only the hash is kept) and revoking one after a question. Every change answers the overview.
 */
export function useClientLinks(docType: DocumentType, docUid: string | null) {
  const applies = hasClientLink(docType) && docUid !== null;
  const ref = { docType, docUid: docUid ?? '' };
  const query = useApiQuery(clientLinksApi.overview, ref, { enabled: applies });
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const settle = (overview: ClientLinkOverview) =>
    queryClient.setQueryData(apiQueryKey(clientLinksApi.overview, ref), overview);

  async function create() {
    setCreating(true);
    try {
      const made = await call(clientLinksApi.create, ref);
      settle(made.overview);
      setNewUrl(made.url);
    } finally {
      setCreating(false);
    }
  }

  async function revoke(linkUid: string) {
    const ok = await confirm({
      title: 'Återkalla länken',
      message: 'Kunden kan inte längre öppna dokumentet med den här länken. Det går inte att ångra.',
      confirmLabel: 'Återkalla',
      danger: true,
    });
    if (!ok) return;
    settle(await call(clientLinksApi.revoke, { ...ref, linkUid }));
    notifications.show({ color: 'green', message: 'Länken är återkallad', autoClose: 3000 });
  }

  return { applies, query, newUrl, creating, create, revoke };
}
