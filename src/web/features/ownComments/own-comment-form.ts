/**
 * The own comment dialog. The code is what the user types in a document line's article cell to get the
 * text row, so a new comment is offered the next free number after the highest one in use.
 */
import { type OwnCommentData, ownCommentDataSchema } from '@shared/api/ownComments.api';
import { normalizeOwnCommentCode } from '@shared/domain/article-code';
import { type FieldErrors, zodFieldErrors } from '../../kit';

/** `text7` → `text8`; `text1` when there is none yet. */
export function nextCommentCode(highest: string | null | undefined): string {
  const digits = /^text(\d+)$/.exec(normalizeOwnCommentCode(highest))?.[1];
  return `text${digits === undefined ? 1 : Number(digits) + 1}`;
}

export function commentDataOf(values: OwnCommentData): OwnCommentData {
  return { code: normalizeOwnCommentCode(values.code), text: values.text.trim() };
}

export function validateCommentValues(values: OwnCommentData): FieldErrors {
  return zodFieldErrors(ownCommentDataSchema, commentDataOf(values));
}
