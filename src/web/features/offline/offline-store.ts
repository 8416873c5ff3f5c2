/**
 * What the field app keeps on the phone (decision 0049), in IndexedDB: the last answer of each read the
 * app may need without a connection ("copies"), and the changes made without one, in the order they were
 * made ("queue"). A photo waits in the queue as the Blob itself.
 */
import { type DBSchema, openDB } from 'idb';

export type ChangeState = 'pending' | 'conflict' | 'refused';

export interface QueuedChange {
  /** Given by the store; the order the changes were made in. */
  id?: number;
  /** Whose change it is: another employee logging in on the phone never sends it as theirs. */
  employeeUid: string;
  /** The contract call (method and path) it goes through. */
  endpointKey: string;
  /** A JSON call's parameters. */
  parameters?: unknown;
  /** An upload's file and the address parameters it travels with. */
  file?: Blob;
  query?: Record<string, string>;
  /** The work order a change belongs to. */
  docUid: string | null;
  /** What a versioned save saves (the order, a time-log row): a later save of it joins the waiting one. */
  subject: string | null;
  /** What the person sees in the header's list and the conflict dialog (Swedish). */
  label: string;
  /** A document save: the document as last read from the server, the base of the three-way merge. */
  base?: unknown;
  state: ChangeState;
  /** The server's version when it refused the change with a 409. */
  theirs?: unknown;
  /** The server's reason when it refused the change otherwise. */
  problem?: string;
  createdAt: string;
}

export interface OfflineStore {
  readCopy(key: string): Promise<unknown>;
  writeCopy(key: string, value: unknown): Promise<void>;
  clearCopies(): Promise<void>;
  /** The keys of the kept copies that start with `prefix`. */
  copyKeys(prefix: string): Promise<string[]>;
  add(change: QueuedChange): Promise<number>;
  put(change: QueuedChange): Promise<void>;
  remove(id: number): Promise<void>;
  /** Every change, in the order they were made. */
  all(): Promise<QueuedChange[]>;
}

interface OfflineDb extends DBSchema {
  copies: { key: string; value: { value: unknown; storedAt: string } };
  queue: { key: number; value: QueuedChange };
}

export const OFFLINE_DB_NAME = 'montor-offline';

export function openIndexedDbStore(): OfflineStore {
  const db = openDB<OfflineDb>(OFFLINE_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('copies');
      database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
    },
  });
  return {
    readCopy: async (key) => (await (await db).get('copies', key))?.value,
    writeCopy: async (key, value) => {
      await (await db).put('copies', { value, storedAt: new Date().toISOString() }, key);
    },
    clearCopies: async () => (await db).clear('copies'),
    copyKeys: async (prefix) =>
      (await (await db).getAllKeys('copies', IDBKeyRange.bound(prefix, `${prefix}\uffff`))).map(String),
    add: async (change) => {
      const { id: _, ...rest } = change;
      return (await db).add('queue', rest as QueuedChange);
    },
    put: async (change) => {
      await (await db).put('queue', change);
    },
    remove: async (id) => (await db).delete('queue', id),
    all: async () => (await db).getAll('queue'),
  };
}

/** The same store in memory: the queue's unit tests, and a browser that refuses IndexedDB (private mode). */
export function memoryStore(): OfflineStore {
  const copies = new Map<string, unknown>();
  const queue = new Map<number, QueuedChange>();
  let next = 1;
  return {
    readCopy: async (key) => structuredClone(copies.get(key)),
    writeCopy: async (key, value) => {
      copies.set(key, structuredClone(value));
    },
    clearCopies: async () => copies.clear(),
    copyKeys: async (prefix) => [...copies.keys()].filter((key) => key.startsWith(prefix)),
    add: async (change) => {
      const id = next++;
      queue.set(id, { ...change, id });
      return id;
    },
    put: async (change) => {
      if (change.id !== undefined) queue.set(change.id, { ...change });
    },
    remove: async (id) => {
      queue.delete(id);
    },
    all: async () => [...queue.values()].sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
  };
}
