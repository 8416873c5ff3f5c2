import { defineErrors } from '../../../platform/http/errors';

/** The interest invoice's refusals (decision 0035), each with a stable code and the Swedish text. */
export const interestErrors = defineErrors({
  INTEREST_CLIENT_MISSING: {
    status: 409,
    text: 'Välj kund på räntefakturan först: den fakturerar ränta på en kunds sent betalda fakturor.',
  },
  INVOICE_NOT_BILLABLE: {
    status: 409,
    text: 'Fakturan kan inte räntefaktureras: den ska vara fullt betald efter förfallodagen, före räntefakturans datum, och inte finnas på en annan räntefaktura.',
  },
  INTEREST_RATE_MISSING: { status: 409, text: (message: string) => message },
  INTEREST_ROW_NOT_FOUND: { status: 404, text: 'Raden finns inte på räntefakturan.' },
});
