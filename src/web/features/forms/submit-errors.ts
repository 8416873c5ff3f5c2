import { isApiError } from '../../api/api-error';

/**
 * A refused form: the server's messages by field (the zod prefix "Ogiltigt värde för …:" taken off so
 * the field reads as the rule), and the text to show above the button when no field is named. A captcha
 * is spent either way, so the caller asks a new one. Anything but a 4xx is not the form's to show.
 */
export function formFailure(error: unknown): { fields: Record<string, string>; general: string | null } {
  if (!isApiError(error) || error.status >= 500 || error.status < 400) throw error;
  const fields = Object.fromEntries(
    Object.entries(error.fieldMessages()).map(([field, text]) => [
      field,
      text.replace(/^Ogiltigt värde för "[^"]*": /, ''),
    ]),
  );
  return { fields, general: Object.keys(fields).length === 0 ? error.displayText : null };
}
