import { adminSettingsApi } from '@shared/api/adminSettings.api';
import type { Endpoint, ParametersOf } from '@shared/api/endpoint';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { refusalOf } from '../../kit';

/**
 * Saves one rule and puts the fresh settings in the cache. A refusal comes back as field messages (or one
 * general text) for the form, so the typed values stay where they were.
 */
export async function saveRule<E extends Endpoint>(
  endpoint: E,
  parameters: ParametersOf<E>,
): Promise<{ fields: Record<string, string>; general: string | null } | null> {
  try {
    const settings = await call(endpoint, parameters, { handleErrors: false });
    queryClient.setQueryData(apiQueryKey(adminSettingsApi.settings, {}), settings);
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

/** The next four half-years after `today` (1 January / 1 July), for the reference rate's choice. */
export function comingHalfYears(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const starts = [0, 1, 2].flatMap((n) => [`${year + n}-01-01`, `${year + n}-07-01`]);
  return starts.filter((d) => d > today).slice(0, 4);
}
