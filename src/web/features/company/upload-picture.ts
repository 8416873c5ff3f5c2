/**
 * Picture uploads send the file itself as the request body (company.api.ts), which the JSON call layer
 * does not do. This sends it with the same session cookie and instance token and turns the answer into
 * the call layer's ApiError, so the form handles a refused picture like any other field error.
 */
import { authApi } from '@shared/api/auth.api';
import {
  API_PREFIX,
  type Endpoint,
  envelopeSchema,
  INSTANCE_TOKEN_HEADER,
  messageSchema,
  type ResultOf,
} from '@shared/api/endpoint';
import { detectImageType, imageMessages } from '@shared/domain/image-type';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { apiEvents, call } from '../../api/call';
import { UNAVAILABLE_TEXT, UNHANDLED_SERVER_ERROR_TEXT } from '../../api/caller';

/**
 * What the browser can tell before sending 25 MB: the size, and the type from the first bytes (the
 * server checks the same bytes again; a file's name or the browser's claimed type proves nothing).
 */
export async function checkPictureFile(file: File, maxBytes: number): Promise<string | null> {
  if (file.size === 0) return imageMessages.empty;
  if (file.size > maxBytes) return imageMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : imageMessages.wrongType;
}

const errorBody = z.object({
  messages: z.array(messageSchema).catch([]),
  userErrorMessage: z.string().optional().catch(undefined),
});

async function send(endpoint: Endpoint, file: File, token: string): Promise<Response> {
  try {
    return await fetch(`${API_PREFIX}${endpoint.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        [INSTANCE_TOKEN_HEADER]: token,
      },
      body: file,
    });
  } catch {
    apiEvents.emit('unavailable');
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      messages: [],
      userErrorMessage: UNAVAILABLE_TEXT,
      handled: true,
    });
  }
}

export async function uploadPicture<E extends Endpoint>(endpoint: E, file: File): Promise<ResultOf<E>> {
  // Asking for the session hands back the current token (and refreshes the caller's copy of it).
  let { instanceToken } = await call(authApi.current, {}, { background: true });
  let response = await send(endpoint, file, instanceToken);
  let body: unknown = await response.json().catch(() => null);
  const failed = errorBody.safeParse(body ?? {});
  if (
    response.status === 403 &&
    failed.success &&
    failed.data.messages[0]?.code === 'INSTANCE_TOKEN_INVALID'
  ) {
    ({ instanceToken } = await call(authApi.current, {}, { background: true }));
    response = await send(endpoint, file, instanceToken);
    body = await response.json().catch(() => null);
  }
  if (response.ok) {
    return envelopeSchema(endpoint.result).parse(body).result as ResultOf<E>;
  }
  const parsed = errorBody.safeParse(body ?? {});
  const messages = parsed.success ? parsed.data.messages : [];
  const userErrorMessage = parsed.success ? parsed.data.userErrorMessage : undefined;
  const status = response.status;
  if (status === 401) apiEvents.emit('notAuthorised');
  if (status >= 500)
    apiEvents.emit('serverError', { message: userErrorMessage ?? UNHANDLED_SERVER_ERROR_TEXT });
  throw new ApiError({
    status,
    code: messages[0]?.code ?? `HTTP_${status}`,
    messages,
    userErrorMessage,
    handled: status === 401 || status >= 500,
  });
}
