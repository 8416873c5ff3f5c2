import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createOfflineQueue } from './offline-queue';
import { memoryStore, type QueuedChange } from './offline-store';

const SAVE = 'POST /doc/workOrder';
const UPLOAD = 'POST /doc/docAttachment';

function change(over: Partial<QueuedChange>): QueuedChange {
  return {
    employeeUid: 'e1',
    endpointKey: SAVE,
    docUid: 'd1',
    subject: null,
    label: 'Arbetsorder 1',
    state: 'pending',
    createdAt: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}

const save = (docUid: string, newVersion: number, notes: string) =>
  change({ docUid, subject: docUid, parameters: { docUid, newVersion, data: { notes } } });

const failure = (status: number) =>
  new ApiError({ status, code: `HTTP_${status}`, messages: [], userErrorMessage: `Svar ${status}` });

/** A server that answers each change in turn by `answer`, recording what it got. */
function setup(answer: (change: QueuedChange) => unknown | Promise<unknown>) {
  const store = memoryStore();
  const sent: QueuedChange[] = [];
  const delivered: unknown[] = [];
  const queue = createOfflineQueue({
    store,
    send: async (c) => {
      sent.push(c);
      return answer(c);
    },
    loadTheirs: async () => ({ version: 9, office: true }),
    sent: (_c, result) => {
      delivered.push(result);
    },
    changed: () => {},
  });
  return { store, queue, sent, delivered };
}

describe('offline queue', () => {
  it('sends the changes in the order they were made and empties itself', async () => {
    const { queue, sent } = setup((c) => ({ ok: c.label }));
    await queue.enqueue(save('d1', 3, 'a'));
    await queue.enqueue(
      change({ endpointKey: UPLOAD, docUid: 'd1', label: 'foto', query: { fileName: 'f.jpg' } }),
    );
    await queue.enqueue(save('d2', 7, 'b'));

    expect(await queue.replay('e1')).toBe('done');
    expect(sent.map((c) => [c.endpointKey, c.docUid])).toEqual([
      [SAVE, 'd1'],
      [UPLOAD, 'd1'],
      [SAVE, 'd2'],
    ]);
    expect(await queue.changes('e1')).toEqual([]);
  });

  it('joins a later save of the same order into the waiting one, under the version it was made on', async () => {
    const { queue, sent } = setup(() => ({}));
    await queue.enqueue(save('d1', 3, 'first'));
    // The editor got version 4 from the queued answer and saves on it.
    const joined = await queue.enqueue(save('d1', 4, 'second'));

    expect(joined.parameters).toEqual({ docUid: 'd1', newVersion: 3, data: { notes: 'second' } });
    await queue.replay('e1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.parameters).toEqual({ docUid: 'd1', newVersion: 3, data: { notes: 'second' } });
  });

  it('stops while the network is gone and keeps everything for the next try', async () => {
    let online = false;
    const { queue, sent } = setup(() => {
      if (!online) throw failure(0);
      return {};
    });
    await queue.enqueue(save('d1', 3, 'a'));
    await queue.enqueue(save('d2', 1, 'b'));

    expect(await queue.replay('e1')).toBe('offline');
    expect(sent).toHaveLength(1);
    expect(await queue.changes('e1')).toHaveLength(2);

    online = true;
    expect(await queue.replay('e1')).toBe('done');
    expect(sent.map((c) => c.docUid)).toEqual(['d1', 'd1', 'd2']);
  });

  it('keeps a change the server refuses with a 409 together with the server version, and goes on', async () => {
    const { queue } = setup((c) => {
      if (c.docUid === 'd1') throw failure(409);
      return {};
    });
    await queue.enqueue(save('d1', 3, 'mine'));
    await queue.enqueue(save('d2', 1, 'other'));

    await queue.replay('e1');
    const left = await queue.changes('e1');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ docUid: 'd1', state: 'conflict', theirs: { version: 9, office: true } });
    expect(left[0]?.parameters).toEqual({ docUid: 'd1', newVersion: 3, data: { notes: 'mine' } });
    // A new edit of the order in conflict joins it and stays for the choice, never sent past it.
    await queue.enqueue(save('d1', 4, 'mine again'));
    await queue.replay('e1');
    expect((await queue.changes('e1'))[0]).toMatchObject({
      state: 'conflict',
      parameters: { newVersion: 3 },
    });
  });

  it('sends a conflict again only on the person’s choice, with the parameters chosen', async () => {
    let conflict = true;
    const { queue, sent } = setup(() => {
      if (conflict) throw failure(409);
      return { version: 10 };
    });
    await queue.enqueue(save('d1', 3, 'mine'));
    await queue.replay('e1');
    const [kept] = await queue.changes('e1');

    conflict = false;
    await queue.retryWith(kept!, { docUid: 'd1', newVersion: 9, data: { notes: 'both' } });
    await queue.replay('e1');
    expect(sent.at(-1)?.parameters).toEqual({ docUid: 'd1', newVersion: 9, data: { notes: 'both' } });
    expect(await queue.changes('e1')).toEqual([]);
  });

  it('keeps any other refusal with the server’s reason until the person lets it go', async () => {
    const { queue } = setup(() => {
      throw failure(400);
    });
    await queue.enqueue(save('d1', 3, 'x'.repeat(10)));
    await queue.replay('e1');
    const [refused] = await queue.changes('e1');
    expect(refused).toMatchObject({ state: 'refused', problem: 'Svar 400' });

    await queue.discard(refused!);
    expect(await queue.changes('e1')).toEqual([]);
  });

  it('sends only the logged-in employee’s changes', async () => {
    const { queue, sent } = setup(() => ({}));
    await queue.enqueue(save('d1', 3, 'a'));
    await queue.enqueue({ ...save('d2', 1, 'b'), employeeUid: 'e2' });

    await queue.replay('e1');
    expect(sent.map((c) => c.docUid)).toEqual(['d1']);
    expect(await queue.changes('e2')).toHaveLength(1);
  });

  it('hands each server answer on, so the copies and open pages are refreshed', async () => {
    const { queue, delivered } = setup((c) => ({ answered: c.docUid }));
    await queue.enqueue(save('d1', 3, 'a'));
    await queue.replay('e1');
    expect(delivered).toEqual([{ answered: 'd1' }]);
  });
});
