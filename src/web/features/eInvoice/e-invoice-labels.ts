import type { EInvoicePreview } from '@shared/api/eInvoice.api';

/** The formats by the names the receivers know them. */
export const eInvoiceFormatLabels: Record<EInvoicePreview['format'], string> = {
  PEPPOL: 'PEPPOL BIS Billing 3.0',
  SVEFAKTURA: 'Svefaktura',
};

/** The UN/ECE unit codes the e-invoice carries, in the words of Montör's lines; others as they are. */
const unitWords: Record<string, string> = {
  H87: 'st',
  PK: 'pkt',
  HUR: 'tim',
  MTR: 'm',
  MTK: 'm²',
  MTQ: 'm³',
  KGM: 'kg',
  LTR: 'l',
  KMT: 'km',
  DAY: 'dagar',
};

/** "2,5 tim" from 2 500 thousandths of HUR. */
export function quantityText(quantity: number, unitCode: string): string {
  const amount = (quantity / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 3 });
  return `${amount} ${unitWords[unitCode] ?? unitCode}`;
}
