/**
 * Starts the field app's offline support (decision 0049): the service worker that keeps the app shell,
 * the store on the phone, the queue and the layer every call passes through. The queue is sent when the
 * network comes back, when someone logs in, and every little while as long as anything waits (a phone
 * may say it is online while the cellar's signal carries nothing).
 */
import { attachmentsApi } from '@shared/api/attachments.api';
import type { Endpoint, ResultOf } from '@shared/api/endpoint';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { apiEvents, callNow } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { installOfflineLayer } from '../../api/offline-layer';
import { queryClient } from '../../api/query-client';
import { uploadNow } from '../../api/upload';
import { currentSession, sessionStore } from '../../session/session-store';
import { createOfflineLayer } from './offline-layer';
import {
  attachmentListKey,
  attachmentUploadKey,
  copyKey,
  endpointKey,
  workOrder,
  workOrderKey,
  workOrderSaveKey,
} from './offline-policies';
import { createOfflineQueue, type OfflineQueue } from './offline-queue';
import { offlineStatus } from './offline-status';
import { memoryStore, type OfflineStore, openIndexedDbStore, type QueuedChange } from './offline-store';
import { orderTimeLogParameters, timeEndpointKeys } from './offline-time';

const RETRY_EVERY_MS = 15_000;
/** The orders a list brings along for the cellar: the first page is what a plumber has this week. */
const PREFETCH_MAX = 30;
const quiet = { handleErrors: false, background: true, quietMessages: true } as const;

let active: { store: OfflineStore; queue: OfflineQueue } | null = null;

/** The JSON calls the queue sends, by the key a queued change names them with. */
const queuedCalls: ReadonlyMap<string, Endpoint> = new Map(
  [workOrder.save, ...Object.values(timeLogsApi)].map((endpoint) => [endpointKey(endpoint), endpoint]),
);

function send(change: QueuedChange): Promise<unknown> {
  const endpoint = queuedCalls.get(change.endpointKey);
  if (endpoint) return callNow(endpoint, change.parameters as never, quiet);
  if (change.endpointKey === attachmentUploadKey && change.file) {
    return uploadNow(attachmentsApi.upload, change.file, change.query ?? {});
  }
  return Promise.reject(new Error(`Okänd ändring i kön: ${change.endpointKey}`));
}

function loadTheirs(change: QueuedChange): Promise<unknown> {
  if (change.endpointKey !== workOrderSaveKey || change.docUid === null) return Promise.resolve(undefined);
  return callNow(workOrder.load, { docUid: change.docUid }, quiet);
}

async function refreshStatus() {
  const session = currentSession();
  const changes = active && session ? await active.queue.changes(session.employeeUid) : [];
  offlineStatus.set((s) => ({
    ...s,
    waiting: changes.length,
    decisions: changes.filter((c) => c.state !== 'pending'),
  }));
}

/** Sends what waits, if anyone is logged in and the phone thinks it is online. */
export async function sendWaiting(): Promise<void> {
  const session = currentSession();
  if (!active || !session || !navigator.onLine) return;
  offlineStatus.set((s) => ({ ...s, sending: true }));
  try {
    await active.queue.replay(session.employeeUid);
  } finally {
    offlineStatus.set((s) => ({ ...s, sending: false }));
    await refreshStatus();
  }
}

export function offlineQueue(): OfflineQueue | null {
  return active?.queue ?? null;
}

async function afterSent(store: OfflineStore, change: QueuedChange, result: unknown) {
  if (change.endpointKey === workOrderSaveKey && change.docUid !== null) {
    await store.writeCopy(workOrderKey(change.docUid), result);
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(workOrder.list) });
  } else if (timeEndpointKeys.has(change.endpointKey)) {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(timeLogsApi.timeLogsList) });
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(timeLogsApi.currentTimeLogItem) });
  } else {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(attachmentsApi.list) });
  }
}

/** Keeps each listed order and its attachments list, unless changes to it wait (its copy shows them). */
async function keepListed(store: OfflineStore, queue: OfflineQueue, result: unknown) {
  const session = currentSession();
  if (!session) return;
  const waiting = new Set((await queue.changes(session.employeeUid)).map((c) => c.docUid));
  const rows = (result as ResultOf<typeof workOrder.list>).items.slice(0, PREFETCH_MAX);
  for (const row of rows) {
    if (waiting.has(row.docUid) || !navigator.onLine) continue;
    try {
      await store.writeCopy(
        workOrderKey(row.docUid),
        await callNow(workOrder.load, { docUid: row.docUid }, quiet),
      );
      const list = await callNow(attachmentsApi.list, { docType: 'WORK_ORDER', docUid: row.docUid }, quiet);
      await store.writeCopy(attachmentListKey(row.docUid), list);
      const log = orderTimeLogParameters(row.docUid);
      await store.writeCopy(
        copyKey(timeLogsApi.timeLogsList, log),
        await callNow(timeLogsApi.timeLogsList, log, quiet),
      );
    } catch {
      // A row that cannot be read now is read when it is opened; the list itself is already kept.
    }
  }
}

async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await new Workbox('/sw.js', { scope: '/' }).register();
}

function openStore(): OfflineStore {
  try {
    return typeof indexedDB === 'undefined' ? memoryStore() : openIndexedDbStore();
  } catch {
    return memoryStore();
  }
}

export function installOffline(): void {
  const store = openStore();
  const queue = createOfflineQueue({
    store,
    send,
    loadTheirs,
    sent: (change, result) => afterSent(store, change, result),
    changed: () => void refreshStatus(),
  });
  active = { store, queue };
  installOfflineLayer(
    createOfflineLayer({
      store,
      queue,
      online: () => navigator.onLine,
      employee: () => {
        const session = currentSession();
        return session ? { uid: session.employeeUid, caption: session.employeeName } : null;
      },
      hasWaiting: () => offlineStatus.get().waiting > 0 || offlineStatus.get().sending,
      restoredSession: (current) => apiEvents.emit('session', current),
      queued: () => void sendWaiting(),
      listed: (result) => void keepListed(store, queue, result),
    }),
  );

  const setOnline = (online: boolean) => {
    offlineStatus.set((s) => ({ ...s, online }));
    if (online) void sendWaiting();
  };
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  window.setInterval(() => {
    if (offlineStatus.get().waiting > offlineStatus.get().decisions.length) void sendWaiting();
  }, RETRY_EVERY_MS);

  let employeeUid: string | null = null;
  sessionStore.subscribe(() => {
    const now = sessionStore.get().session?.employeeUid ?? null;
    if (now === employeeUid) return;
    // Logged out (or the session ended): what this phone kept of the firm's orders goes with it.
    if (employeeUid !== null && now === null) void store.clearCopies();
    employeeUid = now;
    void refreshStatus().then(sendWaiting);
  });
  void registerServiceWorker().catch(() => undefined);
}
