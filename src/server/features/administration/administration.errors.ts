import { defineErrors } from '../../platform/http/errors';

export const administrationErrors = defineErrors({
  REQUEST_NOT_FOUND: { status: 404, text: 'Ansökan finns inte.' },
  ALREADY_DECIDED: {
    status: 409,
    text: 'Ansökan är redan avgjord, kanske av en kollega. Ladda om listan.',
  },
  FIRM_NOT_FOUND: { status: 404, text: 'Företaget finns inte. Välj ett företag i listan.' },
  FIRM_INACTIVE: { status: 409, text: 'Företagets konto är inte aktivt. Aktivera företaget först.' },
  LOGIN_TAKEN: {
    status: 409,
    text: 'Användarnamnet används redan av en annan anställd. Avslå ansökan och be den sökande välja ett annat.',
  },
});
