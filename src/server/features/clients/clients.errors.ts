import type { ApiMessage } from '@shared/api/endpoint';
import { clientMessages, type ValidationIssue } from '@shared/domain/client-rules';
import { AppError, defineErrors } from '../../platform/http/errors';

export const clientErrors = defineErrors({
  CODE_TAKEN: { status: 400, text: clientMessages.codeDuplicate },
  NOT_FOUND_BY_MOBILE: {
    status: 404,
    text: 'Ingen kund har det mobilnumret. Skapa en ny kund.',
  },
  PRICE_TERMS_FORBIDDEN: {
    status: 403,
    text: 'Bara administratörer och användare får ändra kundens rabatt, påslag och kundpriser.',
  },
  PRICE_NEGATIVE: { status: 400, text: 'Priset får inte vara negativt' },
  ARTICLE_CODE_REQUIRED: { status: 400, text: 'Ange artikelnumret' },
  ARTICLE_CODE_TOO_LONG: { status: 400, text: 'Högst 40 tecken' },
  TOO_MANY_CONTACTS: { status: 400, text: clientMessages.tooManyContacts },
});

/** Every rule violation at once: the first as the error, the rest as further messages, each at its field. */
export function validationFailed(issues: readonly ValidationIssue[], prefix = ''): AppError {
  const [first, ...rest] = issues.map((i) => ({ ...i, field: `${prefix}${i.field}` }));
  const extra: ApiMessage[] = rest.map((i) => ({
    level: 'ERROR',
    code: 'VALIDATION_FAILED',
    text: i.message,
    field: i.field,
  }));
  return new AppError('VALIDATION_FAILED', 400, first!.message, first!.field, extra);
}

/** Postgres reports a unique violation as 23505 naming the index; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  type PgError = { code?: string; constraint?: string; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505' && e.constraint === constraint) return true;
  }
  return false;
}
