import type { z } from 'zod';
import { AppError, httpErrors } from './errors';

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Parses a call's parameters against the endpoint's schema. A missing parameter gets a message naming it
 * (api-spec §5); every problem is reported, each with its field path so the form can mark the field.
 */
export function parseParameters<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const field = pathOf(issue.path);
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return missing
      ? httpErrors.MISSING_PARAMETER(field || 'parameters', { field })
      : httpErrors.INVALID_PARAMETER(field || 'parameters', issue.message, { field });
  });
  const [first, ...rest] = errors as [AppError, ...AppError[]];
  throw new AppError(
    first.code,
    first.status,
    first.text,
    first.field,
    rest.flatMap((e) => e.toMessages()),
  );
}
