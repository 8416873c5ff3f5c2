import { type ActiveTimeLog, type TimeLogList, timeLogsApi } from '@shared/api/timeLogs.api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createOfflineLayer } from './offline-layer';
import { copyKey } from './offline-policies';
import { createOfflineQueue } from './offline-queue';
import { memoryStore } from './offline-store';
import { orderTimeLogParameters } from './offline-time';

const ORDER = '5a1c9e1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const TIMER = '7f0e6d5c-4b3a-4291-8a7b-6c5d4e3f2a10';
const networkDown = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', messages: [] }));

async function offlinePhone() {
  const store = memoryStore();
  const queue = createOfflineQueue({
    store,
    send: async () => ({}),
    loadTheirs: async () => undefined,
    sent: () => {},
    changed: () => {},
  });
  const layer = createOfflineLayer({
    store,
    queue,
    online: () => false,
    employee: () => ({ uid: 'e1', caption: 'Erik Fältsson' }),
    hasWaiting: () => false,
    restoredSession: () => {},
    queued: () => {},
    listed: () => {},
  });
  const running: ActiveTimeLog = {
    timelogUid: TIMER,
    workOrderUid: ORDER,
    workOrderNumber: 5003,
    workOrderTitle: 'Golvbrunn',
    code: '',
    note: 'Rivning',
    employee: { uid: 'e1', caption: 'Erik Fältsson' },
    start: '2026-11-25T07:00:00.000Z',
  };
  await store.writeCopy(copyKey(timeLogsApi.currentTimeLogItem, {}), running);
  const empty: TimeLogList = { totalCount: 0, countCapped: false, totalMinutes: 0, items: [] };
  await store.writeCopy(copyKey(timeLogsApi.timeLogsList, orderTimeLogParameters(ORDER)), empty);
  return { store, queue, layer };
}

describe('the timer without a connection', () => {
  it('stops the running timer at the moment pressed and shows the row in the order’s time log', async () => {
    const { store, queue, layer } = await offlinePhone();
    const at = '2026-11-25T09:35:00.000Z';
    const entry = await layer.call(timeLogsApi.stopWorkOrderTimer, { timeLogUid: TIMER, at }, networkDown);

    expect(entry).toMatchObject({
      uid: TIMER,
      start: '2026-11-25T07:00:00.000Z',
      end: at,
      durationMinutes: 155,
    });
    expect(await layer.call(timeLogsApi.currentTimeLogItem, {}, networkDown)).toBeNull();
    const log = await layer.call(timeLogsApi.timeLogsList, orderTimeLogParameters(ORDER), networkDown);
    expect(log).toMatchObject({ totalCount: 1, totalMinutes: 155, items: [{ uid: TIMER, note: 'Rivning' }] });

    const [queued] = await queue.changes('e1');
    expect(queued).toMatchObject({ docUid: ORDER, label: 'Tidtagning stoppad – Arbetsorder (utkast)' });
    expect(queued?.parameters).toEqual({ timeLogUid: TIMER, at });
    expect(await store.readCopy(copyKey(timeLogsApi.currentTimeLogItem, {}))).toBeNull();
  });

  it('takes the time of a start from the phone’s clock when the call has none', async () => {
    const { queue, layer } = await offlinePhone();
    const before = Date.now();
    const uid = crypto.randomUUID();
    const entry = await layer.call(
      timeLogsApi.startWorkOrderTimer,
      { timeLogUid: uid, workOrderUid: ORDER },
      networkDown,
    );
    expect(Date.parse(entry.start)).toBeGreaterThanOrEqual(before);
    const [queued] = await queue.changes('e1');
    expect((queued?.parameters as { at: string } | undefined)?.at).toBe(entry.start);
    expect(await layer.call(timeLogsApi.currentTimeLogItem, {}, networkDown)).toMatchObject({
      timelogUid: uid,
    });
  });

  it('refuses to queue a stop of a timer the phone does not know', async () => {
    const { layer, queue } = await offlinePhone();
    await expect(
      layer.call(timeLogsApi.stopWorkOrderTimer, { timeLogUid: crypto.randomUUID(), at: null }, networkDown),
    ).rejects.toThrow(/inte sparat i telefonen/);
    expect(await queue.changes('e1')).toEqual([]);
  });
});
