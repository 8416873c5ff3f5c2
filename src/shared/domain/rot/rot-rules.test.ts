import { describe, expect, it } from 'vitest';
import { clientMessages } from '../client-rules';
import { messages } from '../validators';
import {
  isAtLeastYearsOld,
  rotMessages,
  type TaxDeductionPayerInput,
  type TaxDeductionRulesInput,
  validateTaxDeduction,
} from './rot-rules';

// Check digits computed with luhnCheckDigit over the last 10 digits.
const ANNA = '198001011231';
const BO = '198502022349';
const BORN_2008_01_15 = '200801153453';
const BORN_2008_02_29 = '200802294561';
const ASSOCIATION = '7696204382';

const payer = (over: Partial<TaxDeductionPayerInput> = {}): TaxDeductionPayerInput => ({
  name: 'Anna Andersson',
  personalNumber: ANNA,
  propertyDesignation: 'Uppsala Kåbo 1:23',
  flatNumber: '',
  associationOrgNumber: '',
  shareBp: null,
  manualOre: null,
  works: [{ type: 'VVS', hours: 4, materialCostOre: 250_000 }],
  ...over,
});

// A couple's bathroom: 8 h of ROT lines, 5 000 kr of material; each owner reports half of both.
// 20 000 kr labour × 30 % = 6 000 kr, 3 000 kr each.
const valid = (over: Partial<TaxDeductionRulesInput> = {}): TaxDeductionRulesInput => ({
  documentDate: '2026-02-01',
  reverseTaxLiability: false,
  autoDistribution: true,
  manualInputInAutoDistribution: false,
  heatingPump: { type: 'NONE', customLabourBp: null },
  rotHoursThousandths: 8_000,
  materialInclVatOre: 500_000,
  limits: {
    requestedMaxOre: 600_000,
    perPayer: [
      { key: ANNA, baseShareOre: 1_000_000, maxOre: 5_000_000, amountOre: 300_000, capped: false },
      { key: BO, baseShareOre: 1_000_000, maxOre: 5_000_000, amountOre: 300_000, capped: false },
    ],
  },
  taxPayers: [payer(), payer({ name: 'Bo Andersson', personalNumber: BO })],
  ...over,
});

const withPayer = (i: number, over: Partial<TaxDeductionPayerInput>) => {
  const input = valid();
  return { ...input, taxPayers: input.taxPayers.map((p, j) => (j === i ? { ...p, ...over } : p)) };
};

/** Manual distribution with these typed amounts for Anna and Bo. */
const manual = (typed: (number | null)[]): TaxDeductionRulesInput => {
  const input = valid({ autoDistribution: false });
  return { ...input, taxPayers: input.taxPayers.map((p, i) => ({ ...p, manualOre: typed[i] ?? null })) };
};

describe('validateTaxDeduction', () => {
  it('accepts the couple’s bathroom', () => {
    expect(validateTaxDeduction(valid())).toEqual([]);
  });

  it.each([
    {
      name: 'ROT together with reverse charge',
      input: valid({ reverseTaxLiability: true }),
      issues: [{ field: 'taxDeduction', message: rotMessages.reverseCharge }],
    },
    {
      // Typed 3 000 + 3 500 = 6 500 kr > 6 000 kr.
      name: 'typed total over the maximum',
      input: manual([300_000, 350_000]),
      issues: [
        {
          field: 'taxDeduction.taxPayers',
          message: 'ROT-avdraget är större än det högsta tillåtna, 6\u00a0000\u00a0kr',
        },
      ],
    },
    {
      // Bo has 2 000 kr left of his cap and typed 3 000 kr. The document's maximum is
      // min(6 000, 50 000 + 2 000) = 6 000 kr, so only Bo's amount is refused.
      name: 'typed amount over the payer cap',
      input: {
        ...manual([300_000, 300_000]),
        limits: {
          requestedMaxOre: 600_000,
          perPayer: [
            { key: ANNA, baseShareOre: 1_000_000, maxOre: 5_000_000, amountOre: 300_000, capped: false },
            { key: BO, baseShareOre: 1_000_000, maxOre: 200_000, amountOre: 200_000, capped: true },
          ],
        },
      },
      issues: [{ field: 'taxDeduction.taxPayers.1.manualOre', message: rotMessages.overMaximum(200_000) }],
    },
    {
      name: 'typed amount in öre, and a negative one',
      input: manual([299_950, -100]),
      issues: [
        { field: 'taxDeduction.taxPayers.0.manualOre', message: rotMessages.wholeKronor },
        { field: 'taxDeduction.taxPayers.1.manualOre', message: rotMessages.negative },
      ],
    },
    {
      // Manual input within auto distribution: Anna typed 3 500 kr, Bo keeps the computed 3 000 kr:
      // 6 500 kr > 6 000 kr.
      name: 'manual input in auto distribution counts the computed amounts',
      input: { ...manual([350_000, null]), autoDistribution: true, manualInputInAutoDistribution: true },
      issues: [{ field: 'taxDeduction.taxPayers', message: rotMessages.overMaximum(600_000) }],
    },
    {
      // Automatic distribution without manual input: a stale typed amount is not used, so not checked.
      name: 'typed amounts ignored in automatic distribution',
      input: { ...manual([900_000, 900_000]), autoDistribution: true },
      issues: [],
    },
    {
      // Works: 4 + 5 = 9 h and 2 500 + 2 500 kr; the lines say 8 h and 5 000 kr.
      name: 'hours do not match the ROT lines',
      input: withPayer(1, { works: [{ type: 'VVS', hours: 5, materialCostOre: 250_000 }] }),
      issues: [
        {
          field: 'taxDeduction.taxPayers',
          message:
            'Timmar och materialkostnad stämmer inte med ROT-summorna: 8 timmar och 5\u00a0000\u00a0kr material ' +
            'väntas, angivet är 9 timmar och 5\u00a0000\u00a0kr',
        },
      ],
    },
    {
      // Lines: 7,5 h and 4 999,50 kr; works 4 + 3,5 h and 2 500 + 2 499,50 kr → 5 000 kr on both sides.
      name: 'decimal hours, material compared in whole kronor',
      input: withPayer(1, { works: [{ type: 'VVS', hours: 3.5, materialCostOre: 249_950 }] }),
      issues: [],
      over: { rotHoursThousandths: 7_500, materialInclVatOre: 499_950 },
    },
    {
      // Lines 7,5 h; works 4 + 4 = 8 h.
      name: 'decimal hours in the message',
      input: valid({ rotHoursThousandths: 7_500 }),
      issues: [
        {
          field: 'taxDeduction.taxPayers',
          message:
            'Timmar och materialkostnad stämmer inte med ROT-summorna: 7,5 timmar och 5\u00a0000\u00a0kr material ' +
            'väntas, angivet är 8 timmar och 5\u00a0000\u00a0kr',
        },
      ],
    },
    {
      // Material 2 500 + 2 000 = 4 500 kr ≠ 5 000 kr.
      name: 'material does not match',
      input: withPayer(1, { works: [{ type: 'VVS', hours: 4, materialCostOre: 200_000 }] }),
      issues: [
        {
          field: 'taxDeduction.taxPayers',
          message: rotMessages.totalsMismatch(8_000, 500_000, 8_000, 450_000),
        },
      ],
    },
    {
      // A heat pump's labour is a share of the price: the lines' hours are not compared.
      name: 'heat pump skips the totals',
      input: valid({
        heatingPump: { type: 'MOUNTAIN_HEATING_PUMP', customLabourBp: null },
        rotHoursThousandths: 0,
      }),
      issues: [],
    },
    {
      // Bo's work moved to Anna: 8 h, 5 000 kr still match, but Bo has no work.
      name: 'a tax payer without a work',
      input: {
        ...valid(),
        taxPayers: [
          payer({
            works: [
              { type: 'VVS', hours: 6, materialCostOre: 500_000 },
              { type: 'EL', hours: 2, materialCostOre: 0 },
            ],
          }),
          payer({ name: 'Bo Andersson', personalNumber: BO, works: [] }),
        ],
      },
      issues: [{ field: 'taxDeduction.taxPayers.1.works', message: rotMessages.workNeeded }],
    },
    {
      // 999,5 h rounds to 1 000 h in the file, over its 999; 6 − 2 = 4 h keeps Anna's hours matching.
      name: 'the same work type twice, hours out of range, negative material',
      input: withPayer(0, {
        works: [
          { type: 'VVS', hours: 6, materialCostOre: 250_100 },
          { type: 'VVS', hours: -2, materialCostOre: -100 },
          { type: 'EL', hours: 999.5, materialCostOre: 0 },
        ],
      }),
      issues: [
        { field: 'taxDeduction.taxPayers.0.works.1.type', message: rotMessages.duplicateWork },
        { field: 'taxDeduction.taxPayers.0.works.1.hours', message: rotMessages.hours },
        { field: 'taxDeduction.taxPayers.0.works.1.materialCostOre', message: rotMessages.material },
        { field: 'taxDeduction.taxPayers.0.works.2.hours', message: rotMessages.hours },
        // 6 − 2 + 999,5 + 4 = 1 007,5 h.
        {
          field: 'taxDeduction.taxPayers',
          message: rotMessages.totalsMismatch(8_000, 500_000, 1_007_500, 500_000),
        },
      ],
    },
    {
      name: 'personnummer missing',
      input: withPayer(0, { personalNumber: ' ' }),
      issues: [{ field: 'taxDeduction.taxPayers.0.personalNumber', message: messages.required }],
    },
    {
      name: 'personnummer with 10 digits',
      input: withPayer(0, { personalNumber: '8001011231' }),
      issues: [{ field: 'taxDeduction.taxPayers.0.personalNumber', message: messages.personnummerLength }],
    },
    {
      name: 'personnummer with a wrong check digit',
      input: withPayer(0, { personalNumber: '198001011232' }),
      issues: [{ field: 'taxDeduction.taxPayers.0.personalNumber', message: messages.personnummerCheck }],
    },
    {
      // Born 2008-01-15: 17 on 2026-01-14.
      name: 'buyer under 18 on the invoice date',
      input: { ...withPayer(0, { personalNumber: BORN_2008_01_15 }), documentDate: '2026-01-14' },
      issues: [{ field: 'taxDeduction.taxPayers.0.personalNumber', message: rotMessages.underAge }],
    },
    {
      name: 'the same person twice',
      input: withPayer(1, { personalNumber: '19800101-1231' }),
      issues: [
        { field: 'taxDeduction.taxPayers.1.personalNumber', message: clientMessages.duplicateTaxPayer },
      ],
    },
    {
      name: 'neither property nor flat',
      input: withPayer(0, { propertyDesignation: '' }),
      issues: [
        { field: 'taxDeduction.taxPayers.0.propertyDesignation', message: clientMessages.propertyOrFlat },
      ],
    },
    {
      name: 'a flat with its association',
      input: withPayer(0, { propertyDesignation: '', flatNumber: '1102', associationOrgNumber: ASSOCIATION }),
      issues: [],
    },
    {
      name: 'a flat without the association',
      input: withPayer(0, { propertyDesignation: '', flatNumber: '1102' }),
      issues: [
        { field: 'taxDeduction.taxPayers.0.associationOrgNumber', message: clientMessages.associationNeeded },
      ],
    },
    {
      name: 'the association’s number with a wrong check digit',
      input: withPayer(0, {
        propertyDesignation: '',
        flatNumber: '1102',
        associationOrgNumber: '7696204387',
      }),
      issues: [{ field: 'taxDeduction.taxPayers.0.associationOrgNumber', message: messages.orgNumberCheck }],
    },
    {
      name: 'the association’s number with 9 digits',
      input: withPayer(0, { propertyDesignation: '', flatNumber: '1102', associationOrgNumber: '769620438' }),
      issues: [{ field: 'taxDeduction.taxPayers.0.associationOrgNumber', message: messages.orgNumberLength }],
    },
    {
      name: 'both property and flat',
      input: withPayer(0, { flatNumber: '1102', associationOrgNumber: ASSOCIATION }),
      issues: [{ field: 'taxDeduction.taxPayers.0.flatNumber', message: clientMessages.propertyAndFlat }],
    },
    {
      name: 'no tax payer',
      input: valid({ taxPayers: [], rotHoursThousandths: 0, materialInclVatOre: 0 }),
      issues: [{ field: 'taxDeduction.taxPayers', message: rotMessages.taxPayerNeeded }],
    },
    {
      name: 'shares 60/40',
      input: {
        ...valid(),
        taxPayers: valid().taxPayers.map((p, i) => ({ ...p, shareBp: i === 0 ? 6000 : 4000 })),
      },
      issues: [],
    },
    {
      // 60 + 30 = 90 %.
      name: 'shares not summing to 100 %',
      input: {
        ...valid(),
        taxPayers: valid().taxPayers.map((p, i) => ({ ...p, shareBp: i === 0 ? 6000 : 3000 })),
      },
      issues: [{ field: 'taxDeduction.taxPayers', message: rotMessages.sharesSum }],
    },
    {
      name: 'one share missing',
      input: withPayer(0, { shareBp: 10_000 }),
      issues: [{ field: 'taxDeduction.taxPayers.1.shareBp', message: rotMessages.shareNeeded }],
    },
    {
      name: 'shares ignored in manual distribution',
      input: { ...withPayer(0, { shareBp: 3000 }), autoDistribution: false },
      issues: [],
    },
    {
      name: 'own heat-pump share missing',
      input: valid({ heatingPump: { type: 'OTHER', customLabourBp: null } }),
      issues: [{ field: 'taxDeduction.customHeatingPumpsWorkPart', message: rotMessages.heatPumpShare }],
    },
  ])(
    '$name',
    ({ input, issues, over }: { input: TaxDeductionRulesInput; issues: unknown[]; over?: object }) => {
      expect(validateTaxDeduction({ ...input, ...over })).toEqual(issues);
    },
  );
});

describe('isAtLeastYearsOld', () => {
  it.each([
    // Born 2008-01-15: 18 on 2026-01-15, not the day before.
    { pnr: BORN_2008_01_15, date: '2026-01-14', expected: false },
    { pnr: BORN_2008_01_15, date: '2026-01-15', expected: true },
    // Born 2008-02-29: 2026 has no 29 February, so 18 from 1 March.
    { pnr: BORN_2008_02_29, date: '2026-02-28', expected: false },
    { pnr: BORN_2008_02_29, date: '2026-03-01', expected: true },
    // Samordningsnummer: day 61 is the 1st.
    { pnr: '198001615676', date: '1998-01-01', expected: true },
    { pnr: '198001615676', date: '1997-12-31', expected: false },
    { pnr: 'not a number', date: '2026-01-01', expected: false },
  ])('$pnr on $date → $expected', ({ pnr, date, expected }) => {
    expect(isAtLeastYearsOld(pnr, date, 18)).toBe(expected);
  });
});
