/**
 * What issue #16 adds to the payment block (decision 0026 "The payment block"): the invoice's OCR
 * reference and the payment QR of the firm's choice, from the pure rules of decision 0030.
 */
import { invoiceOcr, type PaymentQrSettings, paymentQrPayload } from '@shared/domain/payments/payment-qr';

/** The OCR reference the payer quotes and the QR code printed beside it, each null when there is none. */
export interface PaymentExtension {
  ocr: string | null;
  qr: { payload: string; caption: string } | null;
}

export const withoutPaymentExtension: PaymentExtension = { ocr: null, qr: null };

const QR_CAPTION = { INTERNAL: 'Skanna med bankappen', SWISH: 'Skanna med Swish' } as const;

/**
 * The OCR of a completed invoice of a paid kind (a draft has no number yet, a credit pays nothing) and
 * its QR when the firm prints one. A QR the rules refuse (no giro, no due date, a bad Swish number) is
 * left out rather than failing the printout: the settings form already names the field to fix, and an
 * invoice without a QR is still payable by its giro and OCR.
 */
export function paymentExtensionOf(
  settings: PaymentQrSettings,
  doc: {
    number: number | null;
    completed: boolean;
    paid: boolean;
    credit: boolean;
    docDate: string;
    dueDate: string | null;
    payableOre: number;
  },
): PaymentExtension {
  if (!doc.paid || doc.credit || !doc.completed || doc.number === null || doc.payableOre <= 0)
    return withoutPaymentExtension;
  const result = paymentQrPayload(settings, {
    number: doc.number,
    invoiceDate: doc.docDate,
    // No due date: the bank apps' code cannot be made (it is refused as a date), Swish needs none.
    dueDate: doc.dueDate ?? '',
    amountOre: doc.payableOre,
  });
  const method = settings.qrPaymentsGenerationSettings.paymentMethod;
  return {
    ocr: invoiceOcr(doc.number),
    qr: result?.ok ? { payload: result.payload, caption: QR_CAPTION[method] } : null,
  };
}
