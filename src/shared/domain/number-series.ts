/**
 * Document number series (api-spec §3.12 numbering; docs/decisions/0009-numbering-and-own-prices.md).
 * The firm numbers its own documents; the provider's follow-up files and invoices carry the provider's
 * numbers. Invoices and credit invoices may share one series ("joint numbering"), as many firms want a
 * single continuous invoice series (mervärdesskattelagen allows one or more continuous series).
 */

export const numberedDocTypes = [
  'OFFER',
  'COST_CALCULATION',
  'CUSTOMER_ORDER',
  'WORK_ORDER',
  'ADDITIONAL_ESTIMATE',
  'INVOICE',
  'CREDIT_INVOICE',
  'INTEREST_INVOICE',
] as const;
export type NumberedDocType = (typeof numberedDocTypes)[number];

export const numberedDocTypeLabels: Record<NumberedDocType, string> = {
  OFFER: 'Offert',
  COST_CALCULATION: 'Kostnadskalkyl',
  CUSTOMER_ORDER: 'Beställning',
  WORK_ORDER: 'Arbetsorder',
  ADDITIONAL_ESTIMATE: 'ÄTA / fakturaunderlag',
  INVOICE: 'Faktura',
  CREDIT_INVOICE: 'Kreditfaktura',
  INTEREST_INVOICE: 'Räntefaktura',
};

/** The kinds joint invoice numbering puts in one series, the first naming the series row. */
export const jointInvoiceSeries: readonly NumberedDocType[] = ['INVOICE', 'CREDIT_INVOICE'];

/** The largest number a series hands out: ten digits fit every print layout and OCR reference. */
export const MAX_DOCUMENT_NUMBER = 9_999_999_999;

/**
 * The document types whose numbers must not collide with `docType`'s, the first one naming the series
 * row that is locked while a number is chosen. With joint numbering an invoice and a credit invoice
 * draw from the invoice series.
 */
export function seriesGroup(docType: NumberedDocType, jointInvoiceNumbering: boolean): NumberedDocType[] {
  if (jointInvoiceNumbering && jointInvoiceSeries.includes(docType)) return [...jointInvoiceSeries];
  return [docType];
}

/** Where the search for the next number starts (see `lowestFreeNumber`). */
export function searchStart(series: { minNumber: number; maxCurrent: number; fillGaps: boolean }): number {
  return series.fillGaps ? series.minNumber : Math.max(series.maxCurrent + 1, series.minNumber);
}

/**
 * The lowest number ≥ `start` that is not in `used`. This is the rule the database allocator runs in
 * SQL (the candidates are `start` and every used number + 1); the pure form documents and tests it.
 */
export function lowestFreeNumber(used: Iterable<number>, start: number): number {
  const taken = new Set(used);
  let candidate = start;
  while (taken.has(candidate)) candidate += 1;
  return candidate;
}
