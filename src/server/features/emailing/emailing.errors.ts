import { defineErrors } from '../../platform/http/errors';

export const emailingErrors = defineErrors({
  RECIPIENT_NOT_ALLOWED: {
    status: 400,
    text: (address: string) =>
      `${address} finns inte bland dokumentets adresser. Lägg till den som kundens kontakt på dokumentet eller i kundregistret.`,
  },
  REPORT_RECIPIENT_NOT_OWN: {
    status: 400,
    text: (address: string) => `En rapport skickas bara till din egen e-postadress, inte till ${address}.`,
  },
  NO_OWN_ADDRESS: {
    status: 400,
    text: 'Du har ingen e-postadress registrerad. Be administratören lägga in den på din anställd.',
  },
  DRAFT_TO_OTHERS: {
    status: 400,
    text: (label: string) =>
      `Slutför ${label}n innan den skickas till kunden: först då får den sitt nummer. Ett utkast kan bara skickas till din egen e-postadress.`,
  },
  LAYOUT_NOT_ALLOWED: { status: 400, text: 'Utskriftsmallen finns inte för den här dokumenttypen.' },
  INTERNAL_LAYOUT_TO_OTHERS: {
    status: 400,
    text: 'Mallen visar inköpspriser och marginaler och kan bara skickas till din egen e-postadress.',
  },
  LAYOUT_NET_PRICES_HIDDEN: {
    status: 400,
    text: 'Mallen visar inköpspriser och marginaler, som är dolda för dig. Välj en annan mall.',
  },
});
