/** What one error may write to the log: enough to find the fault, never a whole request's data. */
export const MAX_ERROR_LOG_CHARS = 4096;
const MAX_LINE_CHARS = 300;
const MAX_STACK_LINES = 12;
const MAX_CAUSES = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  /** The first line of the failed SQL statement, as written in the code (placeholders, not values). */
  query?: string;
  /** The first frames, without the message line the stack repeats; empty when there is none. */
  stack: string;
  cause?: LoggedError;
}

function firstLine(value: unknown): string {
  const line = String(value ?? '').split('\n', 1)[0] ?? '';
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
}

/**
 * An error as the log keeps it (decision 0020). Drizzle's message is "Failed query: <sql>\nparams: <every
 * value>", and its `params` hold the customer's data (one failing 15 MB save wrote 47 MB): only the first
 * line of the message and of the statement are kept, the values never, and the whole entry is capped.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: firstLine(error), stack: '' };
  const e = error as { name?: unknown; message?: unknown; code?: unknown; query?: unknown; stack?: unknown };
  const entry: LoggedError = {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: firstLine(e.message),
    stack: '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') entry.code = String(e.code);
  // PostgreSQL's own messages quote the value they refused ('invalid input syntax … "Anna Svensson"').
  if (entry.code && SQLSTATE.test(entry.code))
    entry.message = entry.message.replace(/"[^"]*("|…$|$)/g, '"…"');
  if (typeof e.query === 'string') entry.query = firstLine(e.query);
  if (typeof e.stack === 'string') {
    // The stack's first line repeats the message (with the parameters): only the frames are kept.
    const frames = e.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    entry.stack = frames.slice(0, MAX_STACK_LINES).map(firstLine).join('\n');
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause && depth < MAX_CAUSES) entry.cause = loggedError(cause, depth + 1);
  return depth === 0 ? capped(entry) : entry;
}

function capped(entry: LoggedError): LoggedError {
  let current = entry;
  if (JSON.stringify(current).length <= MAX_ERROR_LOG_CHARS) return current;
  current = { ...current, stack: current.stack.split('\n').slice(0, 3).join('\n') };
  if (current.cause) current = { ...current, cause: { ...current.cause, stack: '', cause: undefined } };
  if (JSON.stringify(current).length <= MAX_ERROR_LOG_CHARS) return current;
  return { type: current.type, message: current.message.slice(0, 1000), code: current.code, stack: '' };
}

/** Fastify's logger options: every `{ err }` any part of the app logs goes through `loggedError`. */
export function loggerOptions(level: string) {
  return { level, serializers: { err: (error: unknown) => loggedError(error) } };
}
