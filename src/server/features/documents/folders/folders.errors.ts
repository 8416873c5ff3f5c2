import { defineErrors } from '../../../platform/http/errors';

export const FOLDER_NAME_MAX_LENGTH = 100;

export const folderErrors = defineErrors({
  FOLDER_NAME_REQUIRED: { status: 400, text: 'Detta fält måste fyllas i' },
  FOLDER_NAME_TOO_LONG: { status: 400, text: `Högst ${FOLDER_NAME_MAX_LENGTH} tecken` },
  FOLDER_NAME_TAKEN: { status: 409, text: 'Det finns redan en mapp med det namnet' },
  FOLDER_INTO_ITSELF: {
    status: 409,
    text: 'En mapp kan inte flyttas till sig själv eller till en av sina undermappar',
  },
  FOLDER_NOT_FOUND: { status: 404, text: 'Mappen finns inte' },
  DOCUMENT_NOT_FOUND: { status: 404, text: 'Dokumentet finns inte' },
});

/** The trimmed name, or the refusal at the field. */
export function checkedFolderName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw folderErrors.FOLDER_NAME_REQUIRED({ field: 'name' });
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) throw folderErrors.FOLDER_NAME_TOO_LONG({ field: 'name' });
  return trimmed;
}

/** bokföringslagen 7 kap. 2 §: räkenskapsinformation sparas i sju år. */
export function keptByLawMessage(kept: number): string | null {
  if (kept === 0) return null;
  const what = kept === 1 ? '1 dokument' : `${kept} dokument`;
  return `${what} ligger kvar i papperskorgen: slutförda fakturor och leverantörsfakturor är räkenskapsinformation som enligt bokföringslagen ska sparas i sju år och kan därför inte raderas.`;
}
