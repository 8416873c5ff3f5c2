import { notifications } from '@mantine/notifications';
import type { ParametersOf } from '@shared/api/endpoint';
import { type ActiveTimeLog, type TimeLogEntry, timeLogsApi } from '@shared/api/timeLogs.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { registerPollingTask } from '../../session/polling';
import { useSession } from '../../session/session-store';

const currentKey = apiQueryKey(timeLogsApi.currentTimeLogItem, {});

/** The work order's log and the header's timer are read again after every change of time. */
function refreshTime() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(timeLogsApi.timeLogsList) });
  void queryClient.invalidateQueries({ queryKey: currentKey });
}

/**
 * The session's running timer (api-spec §3.3 active time-log row), read on open and on the shared
 * polling interval with the session and the counters (api-spec §7.7), so a timer started on the phone
 * shows on the office computer.
 */
export function useActiveTimer() {
  const session = useSession();
  const allowed = !!session && canAccess(session, documentAccess('WORK_ORDER'));
  const query = useApiQuery(timeLogsApi.currentTimeLogItem, {}, { enabled: allowed });
  useEffect(() => {
    if (!allowed) return;
    return registerPollingTask({
      id: 'activeTimeLog',
      run: () =>
        queryClient.fetchQuery({
          queryKey: currentKey,
          queryFn: ({ signal }) => call(timeLogsApi.currentTimeLogItem, {}, { signal, background: true }),
          staleTime: 0,
        }),
    });
  }, [allowed]);
  return { allowed, active: allowed ? (query.data ?? null) : null, query };
}

/** A refused change is said in a notification; the call layer has shown 409's reload choice already. */
function told(error: unknown) {
  if (isApiError(error) && !error.handled) notifications.show({ color: 'red', message: error.displayText });
}

export async function startTimer(workOrderUid: string): Promise<TimeLogEntry | null> {
  try {
    const entry = await call(
      timeLogsApi.startWorkOrderTimer,
      { timeLogUid: crypto.randomUUID(), workOrderUid, at: new Date().toISOString() },
      { handleErrors: false },
    );
    notifications.show({ color: 'green', message: 'Tidtagningen är startad', autoClose: 3000 });
    return entry;
  } catch (error) {
    told(error);
    return null;
  } finally {
    refreshTime();
  }
}

export async function stopTimer(active: Pick<ActiveTimeLog, 'timelogUid'>): Promise<TimeLogEntry | null> {
  try {
    const entry = await call(
      timeLogsApi.stopWorkOrderTimer,
      { timeLogUid: active.timelogUid, at: new Date().toISOString() },
      { handleErrors: false },
    );
    notifications.show({ color: 'green', message: 'Tidtagningen är stoppad', autoClose: 3000 });
    return entry;
  } catch (error) {
    told(error);
    return null;
  } finally {
    refreshTime();
  }
}

/** The running entry's note and article number; field texts come back for the form. */
export async function updateRunning(
  parameters: ParametersOf<typeof timeLogsApi.updateCurrentTimeLogItem>,
): Promise<Record<string, string> | null> {
  try {
    await call(timeLogsApi.updateCurrentTimeLogItem, parameters, {
      handleErrors: false,
      quietMessages: true,
    });
    refreshTime();
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.fieldMessages().code) {
      return { code: 'Ingen egen artikel av typen arbete har det numret' };
    }
    told(error);
    return { general: isApiError(error) ? error.displayText : 'Ändringen kunde inte sparas' };
  }
}

/** Saves a manual row or comment; null when saved, the Swedish texts by field when refused. */
export async function saveRow(
  parameters: ParametersOf<typeof timeLogsApi.saveTimeLogItem>,
): Promise<Record<string, string> | null> {
  try {
    await call(timeLogsApi.saveTimeLogItem, parameters, { handleErrors: false, quietMessages: true });
    refreshTime();
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      const fields = error.fieldMessages();
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^data\./, ''), v]));
    }
    told(error);
    return { general: isApiError(error) ? error.displayText : 'Raden kunde inte sparas' };
  }
}

export async function deleteRow(entry: Pick<TimeLogEntry, 'uid' | 'version'>) {
  try {
    await call(
      timeLogsApi.deleteTimeLogItem,
      { uid: entry.uid, newVersion: entry.version },
      { handleErrors: false },
    );
  } catch (error) {
    told(error);
  } finally {
    refreshTime();
  }
}
