import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import type { DocumentKind, DocumentType } from '@shared/domain/documents/document-kinds';
import { defineErrors, httpErrors } from '../../../platform/http/errors';
import type { EmployeeSession } from '../view/view.mapper';

export const documentErrors = defineErrors({
  DOCUMENT_VERSION_CONFLICT: {
    status: 409,
    text: 'Någon annan har sparat dokumentet sedan du öppnade det. Ladda om för att se den senaste versionen; dina ändringar finns kvar tills du väljer.',
  },
  DOCUMENT_NOT_EDITABLE: {
    status: 409,
    text: (status: 'COMPLETED' | 'LOCKED') =>
      status === 'LOCKED'
        ? 'Dokumentet är låst och kan inte ändras. Rätta en slutförd faktura med en kreditfaktura.'
        : 'Dokumentet är slutfört och kan inte ändras. Ångra slutförandet först.',
  },
  DOCUMENT_NOT_CREATABLE: {
    status: 403,
    text: 'Följesedlar och leverantörsfakturor kommer från grossisten och kan inte skapas eller ändras här.',
  },
  DOCUMENT_ALREADY_COMPLETED: { status: 409, text: 'Dokumentet är redan slutfört.' },
  DOCUMENT_NOT_COMPLETED: { status: 409, text: 'Dokumentet är inte slutfört.' },
  COMPLETION_NOT_ALLOWED: {
    status: 409,
    text: (label: string) => `${label} slutförs inte i Montör.`,
  },
  UNDO_NOT_ALLOWED: {
    status: 409,
    text: (label: string) =>
      `En slutförd ${label.toLowerCase()} kan inte ångras (bokföringslagen). Rätta den med en kreditfaktura.`,
  },
  COMMENT_EMPTY: { status: 400, text: 'Skriv en kommentar' },
  COMMENT_TOO_LONG: { status: 400, text: (max: number) => `Högst ${max} tecken` },
});

/** The guards every write of a document passes, next to the refusals they raise. */
export function assertCreatable(kind: DocumentKind): void {
  if (!kind.creatable) throw documentErrors.DOCUMENT_NOT_CREATABLE();
}

export function assertEditable(row: { locked: boolean; completed: boolean }): void {
  if (row.locked) throw documentErrors.DOCUMENT_NOT_EDITABLE('LOCKED');
  if (row.completed) throw documentErrors.DOCUMENT_NOT_EDITABLE('COMPLETED');
}

export function assertVersion(row: { version: number }, newVersion: number): void {
  if (row.version !== newVersion) throw documentErrors.DOCUMENT_VERSION_CONFLICT();
}

/** Calls that name the kind in their parameters check the kind's site option here. */
export function assertKindAccess(session: EmployeeSession, docType: DocumentType): void {
  if (!canAccess(session.employee, documentAccess(docType))) {
    throw httpErrors.FORBIDDEN();
  }
}
