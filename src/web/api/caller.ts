import { authApi, type CurrentSession } from '@shared/api/auth.api';
import {
  type ApiMessage,
  type Endpoint,
  envelopeSchema,
  messageSchema,
  type ParametersOf,
  type ResultOf,
} from '@shared/api/endpoint';
import { z } from 'zod';
import type { Emitter } from '../lib/emitter';
import { AbortedError, ApiError } from './api-error';
import type { LoaderTracker } from './loader-tracker';
import { buildRequest } from './request';

export const UNAVAILABLE_TEXT = 'Serveren är inte tillgänglig. Vänligen ladda om sidan.';
export const UNHANDLED_SERVER_ERROR_TEXT = 'Unhandled server error';

export type ApiEvents = {
  /** Any answer that carries the current session (current, login, logout). */
  session: CurrentSession;
  notAuthorised: undefined;
  validation: { message: string; reloadable: boolean };
  serverError: { message: string };
  unavailable: undefined;
  /** A successful answer's INFO and WARNING messages (api-spec §8), for the user to read. */
  messages: { messages: ApiMessage[] };
};

export interface CallOptions {
  signal?: AbortSignal;
  /** With false, 400 and 409 reach the caller without a notification, so a form can show them at its fields. */
  handleErrors?: boolean;
  /** Background work (polling) never shows the request loader. */
  background?: boolean;
  /**
   * With true, a success answer's INFO/WARNING messages are left to the caller, which shows them itself
   * (the editor marks an uncounted line in its grid); otherwise they become notices.
   */
  quietMessages?: boolean;
}

export interface CallerDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  events: Emitter<ApiEvents>;
  loader: LoaderTracker;
}

/** The endpoints whose answer rotates the session and hands out a new instance token. */
const sessionEndpoints: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authApi.current,
  authApi.login,
  authApi.logout,
]);

const errorBodySchema = z.object({
  messages: z.array(messageSchema).catch([]),
  userErrorMessage: z.string().optional().catch(undefined),
});

/** Gateways answer 502/504 while the server restarts; for the user that is the same as 503. */
const unavailableStatuses = new Set([502, 503, 504]);

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return { result: {}, messages: [] };
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createCaller({ fetch, events, loader }: CallerDeps) {
  let instanceToken: string | null = null;
  let tokenRefresh: Promise<void> | null = null;
  const inFlight = new Set<AbortController>();
  const latest = new Map<string, AbortController>();

  function abortAll() {
    for (const controller of inFlight) controller.abort();
  }

  /** A signal that aborts the previous call made under the same key (suggest, search-as-you-type). */
  function latestOnly(key: string, signal?: AbortSignal): AbortSignal {
    latest.get(key)?.abort();
    const controller = new AbortController();
    latest.set(key, controller);
    return signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
  }

  function refreshToken(): Promise<void> {
    tokenRefresh ??= call(authApi.current, {}, { background: true })
      .then(() => undefined)
      .finally(() => {
        tokenRefresh = null;
      });
    return tokenRefresh;
  }

  function failure(status: number, body: unknown, options: CallOptions): ApiError {
    const parsed = errorBodySchema.safeParse(body ?? {});
    const messages: ApiMessage[] = parsed.success ? parsed.data.messages : [];
    const userErrorMessage = parsed.success ? parsed.data.userErrorMessage : undefined;
    const code = messages[0]?.code ?? `HTTP_${status}`;
    const make = (handled: boolean) => new ApiError({ status, code, messages, userErrorMessage, handled });

    if (status === 401) {
      events.emit('notAuthorised');
      return make(true);
    }
    if ((status === 400 || status === 409) && options.handleErrors !== false) {
      const message =
        userErrorMessage ?? (messages.map((m) => m.text).join(' ') || 'Uppgifterna kunde inte sparas.');
      events.emit('validation', { message, reloadable: status === 409 });
      return make(true);
    }
    if (status === 500) {
      abortAll();
      events.emit('serverError', { message: userErrorMessage ?? UNHANDLED_SERVER_ERROR_TEXT });
      return make(true);
    }
    // A 502 carrying the app's own message is the server telling of a system behind it (the e-invoice
    // access point's refusal), which the caller shows; a gateway's 502 and every 503/504 mean the server
    // cannot serve now, whatever the body says.
    const upstreamRefusal = status === 502 && messages.length > 0;
    if (unavailableStatuses.has(status) && !upstreamRefusal) {
      events.emit('unavailable');
      return make(true);
    }
    return make(false);
  }

  async function attempt<E extends Endpoint>(
    endpoint: E,
    parameters: ParametersOf<E>,
    options: CallOptions,
    mayRetry: boolean,
  ): Promise<ResultOf<E>> {
    if (options.signal?.aborted) throw new AbortedError();
    if (endpoint.method !== 'GET' && instanceToken === null) await refreshToken();

    const { url, init } = buildRequest(endpoint, parameters, instanceToken);
    const controller = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    inFlight.add(controller);
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(url, { ...init, signal });
      status = response.status;
      body = await readJson(response);
    } catch {
      if (signal.aborted) throw new AbortedError();
      events.emit('unavailable');
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        messages: [],
        userErrorMessage: UNAVAILABLE_TEXT,
        handled: true,
      });
    } finally {
      inFlight.delete(controller);
    }
    if (signal.aborted) throw new AbortedError();

    if (status >= 200 && status < 300) {
      const envelope = envelopeSchema(endpoint.result).safeParse(body);
      if (!envelope.success) {
        throw new Error(`Oväntat svar från ${endpoint.path}: ${z.prettifyError(envelope.error)}`);
      }
      const result = envelope.data.result as ResultOf<E>;
      const notes = envelope.data.messages.filter((m) => m.level !== 'ERROR');
      if (notes.length > 0 && options.quietMessages !== true) events.emit('messages', { messages: notes });
      if (sessionEndpoints.has(endpoint)) {
        const current = result as CurrentSession;
        instanceToken = current.instanceToken;
        events.emit('session', current);
      }
      return result;
    }

    const error = failure(status, body, options);
    if (status === 403 && error.code === 'INSTANCE_TOKEN_INVALID' && mayRetry) {
      await refreshToken();
      return attempt(endpoint, parameters, options, false);
    }
    throw error;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    parameters: ParametersOf<E>,
    options: CallOptions = {},
  ): Promise<ResultOf<E>> {
    const done = options.background ? () => {} : loader.begin();
    try {
      return await attempt(endpoint, parameters, options, true);
    } finally {
      done();
    }
  }

  return { call, latestOnly, abortAll };
}

export type Caller = ReturnType<typeof createCaller>;
