/** What the header and the conflict dialog show: the network, the waiting changes, those needing a choice. */
import { createStore, useStore } from '../../lib/store';
import type { QueuedChange } from './offline-store';

export interface OfflineStatus {
  online: boolean;
  /** Changes not yet on the server, those needing a choice included. */
  waiting: number;
  /** Refused by the server (409 or otherwise): the person chooses. */
  decisions: QueuedChange[];
  sending: boolean;
}

export const offlineStatus = createStore<OfflineStatus>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  decisions: [],
  sending: false,
});

export const useOfflineStatus = () => useStore(offlineStatus);

/** "Offline – 3 ändringar väntar"; online only what still waits. */
export function statusText({ online, waiting }: Pick<OfflineStatus, 'online' | 'waiting'>): string | null {
  const changes = waiting === 1 ? '1 ändring väntar' : `${waiting} ändringar väntar`;
  if (!online) return `Offline – ${changes}`;
  return waiting > 0 ? changes : null;
}
