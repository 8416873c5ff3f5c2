import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, httpErrors } from './errors';

/** Node's HTTP parser's codes for a request it could not read; anything else is a plain 400. */
function errorFor(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return httpErrors.HEADERS_TOO_LARGE();
  return new AppError(
    'INVALID_REQUEST',
    code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
    'Begäran kunde inte läsas. Ladda om sidan och försök igen.',
  );
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers over 16 kB, a broken request
 * line) never reaches the router, so it is answered here in the app's envelope with a Swedish text.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = errorFor(error.code);
  const body = JSON.stringify({
    result: null,
    messages: appError.toMessages(),
    userErrorMessage: appError.text,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
