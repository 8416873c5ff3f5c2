type Args<T> = [T] extends [undefined] ? [] : [T];

export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, ...payload: Args<Events[K]>): void;
}

/** One-shot happenings (a 401, a server error); lasting state belongs in a store instead. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => set.delete(listener);
    },
    emit(type, ...payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        (listener as (p: unknown) => void)(payload[0]);
      }
    },
  };
}
