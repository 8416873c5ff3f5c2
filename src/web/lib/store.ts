import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A value plain modules can change and React components can read (through `useStore`). */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selector must return a value already held in the store (not a fresh object) to stay stable. */
export function useStore<T, S = T>(store: Store<T>, selector: (value: T) => S = (v) => v as unknown as S): S {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()));
}
