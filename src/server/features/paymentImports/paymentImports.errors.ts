import { defineErrors } from '../../platform/http/errors';

/** Refusals of a bank file: each says that nothing was read in, since a file is taken whole or not at all. */
export const paymentImportErrors = defineErrors({
  /** The parser's "Rad N: …", naming the broken record's line. */
  BGMAX_INVALID: { status: 400, text: (message: string) => `${message} Inget har lästs in.` },
  BGMAX_OTHER_BANKGIRO: {
    status: 400,
    text: (fileBankgiro: string, firmBankgiro: string) =>
      `Filen gäller bankgiro ${fileBankgiro}, inte företagets bankgiro ${firmBankgiro}. Inget har lästs in.`,
  },
  BGMAX_NO_BANKGIRO: {
    status: 409,
    text: 'Ange företagets bankgironummer i företagsinställningarna innan en BgMax-fil läses in.',
  },
  BANK_PAYMENT_NOT_OPEN: {
    status: 409,
    text: 'Inbetalningen är redan registrerad på en faktura. Ångra betalningen på fakturan om den blev fel.',
  },
});
