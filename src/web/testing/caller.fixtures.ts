/** A caller wired to a fake fetch, recording the events it emits and the requests it sends. */

import { type ApiEvents, createCaller } from '../api/caller';
import { createEmitter } from '../lib/emitter';

export type Handler = (url: string, init: RequestInit) => Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorBody(code: string, text: string, userErrorMessage?: string, field?: string) {
  return { result: null, messages: [{ level: 'ERROR', code, text, field }], userErrorMessage };
}

/** A fetch that never answers until its signal aborts. */
export const hanging: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

export function setup(handler: Handler) {
  const events = createEmitter<ApiEvents>();
  const seen: { type: keyof ApiEvents; payload: unknown }[] = [];
  for (const type of [
    'session',
    'notAuthorised',
    'validation',
    'serverError',
    'unavailable',
    'messages',
  ] as const) {
    events.on(type, (payload) => seen.push({ type, payload }));
  }
  const requests: { url: string; init: RequestInit }[] = [];
  let loaderBegun = 0;
  const caller = createCaller({
    fetch: (url, init) => {
      requests.push({ url, init });
      return handler(url, init);
    },
    events,
    loader: {
      begin: () => {
        loaderBegun += 1;
        return () => {};
      },
    },
  });
  return { caller, seen, requests, loaderBegun: () => loaderBegun };
}

/** The rejection of a call that must fail. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
