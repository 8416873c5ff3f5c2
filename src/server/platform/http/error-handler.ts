import { LIMITS } from '@shared/api/limits';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, httpErrors } from './errors';
import { loggedError } from './log-safe';

/** Connection-level failures of the database: the service is unavailable, not broken. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08000',
  '08006',
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (causeCode(error)) return httpErrors.SERVICE_UNAVAILABLE();
  const status = (error as FastifyError).statusCode;
  if (status === 413) return httpErrors.BODY_TOO_LARGE(bodyLimitOf(request));
  if (status && status >= 400 && status < 500) {
    return new AppError(
      'INVALID_REQUEST',
      status,
      'Begäran kunde inte läsas. Ladda om sidan och försök igen.',
    );
  }
  return httpErrors.INTERNAL();
}

/** The limit the route declared (the router sets one on every route), for the 413's message. */
function bodyLimitOf(request: FastifyRequest): number {
  return request.routeOptions.bodyLimit ?? LIMITS.bodyBytes;
}

/** The one place errors become HTTP: status from the error, body `{result: null, messages, userErrorMessage}`. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  if (appError.status >= 500) request.log.error({ error: loggedError(error) }, 'Serverfel');
  return reply.status(appError.status).send({
    result: null,
    messages: appError.toMessages(),
    userErrorMessage: appError.text,
  });
}
