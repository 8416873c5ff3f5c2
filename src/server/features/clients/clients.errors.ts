import { clientMessages } from '@shared/domain/client-rules';
import { defineErrors } from '../../platform/http/errors';

export const clientErrors = defineErrors({
  CODE_TAKEN: { status: 400, text: clientMessages.codeDuplicate },
  NOT_FOUND_BY_MOBILE: {
    status: 404,
    text: 'Ingen kund har det mobilnumret. Skapa en ny kund.',
  },
  PRICE_TERMS_FORBIDDEN: {
    status: 403,
    text: 'Bara administratörer och användare får ändra kundens rabatt, påslag och kundpriser.',
  },
  PRICE_NEGATIVE: { status: 400, text: 'Priset får inte vara negativt' },
  ARTICLE_CODE_REQUIRED: { status: 400, text: 'Ange artikelnumret' },
  ARTICLE_CODE_TOO_LONG: { status: 400, text: 'Högst 40 tecken' },
  TOO_MANY_CONTACTS: { status: 400, text: clientMessages.tooManyContacts },
});
