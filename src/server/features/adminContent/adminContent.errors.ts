import { defineErrors } from '../../platform/http/errors';

export const adminContentErrors = defineErrors({
  MESSAGE_NOT_FOUND: { status: 404, text: 'Meddelandet finns inte. Ladda om listan.' },
  NEWS_NOT_FOUND: { status: 404, text: 'Nyheten finns inte. Ladda om listan.' },
  DOCUMENT_NOT_FOUND: { status: 404, text: 'Dokumentet finns inte. Ladda om listan.' },
  FILE_NOT_FOUND: { status: 404, text: 'Den uppladdade filen finns inte. Ladda upp filen igen.' },
  NOT_A_PDF: { status: 400, text: 'Filen är ingen PDF. Välj en PDF-fil.' },
  PICTURE_INVALID: { status: 400, text: (message: string) => message },
  SURVEY_NOT_FOUND: { status: 404, text: 'Enkäten finns inte. Ladda om listan.' },
  FIRM_NOT_FOUND: { status: 404, text: 'Ett av de valda företagen finns inte. Välj företagen igen.' },
  EMPTY_BODY: {
    status: 400,
    text: 'Texten har inget kvar att visa när skript och kod har tagits bort. Skriv en text.',
  },
});
