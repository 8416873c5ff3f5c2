import { defineErrors } from '../../platform/http/errors';

export const adminCatalogueErrors = defineErrors({
  FIRM_NOT_FOUND: { status: 404, text: 'Det finns inget företag med det kundnumret.' },
  FILE_EMPTY: { status: 400, text: 'Filen är tom. Välj prisfilen eller rabattbrevet igen.' },
  IMPORT_NOT_FOUND: { status: 404, text: 'Importen finns inte.' },
  GROUP_NOT_FOUND: { status: 404, text: 'Rabattgruppen finns inte i katalogen.' },
});
