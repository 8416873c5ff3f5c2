/**
 * The timer and the time log without a connection (decision 0049, on decision 0048's contract): start,
 * stop and the running entry's note, and the manual rows. The contract takes the row's uid from the
 * phone and the time the button was pressed (`at`), so a queued call sent later records the right time
 * and a call sent twice finds its row. The kept copies of the running timer and of each work order's
 * time log are changed with each queued call, so the header and the order show it after a reload too.
 */
import type { Document } from '@shared/api/documents';
import {
  type ActiveTimeLog,
  type TimeLogEntry,
  type TimeLogList,
  timeLogsApi,
} from '@shared/api/timeLogs.api';
import { durationMinutes } from '@shared/domain/time-logs';
import {
  copyKey,
  endpointKey,
  orderLabel,
  type QueueContext,
  type QueuePolicy,
  workOrderKey,
} from './offline-policies';
import type { OfflineStore } from './offline-store';

const currentKey = copyKey(timeLogsApi.currentTimeLogItem, {});
const listPrefix = `${endpointKey(timeLogsApi.timeLogsList)} `;

/** The time-log list an order's page asks for; kept for each listed order (install-offline.ts). */
export const orderTimeLogParameters = (workOrderUid: string) => ({ workOrderUid, limit: 500 });

type Parameters = Record<string, unknown> & { workOrderUid?: string; timeLogUid?: string; uid?: string };

async function order(store: OfflineStore, workOrderUid: string | undefined) {
  return workOrderUid
    ? ((await store.readCopy(workOrderKey(workOrderUid))) as Document | undefined)
    : undefined;
}

function entryOf(base: Partial<TimeLogEntry>, over: Partial<TimeLogEntry>): TimeLogEntry {
  const entry: TimeLogEntry = {
    uid: '',
    version: 1,
    type: 'TIMELOG',
    workOrderUid: '',
    workOrderNumber: null,
    workOrderTitle: '',
    employee: null,
    start: new Date().toISOString(),
    end: null,
    durationMinutes: 0,
    rot: false,
    ownArticleUid: null,
    ownArticleType: null,
    code: '',
    name: '',
    unit: 'tim',
    priceOre: null,
    purchasePriceOre: null,
    sumOre: 0,
    note: '',
    comment: '',
    invoiceUid: null,
    ...base,
    ...over,
  };
  const minutes = entry.type === 'TIMELOG' ? durationMinutes(entry.start, entry.end) : 0;
  return {
    ...entry,
    durationMinutes: minutes,
    sumOre: entry.priceOre === null ? 0 : Math.round((entry.priceOre * minutes) / 60),
  };
}

/** Every kept time log of the order, changed by `change` (a row added, replaced or removed). */
async function changeLists(
  store: OfflineStore,
  workOrderUid: string,
  change: (items: TimeLogEntry[]) => TimeLogEntry[],
) {
  for (const key of await store.copyKeys(listPrefix)) {
    const parameters = JSON.parse(key.slice(listPrefix.length)) as { workOrderUid?: string | null };
    if (parameters.workOrderUid !== workOrderUid) continue;
    const list = (await store.readCopy(key)) as TimeLogList | undefined;
    if (!list) continue;
    const items = change(list.items);
    const totalMinutes = items.reduce((sum, item) => sum + item.durationMinutes, 0);
    await store.writeCopy(key, { ...list, items, totalCount: items.length, totalMinutes });
  }
}

const upsert = (entry: TimeLogEntry) => (items: TimeLogEntry[]) =>
  items.some((i) => i.uid === entry.uid)
    ? items.map((i) => (i.uid === entry.uid ? entry : i))
    : [...items, entry];

async function keptEntry(store: OfflineStore, uid: string | undefined): Promise<TimeLogEntry | undefined> {
  for (const key of await store.copyKeys(listPrefix)) {
    const found = ((await store.readCopy(key)) as TimeLogList | undefined)?.items.find((i) => i.uid === uid);
    if (found) return found;
  }
  return undefined;
}

const now = () => new Date().toISOString();
/** `at` as the person pressed the button, for a call the server receives later. */
const stamped = (parameters: unknown) => ({
  ...(parameters as Parameters),
  at: (parameters as { at?: string | null }).at ?? now(),
});

async function current(store: OfflineStore) {
  return (await store.readCopy(currentKey)) as ActiveTimeLog | null | undefined;
}

const always = () => true;

const startTimer: QueuePolicy = {
  queueable: always,
  subject: () => null,
  async prepare(parameters, { store }) {
    const p = stamped(parameters);
    const label = `Tidtagning startad – ${orderLabel(await order(store, p.workOrderUid))}`;
    return { parameters: p, label, docUid: p.workOrderUid ?? null };
  },
  async answer({ parameters }, { store, employee }: QueueContext) {
    const p = parameters as Parameters & { at: string; code?: string; note?: string };
    const doc = await order(store, p.workOrderUid);
    const entry = entryOf(
      {},
      {
        uid: p.timeLogUid ?? '',
        workOrderUid: p.workOrderUid ?? '',
        workOrderNumber: doc?.number ?? null,
        workOrderTitle: doc?.header.title ?? '',
        employee: { uid: employee.uid, caption: employee.caption },
        start: p.at,
        code: p.code ?? '',
        note: p.note ?? '',
      },
    );
    const active: ActiveTimeLog = {
      timelogUid: entry.uid,
      workOrderUid: entry.workOrderUid,
      workOrderNumber: entry.workOrderNumber,
      workOrderTitle: entry.workOrderTitle,
      code: entry.code,
      note: entry.note,
      employee: { uid: employee.uid, caption: employee.caption },
      start: entry.start,
    };
    await store.writeCopy(currentKey, active);
    await changeLists(store, entry.workOrderUid, upsert(entry));
    return entry;
  },
};

const stopTimer: QueuePolicy = {
  queueable: always,
  subject: () => null,
  async prepare(parameters, { store }) {
    const p = stamped(parameters);
    const running = await current(store);
    if (!running || running.timelogUid !== p.timeLogUid) throw new Error('not kept');
    const label = `Tidtagning stoppad – ${orderLabel(await order(store, running.workOrderUid))}`;
    return { parameters: p, label, docUid: running.workOrderUid };
  },
  async answer({ parameters }, { store, employee }) {
    const p = parameters as Parameters & { at: string };
    const running = (await current(store)) as ActiveTimeLog;
    const kept = await keptEntry(store, p.timeLogUid);
    const entry = entryOf(kept ?? {}, {
      uid: running.timelogUid,
      workOrderUid: running.workOrderUid,
      workOrderNumber: running.workOrderNumber,
      workOrderTitle: running.workOrderTitle,
      employee: running.employee ?? { uid: employee.uid, caption: employee.caption },
      start: running.start,
      end: p.at,
      code: running.code,
      note: running.note,
    });
    await store.writeCopy(currentKey, null);
    await changeLists(store, entry.workOrderUid, upsert(entry));
    return entry;
  },
};

const updateRunning: QueuePolicy = {
  queueable: always,
  subject: () => null,
  async prepare(parameters, { store }) {
    const running = await current(store);
    if (!running) throw new Error('not kept');
    const label = `Pågående tidtagning – ${orderLabel(await order(store, running.workOrderUid))}`;
    return { parameters, label, docUid: running.workOrderUid };
  },
  async answer({ parameters }, { store }) {
    const p = parameters as Parameters & { note: string; code: string };
    const running = (await current(store)) as ActiveTimeLog;
    await store.writeCopy(currentKey, { ...running, note: p.note ?? '', code: p.code ?? '' });
    const entry = entryOf((await keptEntry(store, p.timeLogUid)) ?? {}, {
      uid: running.timelogUid,
      workOrderUid: running.workOrderUid,
      start: running.start,
      note: p.note ?? '',
      code: p.code ?? '',
    });
    await changeLists(store, entry.workOrderUid, upsert(entry));
    return entry;
  },
};

const saveRow: QueuePolicy = {
  queueable: always,
  subject: (parameters) => (parameters as Parameters).uid ?? null,
  async prepare(parameters, { store }) {
    const p = parameters as Parameters;
    const label = `Tidrapportrad – ${orderLabel(await order(store, p.workOrderUid))}`;
    return { parameters, label, docUid: p.workOrderUid ?? null };
  },
  async answer({ parameters }, { store, employee }) {
    const p = parameters as Parameters & {
      newVersion: number;
      data: Partial<TimeLogEntry> & { employeeUid?: string | null };
    };
    const doc = await order(store, p.workOrderUid);
    const { employeeUid: _, ...data } = p.data;
    const entry = entryOf((await keptEntry(store, p.uid)) ?? {}, {
      ...data,
      uid: p.uid ?? '',
      version: p.newVersion + 1,
      workOrderUid: p.workOrderUid ?? '',
      workOrderNumber: doc?.number ?? null,
      workOrderTitle: doc?.header.title ?? '',
      employee: { uid: employee.uid, caption: employee.caption },
    });
    await changeLists(store, entry.workOrderUid, upsert(entry));
    return entry;
  },
};

const deleteRow: QueuePolicy = {
  queueable: always,
  subject: () => null,
  async prepare(parameters, { store }) {
    const kept = await keptEntry(store, (parameters as Parameters).uid);
    if (!kept) throw new Error('not kept');
    const label = `Borttagen tidrapportrad – ${orderLabel(await order(store, kept.workOrderUid))}`;
    return { parameters, label, docUid: kept.workOrderUid };
  },
  async answer({ parameters }, { store }) {
    const kept = (await keptEntry(store, (parameters as Parameters).uid)) as TimeLogEntry;
    await changeLists(store, kept.workOrderUid, (items) => items.filter((i) => i.uid !== kept.uid));
    return { deleted: true };
  },
};

export const timePolicies: ReadonlyMap<string, QueuePolicy> = new Map([
  [endpointKey(timeLogsApi.startWorkOrderTimer), startTimer],
  [endpointKey(timeLogsApi.stopWorkOrderTimer), stopTimer],
  [endpointKey(timeLogsApi.updateCurrentTimeLogItem), updateRunning],
  [endpointKey(timeLogsApi.saveTimeLogItem), saveRow],
  [endpointKey(timeLogsApi.deleteTimeLogItem), deleteRow],
]);

export const timeEndpointKeys = new Set(timePolicies.keys());
