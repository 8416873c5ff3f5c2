import type { NumberedDocType } from '@shared/domain/number-series';
import { describe, expect, it } from 'vitest';
import { previewNextNumber, type SeriesState } from './next-number';

const types: NumberedDocType[] = [
  'OFFER',
  'COST_CALCULATION',
  'CUSTOMER_ORDER',
  'WORK_ORDER',
  'ADDITIONAL_ESTIMATE',
  'INVOICE',
  'CREDIT_INVOICE',
  'INTEREST_INVOICE',
];

function state(
  joint: boolean,
  changes: Partial<Record<NumberedDocType, { minNumber: number; fillGaps: boolean }>> = {},
): SeriesState {
  const series = Object.fromEntries(
    types.map((t) => [t, { minNumber: 1, fillGaps: false }]),
  ) as SeriesState['series'];
  return { joint, series: { ...series, ...changes } };
}

const info = Object.fromEntries(types.map((t) => [t, { maxCurrentNumber: 0, nextNumber: 1 }])) as Record<
  NumberedDocType,
  { maxCurrentNumber: number; nextNumber: number }
>;
info.INVOICE = { maxCurrentNumber: 120, nextNumber: 121 };
info.CREDIT_INVOICE = { maxCurrentNumber: 7, nextNumber: 8 };

describe('previewNextNumber', () => {
  it('is the server’s answer while the series is unchanged', () => {
    expect(previewNextNumber({ type: 'INVOICE', edited: state(false), saved: state(false), info })).toBe(121);
  });

  it('continues after the highest number, or from a higher minimum', () => {
    const raised = state(false, { INVOICE: { minNumber: 500, fillGaps: false } });
    expect(previewNextNumber({ type: 'INVOICE', edited: raised, saved: state(false), info })).toBe(500);
    const lowered = state(false, { INVOICE: { minNumber: 50, fillGaps: false } });
    expect(previewNextNumber({ type: 'INVOICE', edited: lowered, saved: state(false), info })).toBe(121);
  });

  it('cannot tell which gap is free below the highest number', () => {
    const gaps = state(false, { INVOICE: { minNumber: 1, fillGaps: true } });
    expect(previewNextNumber({ type: 'INVOICE', edited: gaps, saved: state(false), info })).toBeNull();
  });

  it('lets credit invoices follow the invoice series under joint numbering', () => {
    expect(
      previewNextNumber({ type: 'CREDIT_INVOICE', edited: state(true), saved: state(false), info }),
    ).toBe(121);
  });

  it('gives nothing for a minimum that is not a number', () => {
    const empty = state(false, { OFFER: { minNumber: Number.NaN, fillGaps: false } });
    expect(previewNextNumber({ type: 'OFFER', edited: empty, saved: state(false), info })).toBeNull();
  });
});
