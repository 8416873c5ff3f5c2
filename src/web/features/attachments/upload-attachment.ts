/**
 * An attachment is sent as the file itself (attachments.api.ts `upload`): the JSON call layer does not
 * send bodies like that. This sends it with the session cookie and the instance token, the document and
 * the file's name in the address, and turns a refusal into the call layer's ApiError, so the section
 * shows it like any field error.
 */
import { type AttachmentSpace, attachmentMessages, attachmentsApi } from '@shared/api/attachments.api';
import { authApi } from '@shared/api/auth.api';
import { endpointUrl, envelopeSchema, INSTANCE_TOKEN_HEADER, messageSchema } from '@shared/api/endpoint';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { apiEvents, call } from '../../api/call';
import { UNAVAILABLE_TEXT, UNHANDLED_SERVER_ERROR_TEXT } from '../../api/caller';

type Uploaded = z.output<typeof attachmentsApi.upload.result>;

/** What the browser can tell before sending: an empty file, or one over the server's per-file limit. */
export function checkAttachmentFile(file: File, space: AttachmentSpace): string | null {
  if (file.size === 0) return attachmentMessages.empty;
  if (file.size > space.attachmentSizeLimit) return attachmentMessages.tooLarge(space.attachmentSizeLimit);
  if (file.size > space.availabilityBytes) {
    return attachmentMessages.spaceFull(space.availabilityBytes, space.totalSizeSpace);
  }
  return null;
}

const refusal = z.object({
  messages: z.array(messageSchema).catch([]),
  userErrorMessage: z.string().optional().catch(undefined),
});

function post(url: string, file: File, token: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    // The server reads the type from the bytes; the browser's guess (or none) is not sent.
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

const currentToken = async () => (await call(authApi.current, {}, { background: true })).instanceToken;

export async function uploadAttachment(
  target: { docType: DocumentType; docUid: string },
  file: File,
): Promise<Uploaded> {
  const query = new URLSearchParams({ ...target, fileName: file.name });
  const url = `${endpointUrl(attachmentsApi.upload)}?${query}`;
  let response = await post(url, file, await currentToken());
  // A token that changed since the page asked (another tab logged in again) is fetched once more.
  if (response.status === 403) {
    const body = refusal.safeParse(
      await response
        .clone()
        .json()
        .catch(() => ({})),
    );
    if (body.success && body.data.messages[0]?.code === 'INSTANCE_TOKEN_INVALID') {
      response = await post(url, file, await currentToken());
    }
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return envelopeSchema(attachmentsApi.upload.result).parse(body).result;
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
