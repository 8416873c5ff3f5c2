import { clientsApi } from '@shared/api/clients.api';
import { clientMessages } from '@shared/domain/client-rules';
import { useState } from 'react';
import { call, latestOnly } from '../../api/call';
import { formPathFromServerField } from '../../kit';
import { type ClientFormValues, clientFieldMapping, toClientData } from './client-form-values';

/**
 * The server's pre-save check, run when the user leaves the client number or a phone field: a number
 * another client already has is marked at once, and a phone number another client has is a warning
 * (likely the same customer twice) that does not stop saving.
 */
export function useClientCheck(
  uid: string | null,
  getValues: () => ClientFormValues,
  setFieldError: (path: string, message: string) => void,
) {
  const [warnings, setWarnings] = useState<Record<string, string>>({});

  async function check(path: string) {
    const { data } = toClientData(getValues());
    try {
      const result = await call(
        clientsApi.check,
        { uid, data },
        { handleErrors: false, background: true, signal: latestOnly('clients.check') },
      );
      const next: Record<string, string> = {};
      for (const issue of result.issues) {
        const at = formPathFromServerField(issue.field, clientFieldMapping);
        if (!at) continue;
        if (issue.level === 'WARNING') next[at] = issue.text;
        else if (at === 'code' && path === 'code' && issue.text === clientMessages.codeDuplicate) {
          setFieldError('code', issue.text);
        }
      }
      setWarnings(next);
    } catch {
      // A check that fails is a missed hint, not a problem: the save runs every rule again.
    }
  }

  return { warnings, check };
}
