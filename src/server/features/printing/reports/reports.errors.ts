import { defineErrors } from '../../../platform/http/errors';

export const reportErrors = defineErrors({
  /** The provider's invoices are priced at the firm's net prices (as their view refuses, decision 0023). */
  NET_PRICES_HIDDEN: {
    status: 403,
    text: 'Leverantörsfakturor visar era nettopriser, som är dolda för din inloggning.',
  },
});
