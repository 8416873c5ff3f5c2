/**
 * The one way the web sends a file as the request body (a logo, a footer picture, a document's
 * attachment): the JSON call layer does not send bodies like that. This sends the bytes with the session
 * cookie and the instance token, and turns a refusal into the call layer's ApiError, so a form or a
 * section shows it like any field error.
 */
import { authApi } from '@shared/api/auth.api';
import {
  type Endpoint,
  endpointUrl,
  envelopeSchema,
  INSTANCE_TOKEN_HEADER,
  messageSchema,
  type ResultOf,
} from '@shared/api/endpoint';
import { z } from 'zod';
import { ApiError } from './api-error';
import { apiEvents, call } from './call';
import { UNAVAILABLE_TEXT, UNHANDLED_SERVER_ERROR_TEXT } from './caller';
import { offlineLayer } from './offline-layer';

const refusal = z.object({
  messages: z.array(messageSchema).catch([]),
  userErrorMessage: z.string().optional().catch(undefined),
});

function post(url: string, file: Blob, token: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    // The server reads the type from the bytes; the browser's guess (or none) proves nothing.
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/octet-stream',
      [INSTANCE_TOKEN_HEADER]: token,
    },
    body: file,
  }).catch(() => {
    apiEvents.emit('unavailable');
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      messages: [],
      userErrorMessage: UNAVAILABLE_TEXT,
      handled: true,
    });
  });
}

// Asking for the session hands back the current token (and refreshes the caller's copy of it).
const currentToken = async () => (await call(authApi.current, {}, { background: true })).instanceToken;

const tokenChanged = async (response: Response) => {
  if (response.status !== 403) return false;
  const body = refusal.safeParse(
    await response
      .clone()
      .json()
      .catch(() => ({})),
  );
  return body.success && body.data.messages[0]?.code === 'INSTANCE_TOKEN_INVALID';
};

/** Sends `file` to a file-taking endpoint; `query` carries what the body cannot (a document, a name). */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  query: Record<string, string> = {},
): Promise<ResultOf<E>> {
  const layer = offlineLayer();
  const send = () => uploadNow(endpoint, file, query);
  return layer ? layer.upload(endpoint, file, query, send) : send();
}

/** Straight to the network, past the offline layer: the offline queue sends its photos with this. */
export async function uploadNow<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  query: Record<string, string> = {},
): Promise<ResultOf<E>> {
  const search = new URLSearchParams(query);
  const url = `${endpointUrl(endpoint)}${search.size > 0 ? `?${search}` : ''}`;
  let response = await post(url, file, await currentToken());
  // A token that changed since the page asked (another tab logged in again) is fetched once more.
  if (await tokenChanged(response)) response = await post(url, file, await currentToken());
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return envelopeSchema(endpoint.result).parse(body).result as ResultOf<E>;
  const parsed = refusal.safeParse(body ?? {});
  const messages = parsed.success ? parsed.data.messages : [];
  const userErrorMessage = parsed.success ? parsed.data.userErrorMessage : undefined;
  const { status } = response;
  if (status === 401) apiEvents.emit('notAuthorised');
  if (status >= 500) {
    apiEvents.emit('serverError', { message: userErrorMessage ?? UNHANDLED_SERVER_ERROR_TEXT });
  }
  throw new ApiError({
    status,
    code: messages[0]?.code ?? `HTTP_${status}`,
    messages,
    userErrorMessage,
    handled: status === 401 || status >= 500,
  });
}
