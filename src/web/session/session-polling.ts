import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { call } from '../api/call';
import { apiQueryKey } from '../api/hooks';
import { queryClient } from '../api/query-client';
import { registerPollingTask, setPollingInterval } from './polling';
import { setGlobalSettings } from './session-store';

export async function loadGlobalSettings() {
  const settings = await call(authApi.globalSettings, {}, { background: true });
  setGlobalSettings(settings);
  setPollingInterval(settings.pollingIntervalMs);
}

/** The polling every logged-in page needs: session (through the call layer's session event), settings, counters. */
export function registerSessionPolling() {
  registerPollingTask({ id: 'session', run: () => call(authApi.current, {}, { background: true }) });
  registerPollingTask({ id: 'globalSettings', run: loadGlobalSettings });
  registerPollingTask({
    id: 'counters',
    run: () =>
      queryClient.fetchQuery({
        queryKey: apiQueryKey(contentApi.counters, {}),
        queryFn: ({ signal }) => call(contentApi.counters, {}, { signal, background: true }),
        staleTime: 0,
      }),
  });
}
