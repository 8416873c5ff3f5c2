import { defineErrors } from '../../platform/http/errors';

const notTaken =
  'Leverantören kunde inte ta emot beställningen just nu. Beställningen är sparad men inte skickad – försök igen om en stund.';

export const customerOrdersErrors = defineErrors({
  ORDERING_NOT_ENABLED: {
    status: 403,
    text: 'Beställningar till leverantören är inte aktiverade för ert företag. Kontakta leverantören.',
  },
  ONLY_ADMINS_CAN_ORDER: {
    status: 403,
    text: 'Endast administratörer får skicka beställningar till leverantören i ert företag.',
  },
  ORDER_ALREADY_SENT: { status: 409, text: 'Beställningen är redan skickad' },
  /** Unreachable, timed out or failing (5xx): try again later. */
  INTAKE_UNAVAILABLE: { status: 503, text: notTaken },
  /** The provider answered, but refused (4xx or an answer we cannot read). */
  INTAKE_REFUSED: { status: 502, text: notTaken },
});
