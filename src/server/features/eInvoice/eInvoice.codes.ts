/**
 * The code lists both e-invoice formats write (decision 0050): units, VAT categories and the fixed
 * texts Swedish law asks an invoice to carry. One place, so PEPPOL and Svefaktura never disagree.
 */
import type { EInvoicePreview } from '@shared/api/eInvoice.api';

/** PEPPOL BIS Billing 3.0, or Svefaktura 1.0 for the clients whose register asks for it. */
export type EInvoiceFormat = EInvoicePreview['format'];

export const CURRENCY = 'SEK';

/** The seller's F-skatt statement (mervärdesskattelagen asks for it on the invoice). */
export const F_SKATT_TEXT = 'Godkänd för F-skatt';

/** The reverse-charge statement the invoice must carry (omvänd betalningsskyldighet, 11 kap. ML). */
export const REVERSE_CHARGE_REASON = 'Omvänd betalningsskyldighet';

/** PEPPOL's categories: S standard rate, AE reverse charge, Z zero rate. Svefaktura knows S and E. */
export type VatCategory = 'S' | 'AE' | 'Z';

/** UN/ECE Recommendation 20 codes for the units Montör's lines use; anything else is a piece ("H87"). */
const UNIT_CODES: Record<string, string> = {
  st: 'H87',
  'st.': 'H87',
  styck: 'H87',
  pkt: 'PK',
  tim: 'HUR',
  timme: 'HUR',
  timmar: 'HUR',
  h: 'HUR',
  'tim.': 'HUR',
  m: 'MTR',
  meter: 'MTR',
  m2: 'MTK',
  'm²': 'MTK',
  m3: 'MTQ',
  kg: 'KGM',
  l: 'LTR',
  liter: 'LTR',
  km: 'KMT',
  mil: 'KMT',
  dag: 'DAY',
  dagar: 'DAY',
};

export function unitCodeOf(unit: string): string {
  return UNIT_CODES[unit.trim().toLowerCase()] ?? 'H87';
}

export function categoryOf(rateBp: number, reverseCharge: boolean): VatCategory {
  if (reverseCharge) return 'AE';
  return rateBp === 0 ? 'Z' : 'S';
}
