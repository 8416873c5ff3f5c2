/**
 * The changes made without a connection, sent in the order they were made once it is back (decision
 * 0049). Each goes through its own contract call with the version it was made on, so the server's rules
 * and its conflict check are the same as online. A change the server refuses is never dropped: a 409
 * keeps it with the server's version for the person to choose, any other refusal keeps it with the
 * server's reason. While the network is still gone the queue stops and waits for the next try.
 */
import { isApiError } from '../../api/api-error';
import type { OfflineStore, QueuedChange } from './offline-store';

export type ReplayFailure = 'offline' | 'conflict' | 'refused';

/** Status 0 is "no answer"; a 5xx or an abort is a server that is not back yet: both wait for the next try. */
export function classifyReplayError(error: unknown): ReplayFailure {
  if (isApiError(error)) {
    if (error.status === 409) return 'conflict';
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      return 'refused';
    }
  }
  return 'offline';
}

function problemOf(error: unknown): string {
  if (isApiError(error)) return error.displayText;
  return error instanceof Error ? error.message : String(error);
}

export interface OfflineQueueDeps {
  store: OfflineStore;
  /** Sends one change through its contract call; resolves with the server's answer. */
  send(change: QueuedChange): Promise<unknown>;
  /** The server's current version of what a 409 refused, shown next to the person's own. */
  loadTheirs(change: QueuedChange): Promise<unknown>;
  /** A change went through: the layer refreshes its copies and the open pages. */
  sent(change: QueuedChange, result: unknown): void | Promise<void>;
  /** The queue's contents changed (the header's count, the conflict dialog). */
  changed(): void;
}

/** A whole-document save carries the full state: a later one of the same document takes its place. */
function versionOf(parameters: unknown): number | null {
  const version = (parameters as { newVersion?: unknown } | undefined)?.newVersion;
  return typeof version === 'number' ? version : null;
}

export type ReplayOutcome = 'done' | 'offline';

export function createOfflineQueue(deps: OfflineQueueDeps) {
  const { store } = deps;
  let running: Promise<ReplayOutcome> | null = null;

  /**
   * Queues a change. A save of a document that already has one waiting (or in conflict) joins it: the
   * newer state is sent under the version the first one was made on, which is what the server holds.
   */
  async function enqueue(change: QueuedChange): Promise<QueuedChange> {
    const baseVersion = versionOf(change.parameters);
    if (change.subject !== null && baseVersion !== null) {
      const waiting = (await store.all()).find(
        (c) =>
          c.employeeUid === change.employeeUid &&
          c.endpointKey === change.endpointKey &&
          c.subject === change.subject &&
          c.state !== 'refused',
      );
      if (waiting) {
        const version = versionOf(waiting.parameters) ?? baseVersion;
        const joined = { ...waiting, parameters: { ...(change.parameters as object), newVersion: version } };
        await store.put(joined);
        deps.changed();
        return joined;
      }
    }
    const id = await store.add(change);
    deps.changed();
    return { ...change, id };
  }

  async function mine(employeeUid: string): Promise<QueuedChange[]> {
    return (await store.all()).filter((c) => c.employeeUid === employeeUid);
  }

  async function run(employeeUid: string): Promise<ReplayOutcome> {
    for (const change of await mine(employeeUid)) {
      if (change.state !== 'pending' || change.id === undefined) continue;
      let result: unknown;
      try {
        result = await deps.send(change);
      } catch (error) {
        const failure = classifyReplayError(error);
        if (failure === 'offline') return 'offline';
        if (failure === 'conflict') {
          const theirs = await deps.loadTheirs(change).catch(() => undefined);
          await store.put({ ...change, state: 'conflict', theirs, problem: problemOf(error) });
        } else {
          await store.put({ ...change, state: 'refused', problem: problemOf(error) });
        }
        deps.changed();
        continue;
      }
      await store.remove(change.id);
      deps.changed();
      await deps.sent(change, result);
    }
    return 'done';
  }

  /** Sends the employee's waiting changes in order; one run at a time, a second call joins it. */
  function replay(employeeUid: string): Promise<ReplayOutcome> {
    running ??= run(employeeUid).finally(() => {
      running = null;
    });
    return running;
  }

  /** The person chose: send the change again with these parameters (their merge over the server's version). */
  async function retryWith(change: QueuedChange, parameters: unknown): Promise<void> {
    await store.put({ ...change, parameters, state: 'pending', theirs: undefined, problem: undefined });
    deps.changed();
  }

  /** The person chose the server's version, or gave up a refused change. */
  async function discard(change: QueuedChange): Promise<void> {
    if (change.id !== undefined) await store.remove(change.id);
    deps.changed();
  }

  return { enqueue, replay, retryWith, discard, changes: mine };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
