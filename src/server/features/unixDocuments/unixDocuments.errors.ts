import { defineErrors } from '../../platform/http/errors';

export const unixDocumentErrors = defineErrors({
  READ_STATE_FIXED: {
    status: 409,
    text: 'Följesedeln är redan använd eller borttagen hos leverantören; den kan inte markeras som läst eller oläst.',
  },
  NET_PRICES_HIDDEN: {
    status: 403,
    text: 'Leverantörsfakturor visar era nettopriser, som är dolda för din inloggning.',
  },
  ORDER_NOT_CONFIRMED: {
    status: 409,
    text: 'Ordern är inte bekräftad av leverantören än och kan inte faktureras.',
  },
});
