/**
 * Field errors for the register forms (company settings, own articles, comments and prices). The rules
 * are the contract's zod schemas and the shared domain functions the server runs, so the browser shows
 * the same Swedish sentence at the same field before the request is sent as the server would after.
 */
import { messages } from '@shared/domain/validators';
import type { z } from 'zod';
import type { ApiError } from '../../api/api-error';
import { mapServerMessages } from './form-paths';

export type FieldErrors = Record<string, string>;

/**
 * zod's own messages (a wrong type, a missing value) are English and written for developers. In a form
 * such an issue is almost always a field left empty (a number input cleared to NaN or null).
 */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'invalid_type') return messages.required;
  return 'Kontrollera värdet';
}

/** Every issue of `schema` for `values`, keyed by the dotted path the form's inputs use; first one wins. */
export function zodFieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issueText(issue);
  }
  return errors;
}

/**
 * The domain rules' issues keyed by field. A schema skips its refinements while a field has the wrong
 * type, so forms run the rules directly as well and show every broken rule at once.
 */
export function ruleFieldErrors(issues: ReadonlyArray<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (!(issue.field in errors)) errors[issue.field] = issue.message;
  }
  return errors;
}

/** Type errors first: "fill this in" is the thing to fix before any rule about the value. */
export function combineErrors(...sources: FieldErrors[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const source of sources) {
    for (const [field, message] of Object.entries(source)) {
      if (!(field in errors)) errors[field] = message;
    }
  }
  return errors;
}

/**
 * A 400's messages as form errors, for forms that show every field the server names (the register
 * dialogs). The server names parameter paths (`data.bankgiro`); the form's fields are the paths inside
 * `data`, and some forms call a field differently (`rename`: server name → field, by first segment).
 */
export function serverFieldErrors(
  error: ApiError,
  options: { prefix?: string; rename?: Record<string, string> } = {},
): FieldErrors {
  const { prefix = 'data.', rename = {} } = options;
  return mapServerMessages(error.messages, { prefix, renames: rename }).fieldErrors;
}
