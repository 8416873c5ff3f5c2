import { defineErrors } from '../../platform/http/errors';

/** The e-invoice's refusals (decision 0050), in the words the editor's e-invoice card shows. */
export const eInvoiceErrors = defineErrors({
  NOT_E_INVOICE_KIND: { status: 400, text: 'Den här dokumenttypen skickas inte som e-faktura' },
  CANNOT_BE_MADE: { status: 409, text: (why: string) => `E-fakturan kan inte skapas: ${why}` },
  NOT_COMPLETED: { status: 409, text: 'Slutför fakturan innan e-fakturan exporteras eller skickas' },
  NOT_APPROVED: { status: 409, text: 'Godkänn e-fakturan innan den skickas' },
  ALREADY_SENT: { status: 409, text: 'E-fakturan är redan skickad' },
  REFUSED: { status: 502, text: (reason: string) => `Accesspunkten tog inte emot e-fakturan: ${reason}` },
});
