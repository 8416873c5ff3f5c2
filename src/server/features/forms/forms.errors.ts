import { defineErrors } from '../../platform/http/errors';

export const formsErrors = defineErrors({
  SURVEY_NOT_FOUND: { status: 404, text: 'Enkäten finns inte eller är inte längre öppen.' },
  SURVEY_ALREADY_FILLED: {
    status: 409,
    text: 'Du har redan svarat på den här enkäten. Tack för ditt svar!',
  },
  EVENT_REQUIRED: { status: 400, text: 'Anmälan måste gälla ett evenemang. Anmäl dig från evenemangssidan.' },
  CAPTCHA_REQUIRED: { status: 400, text: 'Svara på räknefrågan så vet vi att du inte är en robot.' },
  FEEDBACK_OPTION_UNKNOWN: { status: 400, text: 'Välj ett av alternativen' },
  WAREHOUSE_UNKNOWN: { status: 400, text: 'Välj ett av lagren i listan' },
  FORM_NOT_CONFIGURED: {
    status: 503,
    text: 'Formuläret är inte öppet just nu. Kontakta kundtjänst per telefon eller e-post.',
  },
  GDPR_OFFLINE_PROVIDER_ONLY: {
    status: 403,
    text: 'Ett godkännande på papper registreras av leverantören. Godkänn villkoren här i Montör i stället.',
  },
});
