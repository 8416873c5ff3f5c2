import { describe, expect, it } from 'vitest';
import { documentKinds } from './document-kinds';
import { offeredPrintLayouts, printLayoutLabels } from './print-layout-labels';

describe('print layouts offered to an employee', () => {
  it("puts the firm's default first and keeps the kind's order after it", () => {
    expect(offeredPrintLayouts(documentKinds.INVOICE, 'CLIENT_TOTALS', false)).toEqual([
      'CLIENT_TOTALS',
      'CLIENT',
      'CLIENT_WITH_MOMS',
      'INTERNAL',
      'TIME_LOG',
    ]);
  });

  it("starts with the kind's first layout without a default or with one the kind lacks", () => {
    expect(offeredPrintLayouts(documentKinds.COST_CALCULATION, null, false)[0]).toBe('INTERNAL');
    expect(offeredPrintLayouts(documentKinds.CREDIT_INVOICE, 'EMPTY', false)[0]).toBe('CLIENT');
  });

  it('never offers net prices and margins to an employee whose net prices are hidden', () => {
    const offer = offeredPrintLayouts(documentKinds.OFFER, 'INTERNAL', true);
    expect(offer).not.toContain('INTERNAL');
    expect(offer).not.toContain('CLIENT_AND_INTERNAL');
    expect(offer[0]).toBe('CLIENT');
    expect(offeredPrintLayouts(documentKinds.UNIX_ORDER, null, true)).toEqual(['UNIX_BRUTTO', 'NO_PRICES']);
  });

  it('names every layout in Swedish, each differently', () => {
    const labels = Object.values(printLayoutLabels);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
