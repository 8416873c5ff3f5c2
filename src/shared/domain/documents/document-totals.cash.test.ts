import { describe, expect, it } from 'vitest';
import { documentHeaderSchema } from '../../api/documents';
import { documentKinds } from './document-kinds';
import { material, pricing } from './document-test-lines';
import { computeDocumentTotals } from './document-totals';
import { pricingOf } from './line-input';

// Figures by hand: 3 × 333,33 kr = 999,99 kr; 25 % VAT 249,9975 → 250,00 kr; 1 249,99 → pays 1 250 kr.
const lines = [material({ priceOre: 33_333, quantity: 3000 })];

describe('a cash invoice’s rows (decision 0036)', () => {
  it('says its total and, under it, that it was paid in cash', () => {
    const t = computeDocumentTotals(lines, pricing({ cash: true }));
    expect(t).toMatchObject({ netSumOre: 99_999, vatSumOre: 25_000, totalSumOre: 124_999, roundingOre: 1 });
    expect(t.summaryRows.slice(-3)).toEqual([
      { kind: 'ROUNDING', label: 'Öresavrundning', amountOre: 1 },
      { kind: 'TOTAL_WITH_VAT', label: 'Totalt', amountOre: 125_000 },
      { kind: 'CASH_TOTAL_WITH_VAT', label: 'Kontant betalt', amountOre: 125_000 },
    ]);
  });

  it('is an invoice with the client’s cash terms, never an offer or a credit', () => {
    const header = documentHeaderSchema.parse({ docDate: '2026-11-21', cash: true });
    const cashOf = (type: keyof typeof documentKinds) => pricingOf(header, documentKinds[type]).cash;
    expect(cashOf('INVOICE')).toBe(true);
    expect(cashOf('INTEREST_INVOICE')).toBe(true);
    expect(cashOf('OFFER')).toBe(false);
    expect(cashOf('CREDIT_INVOICE')).toBe(false);
    expect(pricingOf({ ...header, cash: false }, documentKinds.INVOICE).cash).toBe(false);
  });

  it('leaves an invoice paid later with "Att betala" only', () => {
    const t = computeDocumentTotals(lines, pricing());
    expect(t.summaryRows.at(-1)).toEqual({ kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 125_000 });
    expect(t.summaryRows.some((r) => r.kind.startsWith('CASH_'))).toBe(false);
  });
});
