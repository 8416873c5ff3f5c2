import { defineErrors } from '../../platform/http/errors';

export const adminContentErrors = defineErrors({
  MESSAGE_NOT_FOUND: { status: 404, text: 'Meddelandet finns inte. Ladda om listan.' },
  NEWS_NOT_FOUND: { status: 404, text: 'Nyheten finns inte. Ladda om listan.' },
  FIRM_NOT_FOUND: { status: 404, text: 'Ett av de valda företagen finns inte. Välj företagen igen.' },
  EMPTY_BODY: { status: 400, text: 'Meddelandet har ingen text kvar att visa. Skriv en text.' },
});
