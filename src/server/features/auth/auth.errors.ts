import { defineErrors } from '../../platform/http/errors';

export const authErrors = defineErrors({
  INVALID_CREDENTIALS: {
    status: 403,
    text: 'Inloggningen misslyckades. Felaktigt användarnamn eller lösenord',
  },
  EMPTY_CREDENTIALS: { status: 400, text: 'Båda fälten är nödvändiga att fylla i' },
  LOGIN_THROTTLED: {
    status: 429,
    text: (minutes: number) =>
      `För många misslyckade inloggningsförsök. Vänta ${minutes} ${minutes === 1 ? 'minut' : 'minuter'} och försök igen.`,
  },
  REQUESTS_THROTTLED: {
    status: 429,
    text: (minutes: number) =>
      `För många förfrågningar från din adress. Vänta ${minutes} ${minutes === 1 ? 'minut' : 'minuter'} och försök igen.`,
  },
  FIRM_INACTIVE: {
    status: 403,
    text: 'Företagets konto är inte aktivt. Kontakta leverantören för att få hjälp.',
  },
  RESET_LINK_INVALID: {
    status: 400,
    text: 'Länken för att byta lösenord är ogiltig eller för gammal. Begär en ny länk från inloggningen.',
  },
  PASSWORD_TOO_SHORT: { status: 400, text: 'Lösenordet måste ha minst 8 tecken' },
  EMAIL_FORMAT: { status: 400, text: 'Felaktigt format på e-postadressen' },
});
