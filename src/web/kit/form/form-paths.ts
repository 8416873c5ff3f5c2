/**
 * The server names a field by its parameter path (`data.contacts.1.email`, `newPassword`); a form names it
 * by its value path (`contacts.1.email`). These helpers translate, so a refusal lands at the field the
 * user typed in, and what has no field in the form is shown above it instead of being lost.
 */
import type { ApiMessage } from '@shared/api/endpoint';

export interface FieldMapping {
  /** Stripped from the server's path when present (`data.`). */
  prefix?: string;
  /** Server names (after the prefix) that the form calls differently, by first segment. */
  renames?: Readonly<Record<string, string>>;
  /**
   * The form's top-level value names; anything else has no field to show at. Omitted: every path. A
   * function decides by the whole form path, for fields no fixed list names (a document's lines by index).
   */
  fields?: readonly string[] | ((path: string) => boolean);
}

export function formPathFromServerField(field: string, mapping: FieldMapping): string | null {
  const { prefix = '', renames = {}, fields } = mapping;
  const prefixed = prefix !== '' && field.startsWith(prefix);
  const path = prefixed ? field.slice(prefix.length) : field;
  const [head = '', ...rest] = path.split('.');
  // Renames belong to the prefixed data; a bare name outside it is taken literally.
  const name = prefixed || prefix === '' ? (renames[head] ?? head) : head;
  const formPath = [name, ...rest].join('.');
  if (typeof fields === 'function') return fields(formPath) ? formPath : null;
  if (fields && !fields.includes(name)) return null;
  return formPath;
}

export interface MappedMessages {
  /** The first message for each form path. */
  fieldErrors: Record<string, string>;
  /** Messages with no field in the form, to show in an alert. */
  general: string[];
}

/** Server messages, or anything shaped like them (the shared rules' problems), at their form paths. */
export function mapServerMessages<M extends Pick<ApiMessage, 'field' | 'text'>>(
  messages: readonly M[],
  mapping: FieldMapping,
): MappedMessages {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const message of messages) {
    const path = message.field ? formPathFromServerField(message.field, mapping) : null;
    if (path === null) {
      if (!general.includes(message.text)) general.push(message.text);
    } else if (!(path in fieldErrors)) {
      fieldErrors[path] = message.text;
    }
  }
  return { fieldErrors, general };
}

/** zod or rule issues with array paths (`['contacts', 1, 'email']`) as form errors, the first per path. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: (path: string) => string = (p) => p,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = rename(issue.path.map(String).join('.'));
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
