import { defineErrors } from '../../platform/http/errors';

export const providerDocumentsErrors = defineErrors({
  FILE_NOT_FOUND: {
    status: 404,
    text: 'Filen finns inte längre hos grossisten. Ladda om sidan för att se de filer som är publicerade nu.',
  },
  SECTION_NOT_FOUND: {
    status: 404,
    text: 'Innehållet är inte publicerat längre. Ladda om startsidan.',
  },
});
