import {
  type DocumentHeader,
  type DocumentTaxDeductionInput,
  documentTaxDeductionSchema,
} from '@shared/api/documents';
import { ROT_PERIODS_SEED } from '@shared/domain/rot/rot-periods';
import { describe, expect, it } from 'vitest';
import { rotFlat, rotPeople, rotProperty } from '../../../testing/rot-fixtures';
import {
  clientPaymentDate,
  type InvoiceCasesInput,
  invoiceCases,
  madeRequestName,
  requestedOreOf,
  requestFileName,
} from './requests.mapper';

const PERIOD_2026 = ROT_PERIODS_SEED[2]!;

function input(
  td: DocumentTaxDeductionInput,
  totals: InvoiceCasesInput['totals'],
  period: InvoiceCasesInput['period'] = PERIOD_2026,
): InvoiceCasesInput {
  const header = { taxDeduction: documentTaxDeductionSchema.parse(td) } as DocumentHeader;
  return {
    invoice: { number: 1042, header, paymentDates: ['2026-11-20'], paidDate: null, lastPaymentDate: null },
    totals,
    period,
  };
}

const anna = { ...rotPeople.anna, ...rotProperty };
const per = { ...rotPeople.per, ...rotProperty };

describe('invoiceCases', () => {
  it('gives each owner their half of the labour, their own deduction and what they paid', () => {
    // Labour 16 250 kr incl. VAT, equal shares: 8 125 kr each; requested 2 437 kr each (stored amounts);
    // paid = 8 125 − 2 437 = 5 688 kr. 7,5 h rounds to 8 h; 1 234,56 kr material to 1 235 kr.
    const cases = invoiceCases(
      input(
        {
          taxPayers: [
            { ...anna, amountOre: 243_700, works: [{ type: 'VVS', hours: 7.5, materialCostOre: 123_456 }] },
            { ...per, amountOre: 243_700, works: [{ type: 'VVS', hours: 12.5, materialCostOre: 0 }] },
          ],
        },
        { rotWorkInclVatOre: 1_625_000, totalSumOre: 2_875_000 },
      ),
      '2026-11-20',
    );
    expect(cases).toEqual([
      {
        buyerPersonalNumber: rotPeople.anna.personalNumber,
        paymentDate: '2026-11-20',
        priceForWorkKr: 8125,
        paidAmountKr: 5688,
        requestedAmountKr: 2437,
        invoiceNumber: '1042',
        otherCostKr: 0,
        propertyDesignation: 'Lund Villa Ek 1:23',
        flatNumber: null,
        associationOrgNumber: null,
        works: [{ type: 'VVS', hours: 8, materialCostKr: 1235 }],
      },
      expect.objectContaining({
        buyerPersonalNumber: rotPeople.per.personalNumber,
        priceForWorkKr: 8125,
        paidAmountKr: 5688,
        // 12,5 h rounds half up: 13 h.
        works: [{ type: 'VVS', hours: 13, materialCostKr: 0 }],
      }),
    ]);
    expect(requestedOreOf(cases)).toBe(487_400);
  });

  it('splits by ownership share, the last owner taking the remainder of an odd öre', () => {
    // Labour 10 000,01 kr = 1 000 001 öre; 70 %: floor(700 000,7) = 700 000 öre = 7 000 kr; 30 %: the rest,
    // 300 001 öre = 3 000,01 kr → 3 000 kr. Requested 2 100 / 900 kr; paid 4 900 / 2 100 kr.
    const cases = invoiceCases(
      input(
        {
          taxPayers: [
            { ...anna, shareBp: 7000, amountOre: 210_000, works: [{ type: 'EL', hours: 1 }] },
            { ...per, shareBp: 3000, amountOre: 90_000, works: [{ type: 'EL', hours: 1 }] },
          ],
        },
        { rotWorkInclVatOre: 1_000_001, totalSumOre: 1_000_001 },
      ),
      '2026-11-20',
    );
    expect(cases.map((c) => [c.priceForWorkKr, c.requestedAmountKr, c.paidAmountKr])).toEqual([
      [7000, 2100, 4900],
      [3000, 900, 2100],
    ]);
  });

  it('takes a heat pump’s labour as the period’s share of the total, and a flat with its association', () => {
    // Air/water heat pump: 30 % of 100 000 kr incl. VAT = 30 000 kr labour for the one owner.
    const [flat] = invoiceCases(
      input(
        {
          heatingPumpsWorkType: 'AIR_OR_WATER_HEATING_PUMP',
          taxPayers: [
            { ...rotPeople.gustav, ...rotFlat, amountOre: 900_000, works: [{ type: 'VVS', hours: 16 }] },
          ],
        },
        { rotWorkInclVatOre: 0, totalSumOre: 10_000_000 },
      ),
      '2026-11-20',
    );
    expect(flat).toMatchObject({
      priceForWorkKr: 30_000,
      requestedAmountKr: 9000,
      paidAmountKr: 21_000,
      propertyDesignation: null,
      flatNumber: '1102',
      associationOrgNumber: '7696123459',
    });
  });
});

describe('the payment date', () => {
  it('is the last client payment, else the stored paid date, else the last payment date', () => {
    const base = { number: 1, header: {} as DocumentHeader };
    const dates = (paymentDates: string[], paidDate: string | null, lastPaymentDate: string | null) =>
      clientPaymentDate({ ...base, paymentDates, paidDate, lastPaymentDate });
    expect(dates(['2026-11-01', '2026-11-15'], '2026-11-20', '2026-11-20')).toBe('2026-11-15');
    expect(dates([], '2026-11-20', '2026-11-21')).toBe('2026-11-20');
    expect(dates([], null, '2026-11-21')).toBe('2026-11-21');
    expect(dates([], null, null)).toBeNull();
  });
});

describe('names', () => {
  it('makes a name of at most 16 characters and a file name without odd characters', () => {
    expect(madeRequestName('2026-11-21', 1)).toBe('ROT-20261121-1');
    expect(madeRequestName('2026-11-21', 99).length).toBeLessThanOrEqual(16);
    expect(requestFileName('Badrum Ek/Åsa')).toBe('ROT_Badrum_Ek_Åsa.xml');
  });
});
