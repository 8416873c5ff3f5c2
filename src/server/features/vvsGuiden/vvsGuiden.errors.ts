import { defineErrors } from '../../platform/http/errors';

/**
 * VVS-guiden's refusals (decision 0057). A directory that does not answer or refuses is a 502 with our
 * message, which the web shows as it is (the call layer's "upstream refusal"), not as "server down".
 */
export const vvsGuidenErrors = defineErrors({
  NOT_CONNECTED: {
    status: 502,
    text: 'VVS-guiden är inte anslutet på den här servern. Kontakta supporten.',
  },
  UNREACHABLE: { status: 502, text: 'VVS-guiden svarar inte just nu. Försök igen om en stund.' },
  REFUSED: { status: 502, text: (reason: string) => `VVS-guiden tog inte emot uppgifterna: ${reason}` },
  LINK_SUFFIX_TAKEN: { status: 400, text: 'Adressen är redan upptagen i VVS-guiden' },
  NOT_REGISTERED: { status: 400, text: 'Företaget är inte registrerat i VVS-guiden.' },
  LINK_SUFFIX_MISSING: {
    status: 400,
    text: 'Ange adressen i VVS-guiden och spara inställningarna innan du registrerar.',
  },
  CONTACT_EMAIL_MISSING: {
    status: 400,
    text: 'Kontaktpersonen saknar e-postadress. VVS-guiden skickar inloggningen dit; lägg till den under Anställda.',
  },
});
