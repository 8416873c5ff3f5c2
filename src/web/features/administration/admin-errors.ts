import { isApiError } from '../../api/api-error';
import { serverFieldErrors } from '../../kit';

/** A refusal's messages at the form's fields, or one text above the buttons when no field is named. */
export function refusal(error: unknown): { fields: Record<string, string>; general: string | null } {
  if (!isApiError(error) || error.status >= 500) throw error;
  const fields = Object.fromEntries(
    Object.entries(serverFieldErrors(error, { prefix: '' })).map(([field, text]) => [
      field,
      String(text).replace(/^Ogiltigt värde för "[^"]*": /, ''),
    ]),
  );
  return { fields, general: Object.keys(fields).length === 0 ? error.displayText : null };
}
