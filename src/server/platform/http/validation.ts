import type { ApiMessage } from '@shared/api/endpoint';
import { AppError } from './errors';

/** A rule violation from a shared validation function: the field's path and the Swedish text. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A refusal other than bad input: a rule about the stored record (409) under a code of its own. */
export interface Refusal {
  code: string;
  status: number;
}

const invalidInput: Refusal = { code: 'VALIDATION_FAILED', status: 400 };

/**
 * Every rule violation at once as one 400 answer: the first as the error, the rest as further messages,
 * each at its field. `under` is the parameter the fields sit in (`'data'` gives `data.bankgiro`), so the
 * form marks the field the rule names.
 */
export function validationFailed(
  issues: readonly FieldIssue[],
  under = '',
  { code, status }: Refusal = invalidInput,
): AppError {
  const messages: ApiMessage[] = issues.map((issue) => ({
    level: 'ERROR',
    code,
    text: issue.message,
    field: under ? `${under}.${issue.field}` : issue.field,
  }));
  const [first, ...rest] = messages;
  return new AppError(code, status, first!.text, first!.field, rest);
}

/** Throws when there are issues, so a use case reads as a list of checks. */
export function assertValid(issues: readonly FieldIssue[], under = '', refusal?: Refusal): void {
  if (issues.length > 0) throw validationFailed(issues, under, refusal);
}

/** PostgreSQL reports a broken unique index as 23505; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
