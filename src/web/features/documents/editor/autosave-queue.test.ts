import { describe, expect, it } from 'vitest';
import {
  AutosaveQueue,
  type AutosaveStatus,
  retryDelayMs,
  type SaveFailure,
  type Timers,
} from './autosave-queue';

class ManualTimers implements Timers {
  private queue: { at: number; fn: () => void; id: number }[] = [];
  private clock = 0;
  private next = 1;
  set(fn: () => void, ms: number) {
    const id = this.next++;
    this.queue.push({ at: this.clock + ms, fn, id });
    return id;
  }
  clear(handle: unknown) {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }
  now() {
    return new Date(this.clock);
  }
  /** Runs every timer due within `ms`, letting promises settle between them. */
  async advance(ms: number) {
    const until = this.clock + ms;
    for (;;) {
      await flushPromises();
      const due = this.queue.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.queue = this.queue.filter((t) => t !== due);
      this.clock = due.at;
      due.fn();
    }
    this.clock = until;
    await flushPromises();
  }
}

async function flushPromises() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(classify: (e: unknown) => SaveFailure = () => 'retry') {
  const timers = new ManualTimers();
  const sent: number[] = [];
  const pending: ReturnType<typeof deferred>[] = [];
  const statuses: AutosaveStatus['kind'][] = [];
  const queue = new AutosaveQueue({
    send: (revision) => {
      sent.push(revision);
      const d = deferred();
      pending.push(d);
      return d.promise;
    },
    classify,
    onStatus: (s) => statuses.push(s.kind),
    timers,
  });
  return { queue, timers, sent, pending, statuses };
}

describe('AutosaveQueue', () => {
  it('debounces a burst of keystrokes into one save 50 ms after the last', async () => {
    const { queue, timers, sent, pending } = setup();
    queue.changed();
    await timers.advance(30);
    queue.changed();
    queue.changed();
    await timers.advance(49);
    expect(sent).toEqual([]);
    await timers.advance(1);
    expect(sent).toEqual([3]);
    pending[0]!.resolve();
    await flushPromises();
    expect(queue.dirty).toBe(false);
    expect(queue.current.kind).toBe('saved');
  });

  it('keeps one save in flight and sends edits made during it right after', async () => {
    const { queue, timers, sent, pending } = setup();
    queue.changed();
    await timers.advance(50);
    queue.changed();
    queue.changed();
    await timers.advance(200);
    expect(sent).toEqual([1]);
    pending[0]!.resolve();
    await flushPromises();
    expect(sent).toEqual([1, 3]);
    expect(queue.dirty).toBe(true);
    pending[1]!.resolve();
    await flushPromises();
    expect(queue.dirty).toBe(false);
  });

  it('retries a failed save with backoff and keeps the edits', async () => {
    const { queue, timers, sent, pending, statuses } = setup(() => 'retry');
    queue.changed();
    await timers.advance(50);
    pending[0]!.reject(new Error('network'));
    await flushPromises();
    expect(statuses.at(-1)).toBe('retrying');
    expect(queue.dirty).toBe(true);
    await timers.advance(retryDelayMs(1) - 1);
    expect(sent.length).toBe(1);
    await timers.advance(1);
    expect(sent.length).toBe(2);
    pending[1]!.resolve();
    await flushPromises();
    expect(queue.current.kind).toBe('saved');
  });

  it('stops on a conflict and sends nothing until resumed', async () => {
    const { queue, timers, sent, pending } = setup(() => 'conflict');
    queue.changed();
    await timers.advance(50);
    pending[0]!.reject(new Error('409'));
    await flushPromises();
    expect(queue.current.kind).toBe('conflict');
    queue.changed();
    await timers.advance(10_000);
    expect(sent).toEqual([1]);
    queue.resume();
    await timers.advance(0);
    expect(sent).toEqual([1, 2]);
  });

  it('does not resend a refused revision, but sends the next edit', async () => {
    const { queue, timers, sent, pending } = setup(() => 'refused');
    queue.changed();
    await timers.advance(50);
    pending[0]!.reject(new Error('400'));
    await flushPromises();
    expect(queue.current.kind).toBe('refused');
    await timers.advance(60_000);
    expect(sent).toEqual([1]);
    queue.changed();
    await timers.advance(50);
    expect(sent).toEqual([1, 2]);
  });

  it('settle sends at once and resolves when everything is saved', async () => {
    const { queue, sent, pending } = setup();
    queue.changed();
    let settled = false;
    const done = queue.settle().then(() => {
      settled = true;
    });
    expect(sent).toEqual([1]);
    await flushPromises();
    expect(settled).toBe(false);
    pending[0]!.resolve();
    await done;
    expect(settled).toBe(true);
  });

  it('markClean forgets unsaved edits (reload without my changes)', async () => {
    const { queue, timers, sent } = setup();
    queue.changed();
    queue.markClean();
    await timers.advance(100);
    expect(sent).toEqual([]);
    expect(queue.dirty).toBe(false);
  });
});
