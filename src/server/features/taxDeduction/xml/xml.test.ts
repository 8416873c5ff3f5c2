import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import { clientMessages } from '@shared/domain/client-rules';
import { messages, tooLongMessage } from '@shared/domain/validators';
import { describe, expect, it } from 'vitest';
import { buildRotRequestXml, type RotCase, type RotRequest } from './xml.files';
import { type RotRequestProblem, rotRequestMessages, rotRequestProblems } from './xml.rules';
import { rotSchemaFiles, rotSchemaFolder, validateRotXml } from './xml.schema';

const sharedRot = path.resolve(rotSchemaFolder, '../../../../shared/validators/rot');
const hasShared = existsSync(sharedRot);
const skipNote = hasShared ? '' : ` (hoppas över: ${sharedRot} saknas)`;

const ctx = { sellerOrgNumber: '5560160680', today: '2026-11-25' };

/*
 * Personnummer with a valid Luhn digit over the last ten digits, e.g. 7503151230: doubled digits
 * 7,0,1,1,3 → 14→5, 0, 2, 2, 6 = 15; the others 5+3+5+2+0 = 15; 15 + 15 = 30 ≡ 0 (mod 10).
 */
const ANNA = '197503151230';
const BO = '197807224568';
/** 18 on 2026-11-09, the base payment date (Luhn: 0811091230). */
const EIGHTEEN_ON_PAYMENT_DAY = '200811091230';
/** Turns 18 the day after the payment (Luhn: 0811101237). */
const SEVENTEEN_ON_PAYMENT_DAY = '200811101237';
/** A housing association (769…), Luhn: 769600123 → check digit 4. */
const BRF = '769600-1234';

/** Labour 10 000 kr, 30 %: requested 3 000, paid 7 000; 3 000 ≤ 7 000 and 3 000 + 7 000 ≤ 10 000. */
function houseCase(overrides: Partial<RotCase> = {}): RotCase {
  return {
    buyerPersonalNumber: ANNA,
    paymentDate: '2026-11-09',
    priceForWorkKr: 10_000,
    paidAmountKr: 7_000,
    requestedAmountKr: 3_000,
    invoiceNumber: '18843',
    otherCostKr: 0,
    propertyDesignation: 'Täby Ängsö 1:23',
    flatNumber: null,
    associationOrgNumber: null,
    works: [{ type: 'VVS', hours: 12, materialCostKr: 4_500 }],
    ...overrides,
  };
}

const flatCase = (overrides: Partial<RotCase> = {}): RotCase =>
  houseCase({ propertyDesignation: null, flatNumber: '1102', associationOrgNumber: BRF, ...overrides });

/** A distinct, valid buyer per index: birth date from the index, serial = index, Luhn digit last. */
function buyer(i: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const body = `${1950 + (i % 50)}${pad(1 + (i % 12))}${pad(10 + (i % 18))}${pad(i, 3)}`;
  return `${body}${luhnCheckDigit(body.slice(2))}`;
}

const manyBuyers = (n: number): RotCase[] =>
  Array.from({ length: n }, (_, i) =>
    houseCase({ buyerPersonalNumber: buyer(i), invoiceNumber: `${1000 + i}` }),
  );

const request = (cases: RotCase[], name = 'ROT 2026-11'): RotRequest => ({ name, cases });

const validRequests: { label: string; request: RotRequest }[] = [
  { label: 'one buyer with a property', request: request([houseCase()]) },
  { label: 'one buyer with a flat and its association', request: request([flatCase()]) },
  {
    // Labour 20 000 kr shared equally: each owner 10 000, paid 7 000, requested 3 000; hours 12 = 6 + 6.
    label: 'two owners of one house',
    request: request([
      houseCase({ works: [{ type: 'VVS', hours: 6, materialCostKr: 2_250 }] }),
      houseCase({ buyerPersonalNumber: BO, works: [{ type: 'VVS', hours: 6, materialCostKr: 2_250 }] }),
    ]),
  },
  {
    // Given out of the schema's order: the builder must write Bygg, El, MalningTapetsering, Vvs.
    label: 'several work types, no invoice number, a buyer turning 18 on the payment day',
    request: request([
      houseCase({
        buyerPersonalNumber: EIGHTEEN_ON_PAYMENT_DAY,
        invoiceNumber: null,
        otherCostKr: 350,
        works: [
          { type: 'VVS', hours: 8, materialCostKr: 3_000 },
          { type: 'MALNING_TAPETSERING', hours: 4, materialCostKr: 800 },
          { type: 'EL', hours: 2, materialCostKr: 0 },
          { type: 'BYGG', hours: 10, materialCostKr: 6_000 },
        ],
      }),
    ]),
  },
  { label: '100 buyers, the most one file may hold', request: request(manyBuyers(100), '16 tecken exakt!') },
];

describe('buildRotRequestXml, validated by Skatteverket’s schema', () => {
  it.each(validRequests)('$label: no rule broken, valid against Begaran.xsd', async ({ request }) => {
    expect(rotRequestProblems(request, ctx)).toEqual([]);
    expect(await validateRotXml(buildRotRequestXml(request))).toEqual([]);
  });

  it('writes the work types in the schema’s order, whatever the input order', () => {
    const xml = buildRotRequestXml(validRequests[3]!.request);
    const order = ['<Bygg>', '<El>', '<MalningTapetsering>', '<Vvs>'].map((tag) => xml.indexOf(tag));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('writes a flat’s association with the ten digits only and escapes text', () => {
    const xml = buildRotRequestXml(request([flatCase({ invoiceNumber: 'A&B<1>' })]));
    expect(xml).toContain('<LagenhetsNr>1102</LagenhetsNr>');
    expect(xml).toContain('<BrfOrgNr>7696001234</BrfOrgNr>');
    expect(xml).toContain('<FakturaNr>A&amp;B&lt;1&gt;</FakturaNr>');
    expect(xml).not.toContain('Fastighetsbeteckning');
  });

  it.skipIf(!hasShared)(`writes Skatteverket’s example RotBegaran.xml element for element${skipNote}`, () => {
    const example = readFileSync(path.join(sharedRot, 'examples/RotBegaran.xml'), 'utf8');
    const xml = buildRotRequestXml({
      name: '210225-1',
      cases: [
        {
          buyerPersonalNumber: '196808092826',
          paymentDate: '2020-11-09',
          priceForWorkKr: 1550,
          paidAmountKr: 805,
          requestedAmountKr: 745,
          invoiceNumber: '18843',
          otherCostKr: 60,
          propertyDesignation: null,
          flatNumber: null,
          associationOrgNumber: null,
          works: [{ type: 'VVS', hours: 2, materialCostKr: 0 }],
        },
      ],
    });
    // From NamnPaBegaran on, with the whitespace between elements removed (the root's unused xsi and xsd
    // prefixes are the only difference above it).
    const body = (text: string) => text.slice(text.indexOf('<NamnPaBegaran')).replace(/>\s+</g, '><').trim();
    expect(body(xml)).toBe(body(example));
  });
});

describe('validateRotXml', () => {
  it.skipIf(!hasShared)(`accepts Skatteverket’s example RotBegaran.xml${skipNote}`, async () => {
    const example = readFileSync(path.join(sharedRot, 'examples/RotBegaran.xml'), 'utf8');
    expect(await validateRotXml(example)).toEqual([]);
  });

  it('reports hours with decimals (AntalTimmar is an integer)', async () => {
    const works = [{ type: 'VVS' as const, hours: 2.5, materialCostKr: 0 }];
    const errors = await validateRotXml(buildRotRequestXml(request([houseCase({ works })])));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Rad \d+: Schemas validity error : .*AntalTimmar.*'2\.5'/);
  });

  it('reports elements out of the schema’s order (BegartBelopp before BetaltBelopp)', async () => {
    const xml = buildRotRequestXml(request([houseCase()]))
      .replace('<BetaltBelopp>7000</BetaltBelopp>', '')
      .replace('</BegartBelopp>', '</BegartBelopp><BetaltBelopp>7000</BetaltBelopp>');
    const errors = await validateRotXml(xml);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/BegartBelopp.*This element is not expected\. Expected is .*BetaltBelopp/);
  });

  it('reports a file that is not well-formed XML instead of throwing', async () => {
    const xml = buildRotRequestXml(request([houseCase()])).replace('</Kopare>', '');
    const errors = await validateRotXml(xml);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^Rad \d+: parser error/);
  });

  it('refuses a file without any buyer (RotBegaran needs at least one Arenden)', async () => {
    expect(await validateRotXml(buildRotRequestXml(request([])))).not.toEqual([]);
  });

  it.skipIf(!hasShared)(`uses a vendored schema identical to ../shared/validators/rot/xsd${skipNote}`, () => {
    for (const file of Object.values(rotSchemaFiles)) {
      const vendored = readFileSync(path.join(rotSchemaFolder, file));
      expect(vendored.equals(readFileSync(path.join(sharedRot, 'xsd', file))), file).toBe(true);
    }
  });
});

type Row = {
  label: string;
  cases: RotCase[];
  name?: string;
  sellerOrgNumber?: string;
  expected: RotRequestProblem[];
};

const problem = (caseIndex: number | null, field: string, message: string): RotRequestProblem => ({
  caseIndex,
  field,
  message,
});

const ruleRows: Row[] = [
  {
    // 7503151231: the Luhn sum is 31, not a multiple of 10 (the right check digit is 0).
    label: 'personnummer with a wrong check digit',
    cases: [houseCase({ buyerPersonalNumber: '197503151231' })],
    expected: [problem(0, 'buyerPersonalNumber', messages.personnummerCheck)],
  },
  {
    label: 'buyer under 18 on the payment date (born 2008-11-10, paid 2026-11-09)',
    cases: [houseCase({ buyerPersonalNumber: SEVENTEEN_ON_PAYMENT_DAY })],
    expected: [problem(0, 'buyerPersonalNumber', rotRequestMessages.buyerTooYoung)],
  },
  {
    label: 'buyer is the performer (a sole trader’s org number is the personnummer’s last ten digits)',
    cases: [houseCase()],
    sellerOrgNumber: '750315-1230',
    expected: [problem(0, 'buyerPersonalNumber', rotRequestMessages.buyerIsSeller)],
  },
  {
    // Requested 7 001 > paid 7 000 (and 7 001 + 7 000 = 14 001 ≤ price 15 000, so only this rule).
    label: 'requested more than paid',
    cases: [houseCase({ priceForWorkKr: 15_000, requestedAmountKr: 7_001 })],
    expected: [problem(0, 'requestedAmountKr', rotRequestMessages.requestedOverPaid)],
  },
  {
    // 3 000 + 7 000 = 10 000 > price 9 999.
    label: 'requested + paid over the price for the work',
    cases: [houseCase({ priceForWorkKr: 9_999 })],
    expected: [problem(0, 'requestedAmountKr', rotRequestMessages.requestedAndPaidOverPrice)],
  },
  {
    label: 'payments in two calendar years',
    cases: [
      houseCase({ paymentDate: '2025-12-31' }),
      houseCase({ buyerPersonalNumber: BO, paymentDate: '2026-01-02' }),
    ],
    expected: [problem(null, 'cases', rotRequestMessages.severalYears([2025, 2026]))],
  },
  {
    label: '101 buyers',
    cases: manyBuyers(101),
    expected: [problem(null, 'cases', rotRequestMessages.tooManyCases)],
  },
  {
    label: 'no buyer',
    cases: [],
    expected: [problem(null, 'cases', rotRequestMessages.noCases)],
  },
  {
    label: 'no work type',
    cases: [houseCase({ works: [] })],
    expected: [problem(0, 'works', rotRequestMessages.noWork)],
  },
  {
    label: 'the same work type twice',
    cases: [
      houseCase({
        works: [
          { type: 'VVS', hours: 1, materialCostKr: 0 },
          { type: 'VVS', hours: 2, materialCostKr: 0 },
        ],
      }),
    ],
    expected: [problem(0, 'works.1.type', rotRequestMessages.duplicateWork)],
  },
  {
    label: 'amounts and hours that are not whole',
    cases: [
      houseCase({
        paidAmountKr: 6_999.5,
        otherCostKr: 0.25,
        works: [{ type: 'VVS', hours: 1.5, materialCostKr: 10.9 }],
      }),
    ],
    expected: [
      problem(0, 'paidAmountKr', rotRequestMessages.wholeKronor),
      problem(0, 'otherCostKr', rotRequestMessages.wholeKronor),
      problem(0, 'works.0.hours', rotRequestMessages.wholeHours),
      problem(0, 'works.0.materialCostKr', rotRequestMessages.wholeKronor),
    ],
  },
  {
    label: 'a negative amount',
    cases: [houseCase({ requestedAmountKr: -1 })],
    expected: [problem(0, 'requestedAmountKr', rotRequestMessages.negativeAmount)],
  },
  {
    label: 'other cost missing (the schema requires it when hours or material are given)',
    cases: [houseCase({ otherCostKr: null })],
    expected: [problem(0, 'otherCostKr', rotRequestMessages.otherCostMissing)],
  },
  {
    label: 'name of 17 characters',
    cases: [houseCase()],
    name: 'ROT november 2026',
    expected: [problem(null, 'name', tooLongMessage(16))],
  },
  {
    label: 'blank name',
    cases: [houseCase()],
    name: '  ',
    expected: [problem(null, 'name', messages.required)],
  },
  {
    label: 'payment date after today (2026-11-25)',
    cases: [houseCase({ paymentDate: '2026-11-26' })],
    expected: [problem(0, 'paymentDate', rotRequestMessages.paymentDateInFuture)],
  },
  {
    label: 'payment date that is not a date',
    cases: [houseCase({ paymentDate: '2026-02-30' })],
    expected: [problem(0, 'paymentDate', rotRequestMessages.paymentDateFormat)],
  },
  {
    label: 'neither property nor flat',
    cases: [houseCase({ propertyDesignation: null })],
    expected: [problem(0, 'propertyDesignation', clientMessages.propertyOrFlat)],
  },
  {
    label: 'both property and flat',
    cases: [flatCase({ propertyDesignation: 'Täby Ängsö 1:23' })],
    expected: [problem(0, 'flatNumber', clientMessages.propertyAndFlat)],
  },
  {
    label: 'flat without association, association without flat',
    cases: [flatCase({ associationOrgNumber: null }), houseCase({ associationOrgNumber: BRF })],
    expected: [
      problem(0, 'associationOrgNumber', clientMessages.associationNeeded),
      problem(1, 'associationOrgNumber', clientMessages.associationWithoutFlat),
    ],
  },
  {
    label: 'association org number with a wrong check digit',
    cases: [flatCase({ associationOrgNumber: '7696001235' })],
    expected: [problem(0, 'associationOrgNumber', messages.orgNumberCheck)],
  },
];

describe('rotRequestProblems: Skatteverket’s rules outside the schema', () => {
  it.each(ruleRows)('refuses $label', ({ cases, name, sellerOrgNumber, expected }) => {
    const problems = rotRequestProblems(request(cases, name), {
      today: ctx.today,
      sellerOrgNumber: sellerOrgNumber ?? ctx.sellerOrgNumber,
    });
    expect(problems).toEqual(expected);
  });

  it('allows a file without a seller org number to compare with', () => {
    expect(rotRequestProblems(request([houseCase()]), { today: ctx.today })).toEqual([]);
  });
});
