import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, httpErrors } from './errors';

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

function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (causeCode(error)) return httpErrors.SERVICE_UNAVAILABLE();
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(
      'INVALID_REQUEST',
      status,
      'Begäran kunde inte läsas. Ladda om sidan och försök igen.',
    );
  }
  return httpErrors.INTERNAL();
}

/** The one place errors become HTTP: status from the error, body `{result: null, messages, userErrorMessage}`. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error({ err: error }, 'Serverfel');
  return reply.status(appError.status).send({
    result: null,
    messages: appError.toMessages(),
    userErrorMessage: appError.text,
  });
}
