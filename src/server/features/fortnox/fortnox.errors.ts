import { fortnoxRefusalTexts } from '@shared/api/fortnox.api';
import { defineErrors } from '../../platform/http/errors';

/** The Fortnox integration's refusals (decision 0047), in the words the integration page shows. */
export const fortnoxErrors = defineErrors({
  ASK_ADMIN: { status: 403, text: fortnoxRefusalTexts.ASK_ADMIN },
  ASK_PROVIDER: { status: 403, text: fortnoxRefusalTexts.ASK_PROVIDER },
  STATE_UNKNOWN: {
    status: 400,
    text: 'Aktiveringen kom inte från det här företaget eller är för gammal. Börja om med ”Aktivera”.',
  },
  PENDING_CODE_GONE: {
    status: 404,
    text: 'Den sparade koden från Fortnox finns inte längre. Börja om med ”Aktivera”.',
  },
  CODE_REFUSED: {
    status: 400,
    text: 'Fortnox godtog inte koden. Börja om med ”Aktivera” och godkänn kopplingen igen.',
  },
  NOT_ACTIVATED: { status: 409, text: 'Kopplingen till Fortnox är inte aktiverad.' },
  RENEWAL_REFUSED: {
    status: 409,
    text: 'Kopplingen till Fortnox har gått ut. Aktivera den igen.',
  },
  UNREACHABLE: {
    status: 503,
    text: 'Fortnox svarar inte just nu. Försök igen om en stund.',
  },
  NOT_CONFIGURED: {
    status: 503,
    text: 'Fortnox-kopplingen är inte inställd på servern. Kontakta supporten.',
  },
  NO_VOUCHERS: {
    status: 400,
    text: 'Det finns inga verifikationer i perioden.',
  },
  TOO_MANY_VOUCHERS: {
    status: 400,
    text: (count: number, max: number) =>
      `Perioden har ${count} verifikationer; högst ${max} går i en export. Välj en kortare period.`,
  },
  JOB_NOT_FOUND: { status: 404, text: 'Exporten finns inte (eller tillhör ett annat företag).' },
});

/** An answer from Fortnox that was not a success: its status and its own message. */
export class FortnoxCallError extends Error {
  constructor(
    readonly status: number,
    readonly fortnoxMessage: string,
  ) {
    super(`Fortnox ${status}: ${fortnoxMessage}`);
    this.name = 'FortnoxCallError';
  }
}
