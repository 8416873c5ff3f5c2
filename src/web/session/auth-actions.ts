import { authApi } from '@shared/api/auth.api';
import type { ParametersOf } from '@shared/api/endpoint';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { broadcast } from './tabs';

let loggingOut = false;

/** True while this tab's own logout is in flight, so the ended session is not reported as expired. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Errors reach the caller unannounced: the login form shows them at its fields. */
export async function login(parameters: ParametersOf<typeof authApi.login>) {
  const current = await call(authApi.login, parameters, { handleErrors: false });
  await queryClient.invalidateQueries();
  broadcast({ type: 'loggedIn' });
  return current;
}

export async function logout() {
  loggingOut = true;
  try {
    await call(authApi.logout, {});
  } finally {
    loggingOut = false;
  }
  broadcast({ type: 'loggedOut' });
}

/** Data of the previous employee must not linger in the cache; callers leave the page first. */
export function forgetSessionData() {
  queryClient.clear();
}
