/**
 * The activation flow of product-spec §4 on the integration page: Fortnox sends the browser back with
 * `code` and `state` in the address. They are taken out of the address at once (a reload or a shared
 * link must not replay them). Logged in, the page activates; logged out, the server keeps the code and
 * the browser keeps its `temporalObjUid` until the login, which then activates and forgets it.
 */
import type { ParametersOf } from '@shared/api/endpoint';
import { fortnoxApi } from '@shared/api/fortnox.api';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession, useSessionStatus } from '../../session/session-store';

export const PENDING_CODE_KEY = 'montor.fortnox.temporalObjUid';

/** Codes this tab has sent: a code works once, and a remounted page must not send it again. */
const sentCodes = new Set<string>();

export type ActivationState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'waitingForLogin' }
  | { kind: 'activated' }
  | { kind: 'failed'; text: string }
  | { kind: 'denied' };

function readPending(): string | null {
  try {
    return window.localStorage.getItem(PENDING_CODE_KEY);
  } catch {
    return null;
  }
}

function writePending(uid: string | null): void {
  try {
    if (uid) window.localStorage.setItem(PENDING_CODE_KEY, uid);
    else window.localStorage.removeItem(PENDING_CODE_KEY);
  } catch {
    // Private mode without storage: the user activates again after logging in.
  }
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.displayText : 'Aktiveringen misslyckades. Försök igen.';
}

async function activate(parameters: ParametersOf<typeof fortnoxApi.checkAndActivate>) {
  const connection = await call(fortnoxApi.checkAndActivate, parameters, { handleErrors: false });
  // The answer is the connection: the page shows it at once (a reading still on its way is older and is
  // dropped); the rest (the session's flag) is read again.
  await queryClient.cancelQueries({ queryKey: [fortnoxApi.fortnoxConnection.path] });
  queryClient.setQueryData(apiQueryKey(fortnoxApi.fortnoxConnection, {}), connection);
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== fortnoxApi.fortnoxConnection.path,
  });
}

export function useFortnoxActivation(): ActivationState {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const status = useSessionStatus();
  const [state, setState] = useState<ActivationState>(() =>
    readPending() ? { kind: 'waitingForLogin' } : { kind: 'idle' },
  );
  const returned = useRef<{ code: string; state: string; error: string } | null>(null);

  // First: take code and state out of the address, whatever happens next.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('code') && !params.has('state') && !params.has('error')) return;
    returned.current = {
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
      error: params.get('error') ?? '',
    };
    for (const name of ['code', 'state', 'error', 'error_description']) params.delete(name);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  useEffect(() => {
    if (status !== 'ready') return;
    const back = returned.current;
    const run = async () => {
      if (back) {
        returned.current = null;
        if (back.error || !back.code) {
          setState({ kind: 'denied' });
          return;
        }
        if (sentCodes.has(back.code)) return;
        sentCodes.add(back.code);
        setState({ kind: 'working' });
        if (!session) {
          const saved = await call(
            fortnoxApi.saveActivationCode,
            { authorizationCode: back.code, state: back.state },
            { handleErrors: false },
          );
          writePending(saved.temporalObjUid);
          setState({ kind: 'waitingForLogin' });
          return;
        }
        await activate({ authorizationCode: back.code, state: back.state });
        setState({ kind: 'activated' });
        return;
      }
      const pending = readPending();
      if (pending && session) {
        setState({ kind: 'working' });
        // Used or not, the saved code is spent: a refusal asks for a new activation, never a retry.
        writePending(null);
        await activate({ temporalObjUid: pending });
        setState({ kind: 'activated' });
      }
    };
    run().catch((error: unknown) => setState({ kind: 'failed', text: errorText(error) }));
  }, [status, session]);

  return state;
}
