import type { GlobalSettings, SessionData } from '@shared/api/auth.api';
import { priceVisibility } from '@shared/domain/pricing';
import { createStore, useStore } from '../lib/store';

/** `loading` until the first /auth/current answer; `failed` when that first answer never came. */
export type SessionStatus = 'loading' | 'ready' | 'failed';

export interface SessionState {
  status: SessionStatus;
  session: SessionData | null;
  settings: GlobalSettings | null;
}

export const sessionStore = createStore<SessionState>({ status: 'loading', session: null, settings: null });

export function setSession(session: SessionData | null) {
  sessionStore.set((s) => ({ ...s, status: 'ready', session }));
}

export function setGlobalSettings(settings: GlobalSettings) {
  sessionStore.set((s) => ({ ...s, settings }));
}

export function markSessionFailed() {
  sessionStore.set((s) => (s.status === 'loading' ? { ...s, status: 'failed' } : s));
}

export function currentSession(): SessionData | null {
  return sessionStore.get().session;
}

export const useSession = () => useStore(sessionStore, (s) => s.session);
export const useSessionStatus = () => useStore(sessionStore, (s) => s.status);
export const useGlobalSettings = () => useStore(sessionStore, (s) => s.settings);

/**
 * Whether the logged-in employee's net prices and margins are hidden (the setting, or client mode): the
 * same rule the server answers by (decision 0023). False without a session.
 */
export const useNetPricesHidden = () =>
  useStore(
    sessionStore,
    ({ session }) =>
      session !== null &&
      !priceVisibility({
        kind: 'employee',
        netPriceAndMarginHidden: session.netPriceAndMarginHidden,
        clientMode: session.clientMode,
      }).net,
  );
