import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters, TEXT } from '@shared/api/limits';
import type { z } from 'zod';
import { AppError, httpErrors } from './errors';

/** Deeper than any parameter of the contract (a document is about six levels); JSON settings keep 20. */
export const MAX_INPUT_DEPTH = 32;
/** Longer than any text field of the contract (a note is 10 000): the backstop for a field without its own. */
export const MAX_INPUT_TEXT = 2 * TEXT.note;

/**
 * Checks the raw input before the schema sees it, walking it without recursion: a value nested 10 000
 * deep is refused here and not by a stack overflow, and no NUL or lone surrogate reaches a column or a
 * jsonb value, not even as a key of a free-form object the schema lets through.
 */
export function checkRawInput(input: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) {
        throw httpErrors.INVALID_PARAMETER(path || 'parameters', FORBIDDEN_CHARACTERS_MESSAGE, {
          field: path,
        });
      }
      if (value.length > MAX_INPUT_TEXT) {
        throw httpErrors.INVALID_PARAMETER(path || 'parameters', `Högst ${MAX_INPUT_TEXT} tecken`, {
          field: path,
        });
      }
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw httpErrors.INPUT_TOO_DEEP(MAX_INPUT_DEPTH, { field: path });
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacters(key)) {
        throw httpErrors.INVALID_PARAMETER(path || 'parameters', FORBIDDEN_CHARACTERS_MESSAGE, {
          field: path,
        });
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Parses a call's parameters against the endpoint's schema. A missing parameter gets a message naming it
 * (api-spec §5); every problem is reported, each with its field path so the form can mark the field.
 */
export function parseParameters<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  checkRawInput(input);
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
