import type { ApiMessage } from '@shared/api/endpoint';
import { AppError, defineErrors } from '../../platform/http/errors';

export const companyErrors = defineErrors({
  WAREHOUSE_UNKNOWN: { status: 400, text: 'Välj ett lager i listan' },
  IMAGE_INVALID: { status: 400, text: (message: string) => message },
  IMAGE_NOT_FOUND: { status: 404, text: 'Bilden finns inte' },
});

/**
 * A form's rule violations as one 400 answer: every message carries its parameter path (`data.bankgiro`)
 * and the rule's Swedish text, unprefixed, so the form shows it at the field as it is. Used by every
 * register that validates its `data` with a shared rule function (company, own articles, comments,
 * own prices).
 */
export function validationFailed(issues: ReadonlyArray<{ field: string; message: string }>, prefix = 'data') {
  const messages: ApiMessage[] = issues.map((issue) => ({
    level: 'ERROR',
    code: 'VALIDATION_FAILED',
    text: issue.message,
    field: prefix ? `${prefix}.${issue.field}` : issue.field,
  }));
  const [first, ...rest] = messages;
  return new AppError('VALIDATION_FAILED', 400, first!.text, first!.field, rest);
}

/** Throws when there are issues; returns nothing otherwise, so a use case reads as a list of checks. */
export function assertValid(
  issues: ReadonlyArray<{ field: string; message: string }>,
  prefix = 'data',
): void {
  if (issues.length > 0) throw validationFailed(issues, prefix);
}

/** PostgreSQL reports a broken unique index as 23505; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505' && (e.constraint === constraint || String(e.message).includes(constraint)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
