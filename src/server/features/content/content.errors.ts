import { defineErrors } from '../../platform/http/errors';

export const contentErrors = defineErrors({
  CAPTCHA_WRONG: { status: 400, text: 'Fel svar på räknefrågan. Försök med den nya frågan.' },
  CAPTCHA_EXPIRED: { status: 400, text: 'Räknefrågan har gått ut. Svara på den nya frågan.' },
});
