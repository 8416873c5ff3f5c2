import type { DocumentTaxDeduction } from '@shared/api/documents';
import type { TaxDeductionCalculation } from '@shared/api/taxDeduction.api';
import { describe, expect, it } from 'vitest';
import {
  buyerFromClient,
  computeAmounts,
  newTaxDeduction,
  periodFor,
  placeRotMessages,
  rotPath,
  storedPayersLeft,
  typedOnly,
  usedThisYear,
  withAmounts,
} from './rot-draft';

const anna = {
  uid: null,
  name: 'Anna Ek',
  personalNumber: '198001012387',
  propertyDesignation: 'Lund Villa Ek 1:23',
  flatNumber: '',
  associationOrgNumber: '',
};
const per = { ...anna, name: 'Per Ek', personalNumber: '19820315-4599' };

const calc = (usedOre: number) =>
  ({
    period: { validFrom: '2026-01-01', rateBp: 3000, capOre: 5_000_000 },
    payers: [{ personalNumber: '198001012387', usedThisYearOre: usedOre, remainingCapOre: 0, amountOre: 0 }],
  }) as unknown as TaxDeductionCalculation;

/** 16 250 kr of ROT work incl. VAT (20 h at 650 kr + 25 %), no material. */
const totals = {
  rotWorkInclVatOre: 1_625_000,
  totalSumOre: 1_625_000,
  rotDurationThousandths: 20_000,
  materialDocDiscountedInclVatOre: 0,
};

describe('rot-draft', () => {
  it('takes the server’s rate and cap with the seed row’s heat-pump shares, or the seed before an answer', () => {
    expect(periodFor(calc(0), '2026-11-20')).toMatchObject({ rateBp: 3000, mountainHeatPumpLabourBp: 3500 });
    // 2025-06-01 is in the temporary 50 % period.
    expect(periodFor(undefined, '2025-06-01')?.rateBp).toBe(5000);
    expect(periodFor(undefined, '')).toBeNull();
  });

  it('computes each buyer’s amount with what they used this year, and writes it only when it changed', () => {
    const td = newTaxDeduction([anna, per]);
    // Equal halves of 16 250 kr: 8 125 kr × 30 % = 2 437,50 → 2 437 kr each. Anna has 49 000 kr used of
    // her 50 000 kr cap: 1 000 kr left.
    const result = computeAmounts(
      td,
      totals,
      periodFor(calc(4_900_000), '2026-11-20')!,
      usedThisYear(calc(4_900_000)),
    );
    expect(result.perPayer.map((p) => p.amountOre)).toEqual([100_000, 243_700]);
    const written = withAmounts(td, result);
    expect(written.taxPayers.map((p) => p.amountOre)).toEqual([100_000, 243_700]);
    expect(withAmounts(written, result)).toBe(written);
  });

  it('offers only the stored tax payers not yet on the document, whatever the personnummer’s dash', () => {
    const td: DocumentTaxDeduction = { ...newTaxDeduction([]), taxPayers: [buyerFromClient(per)] };
    td.taxPayers[0]!.personalNumber = '198203154599';
    expect(storedPayersLeft([anna, per], td).map((p) => p.name)).toEqual(['Anna Ek']);
  });

  it('places the rules’ and the server’s messages inside the ROT part, the server’s first', () => {
    expect(rotPath('data.taxDeduction.taxPayers.0.personalNumber')).toBe('taxPayers.0.personalNumber');
    expect(rotPath('taxDeduction')).toBe('');
    expect(rotPath('mark')).toBeNull();
    const placed = placeRotMessages(
      [{ field: 'data.taxDeduction.taxPayers.0.personalNumber', message: 'Servern' }],
      [
        { field: 'taxDeduction.taxPayers.0.personalNumber', message: 'Regeln' },
        { field: 'taxDeduction.taxPayers', message: 'Andelarna ska tillsammans vara 100 %' },
        { field: 'taxDeduction', message: 'Omvänd skattskyldighet' },
        { field: 'mark', message: 'Inte ROT' },
      ],
    );
    expect(placed).toEqual({
      fields: { 'taxPayers.0.personalNumber': 'Servern' },
      general: ['Andelarna ska tillsammans vara 100 %', 'Omvänd skattskyldighet'],
    });
  });

  it('leaves "required" on an untouched buyer’s empty fields until completion is tried', () => {
    const td: DocumentTaxDeduction = {
      ...newTaxDeduction([anna]),
      taxPayers: [buyerFromClient(anna), buyerFromClient(null)],
    };
    const issues = [
      { field: 'taxDeduction.taxPayers.1.name', message: 'Obligatoriskt' },
      { field: 'taxDeduction.taxPayers.1.propertyDesignation', message: 'Ange fastighet' },
      { field: 'taxDeduction.taxPayers.0.personalNumber', message: 'Fel kontrollsiffra' },
      { field: 'taxDeduction.taxPayers.1.works', message: 'Minst ett arbete' },
    ];
    expect(typedOnly(issues, td).map((i) => i.message)).toEqual(['Fel kontrollsiffra', 'Minst ett arbete']);
  });
});
