import { defineErrors } from '../../platform/http/errors';

export const paymentErrors = defineErrors({
  // A draft has no number and was never sent; an offer or credit invoice is not owed at all.
  DOCUMENT_NOT_PAYABLE: {
    status: 409,
    text: 'Betalningar registreras när fakturan är slutförd',
  },
  PAYMENT_INVALID: { status: 400, text: (message: string) => message },
});

/** The rules' fields as the contract names them (api-spec §7.4 `payment`). */
export const PAYMENT_FIELDS = { amountOre: 'paymentSum', date: 'paymentDate' } as const;
