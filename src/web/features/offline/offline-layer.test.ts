import { attachmentsApi } from '@shared/api/attachments.api';
import { authApi } from '@shared/api/auth.api';
import { type Document, documentDataSchema } from '@shared/api/documents';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { conflictRows, keepBothParameters } from './conflict-view';
import { createOfflineLayer, NOT_KEPT_TEXT } from './offline-layer';
import { attachmentListKey, copyKey, workOrder, workOrderKey } from './offline-policies';
import { createOfflineQueue } from './offline-queue';
import { memoryStore } from './offline-store';

const DOC = '0b8a7c44-1a52-4c8e-9f3c-6a1f2d9e0a11';

function storedOrder(over: { notes?: string; mark?: string; version?: number } = {}): Document {
  const { items, ...header } = documentDataSchema.parse({
    docDate: '2026-11-25',
    notes: over.notes ?? 'Byt blandare',
    mark: over.mark ?? '',
    items: [
      {
        uid: 'a5f0c4c2-5e2b-4a8c-9f65-2f1c3b4d5e6f',
        type: 'COMMENT',
        description: 'Blandare',
        quantity: 1000,
      },
    ],
  });
  return {
    uid: DOC,
    number: 12,
    version: over.version ?? 3,
    header,
    items: items.map((i) => ({ ...i, sumOre: 129_900 })),
  } as unknown as Document;
}

const networkDown = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', messages: [] }));

function setup(online: boolean) {
  const store = memoryStore();
  const state = { online, sessions: [] as unknown[] };
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
    online: () => state.online,
    employee: () => ({ uid: 'e1', caption: 'Anna Rör' }),
    hasWaiting: () => false,
    restoredSession: (s) => state.sessions.push(s),
    queued: () => {},
    listed: () => {},
  });
  return { store, queue, layer, state };
}

describe('offline layer', () => {
  it('keeps each read answer and gives it back without a network', async () => {
    const { layer, state } = setup(true);
    const order = storedOrder();
    await layer.call(workOrder.load, { docUid: DOC }, async () => order);

    state.online = false;
    expect(await layer.call(workOrder.load, { docUid: DOC }, networkDown)).toEqual(order);
    await expect(layer.call(workOrder.load, { docUid: crypto.randomUUID() }, networkDown)).rejects.toThrow(
      NOT_KEPT_TEXT,
    );
  });

  it('answers from the copy when the phone says online but nothing reaches the server', async () => {
    const { layer } = setup(true);
    await layer.call(workOrder.load, { docUid: DOC }, async () => storedOrder());
    expect((await layer.call(workOrder.load, { docUid: DOC }, networkDown)).number).toBe(12);
  });

  it('restores the session from its copy, so a reload in the cellar is still logged in', async () => {
    const { layer, state } = setup(true);
    const current = { instanceToken: 't', session: { employeeUid: 'e1' } } as never;
    await layer.call(authApi.current, {}, async () => current);
    state.online = false;
    await layer.call(authApi.current, {}, networkDown);
    expect(state.sessions).toEqual([current]);
  });

  it('queues a save made offline, answers it with the next version and shows it in the copy', async () => {
    const { layer, store, queue, state } = setup(true);
    await layer.call(workOrder.load, { docUid: DOC }, async () => storedOrder());
    state.online = false;

    const data = { ...storedOrder().header, notes: 'Blandaren bytt, läcka i golvbrunn', items: [] };
    const answer = await layer.call(workOrder.save, { docUid: DOC, newVersion: 3, data }, networkDown);
    expect(answer).toMatchObject({
      version: 4,
      header: { notes: 'Blandaren bytt, läcka i golvbrunn' },
      items: [],
    });

    const copy = (await store.readCopy(workOrderKey(DOC))) as Document;
    expect(copy.header.notes).toBe('Blandaren bytt, läcka i golvbrunn');
    const [queued] = await queue.changes('e1');
    expect(queued).toMatchObject({ label: 'Arbetsorder 12', parameters: { newVersion: 3 } });
    expect(queued?.base).toMatchObject({ notes: 'Byt blandare' });

    // The editor saves on version 4 now; the queue keeps one save under the server's version 3.
    const again = await layer.call(workOrder.save, { docUid: DOC, newVersion: 4, data }, networkDown);
    expect(again.version).toBe(4);
    expect(await queue.changes('e1')).toHaveLength(1);
  });

  it('queues a photo offline and lists it in the order’s attachments copy', async () => {
    const { layer, store, queue, state } = setup(false);
    const list = { attachments: [], space: { availabilityBytes: 10 }, mayUpload: true, mayDelete: true };
    await store.writeCopy(attachmentListKey(DOC), list);
    state.online = false;

    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const query = { docType: 'WORK_ORDER', docUid: DOC, fileName: 'golvbrunn.jpg' };
    const answer = await layer.upload(attachmentsApi.upload, photo, query, networkDown);

    expect(answer.attachment).toMatchObject({
      fileName: 'golvbrunn.jpg',
      fileSize: 3,
      fileType: 'image/jpeg',
    });
    const copy = (await store.readCopy(attachmentListKey(DOC))) as typeof list;
    expect(copy.attachments).toHaveLength(1);
    const [queued] = await queue.changes('e1');
    expect(queued?.file).toBe(photo);
    expect(queued?.query).toEqual(query);
  });

  it('sends a new order or another kind’s save straight on, never queued', async () => {
    const { layer, queue } = setup(false);
    await expect(
      layer.call(workOrder.save, { newVersion: 0, data: storedOrder().header }, networkDown),
    ).rejects.toThrow();
    expect(await queue.changes('e1')).toEqual([]);
    expect(copyKey(workOrder.load, { b: 1, a: 2 })).toBe(copyKey(workOrder.load, { a: 2, b: 1 }));
  });
});

describe('a conflict shown with both versions', () => {
  it('lists what the office and the person changed, and keeps both when the person chooses so', () => {
    const read = storedOrder();
    const base = documentDataSchema.parse({ ...read.header, items: read.items });
    const mine = { ...base, notes: 'Läcka i golvbrunn' };
    const theirs = storedOrder({ mark: 'Ring före 8', version: 4 });

    const rows = conflictRows({ base, mine, theirs });
    expect(rows).toEqual([
      { label: 'Märkning', theirs: 'Ring före 8', mine: '–', both: false },
      { label: 'Anteckningar', theirs: 'Byt blandare', mine: 'Läcka i golvbrunn', both: false },
    ]);
    const merged = keepBothParameters({ base, mine, theirs }, DOC);
    expect(merged).toMatchObject({
      docUid: DOC,
      newVersion: 4,
      data: { mark: 'Ring före 8', notes: 'Läcka i golvbrunn' },
    });
  });
});
