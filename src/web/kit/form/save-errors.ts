import { isApiError } from '../../api/api-error';
import { serverFieldErrors } from './field-errors';
import { type FieldMapping, mapServerMessages } from './form-paths';

export interface SaveErrorHandlers {
  setFieldErrors: (errors: Record<string, string>) => void;
  setGeneral: (messages: string[]) => void;
  onConflict: () => void;
}

/**
 * Puts a refused save where the user can act on it: a version conflict to the conflict alert, field
 * messages at their fields, the rest above the form. A 409 that names a field is a rule about the stored
 * record (an answered survey's question may not go), not someone else's save: it goes to its field.
 * False for anything else, which the caller rethrows to the system-problem dialog. Errors the call layer
 * already announced (network, 500) are swallowed: the form keeps its values and the user can save again.
 */
export function applySaveError(error: unknown, mapping: FieldMapping, handlers: SaveErrorHandlers): boolean {
  if (!isApiError(error)) return false;
  if (error.handled) return true;
  const atField = error.messages.some((m) => m.field);
  if (error.status === 409 && !atField) {
    handlers.onConflict();
    return true;
  }
  if (error.status === 400 || error.status === 403 || error.status === 404 || error.status === 409) {
    const { fieldErrors, general } = mapServerMessages(error.messages, mapping);
    handlers.setFieldErrors(fieldErrors);
    const hasFields = Object.keys(fieldErrors).length > 0;
    handlers.setGeneral(general.length > 0 || hasFields ? general : [error.displayText]);
    return true;
  }
  return false;
}

/** Brings the first field with an error into view, after Mantine has rendered the messages. */
export function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (typeof field.focus === 'function') field.focus({ preventScroll: true });
  });
}

/**
 * A dialog's refusal: the messages at the fields they name (the parameter path as the form's path, without
 * zod's "Ogiltigt värde för" prefix), or one text above the buttons when no field is named. A system
 * problem (500, not an API error) is rethrown to the system-problem dialog.
 */
export function refusalOf(error: unknown): { fields: Record<string, string>; general: string | null } {
  if (!isApiError(error) || error.status >= 500) throw error;
  const fields = Object.fromEntries(
    Object.entries(serverFieldErrors(error, { prefix: '' })).map(([field, text]) => [
      field,
      String(text).replace(/^Ogiltigt värde för "[^"]*": /, ''),
    ]),
  );
  return { fields, general: Object.keys(fields).length === 0 ? error.displayText : null };
}
