import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownArticleTypes } from '../own-article';
import { type LineInput, nomenclatureItemTypes, type PricingInput } from './document-lines';
import { computeDocumentTotals, computeLine, countedLines, linePurchaseOre } from './document-totals';
import { validateLine } from './line-rules';

// Negative prices and discounts above the price break line rules: the totals leave those lines out.
// Amounts up to 1 miljon kr per unit and quantities up to 10 000 units keep every total a safe integer
// (the table tests pin the products past 2^53).
const ore = fc.integer({ min: -100_000_000, max: 100_000_000 });
const unsignedOre = fc.integer({ min: 0, max: 100_000_000 });
const vatRate = fc.constantFrom(0, 600, 1200, 2500);

const lineArb: fc.Arbitrary<LineInput> = fc.record({
  kind: fc.constantFrom('NOMENCLATURE', 'OWN_ARTICLE', 'COMMENT'),
  nomenclatureItemType: fc.constantFrom(...nomenclatureItemTypes),
  ownArticleType: fc.constantFrom(...ownArticleTypes),
  quantity: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  unit: fc.constantFrom('st', 'm', 'tim', ' Tim ', 'h', 'kg'),
  priceOre: fc.option(ore, { nil: null }),
  purchasePriceOre: fc.option(unsignedOre, { nil: null }),
  discountBp: fc.integer({ min: 0, max: 10_000 }),
  discountOre: fc.integer({ min: 0, max: 1_000_000 }),
  markupBp: fc.integer({ min: -5000, max: 50_000 }),
  vatRateBp: fc.option(vatRate, { nil: null }),
  applyDiscount: fc.boolean(),
  excludeFromTotalMaterialProfit: fc.boolean(),
});

const pricingArb: fc.Arbitrary<PricingInput> = fc.record({
  vatRateBp: vatRate,
  discountBp: fc.integer({ min: 0, max: 10_000 }),
  markupToPurchasePrice: fc.boolean(),
  markupToMaterialOwnArticles: fc.boolean(),
  reverseTaxLiability: fc.boolean(),
  includeDocumentDiscountToProfit: fc.boolean(),
});

const documentArb = fc.record({ lines: fc.array(lineArb, { maxLength: 40 }), pricing: pricingArb });

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('document totals properties', () => {
  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(documentArb, ({ lines, pricing }) => {
        const t = computeDocumentTotals(lines, pricing);
        const amounts = countedLines(lines, pricing).counted.map((l) => computeLine(l, pricing));
        const lineSum = sum(amounts.map((a) => a.sumOre));
        expect(t.materialSumOre + t.workSumOre + t.otherSumOre + t.transportSumOre).toBe(lineSum);
        expect(t.netSumOre).toBe(lineSum - t.docMaterialsDiscountOre);
        expect(t.netSumOre).toBe(sum(t.vat.map((v) => v.baseOre)));
        expect(t.vatSumOre).toBe(sum(t.vat.map((v) => v.vatOre)));
        expect(t.totalSumOre).toBe(t.netSumOre + t.vatSumOre);
        expect(t.roundingOre).toBe(t.totalPayableSumOre - t.totalSumOre);
        expect(Math.abs(t.totalPayableSumOre % 100)).toBe(0);
        // Half away from zero: a credit mirrors its invoice, so the range flips with the sign.
        const [low, high] = t.totalSumOre >= 0 ? [-49, 50] : [-50, 49];
        expect(t.roundingOre).toBeGreaterThanOrEqual(low);
        expect(t.roundingOre).toBeLessThanOrEqual(high);
      }),
    );
  });

  it('material profit, purchase sum and VAT follow the lines and the options', () => {
    fc.assert(
      fc.property(documentArb, ({ lines, pricing }) => {
        const t = computeDocumentTotals(lines, pricing);
        const counted = countedLines(lines, pricing).counted;
        const amounts = counted.map((l) => computeLine(l, pricing));
        const materialProfit = sum(
          amounts.map((a, i) =>
            a.group === 'MATERIAL' && !counted[i]!.excludeFromTotalMaterialProfit ? (a.profitOre ?? 0) : 0,
          ),
        );
        const discount = pricing.includeDocumentDiscountToProfit ? t.docMaterialsDiscountOre : 0;
        expect(t.materialProfitOre).toBe(materialProfit - discount);
        expect(t.purchaseSumOre).toBe(
          sum(counted.map((l) => (l.kind === 'COMMENT' ? 0 : (linePurchaseOre(l) ?? 0)))),
        );
        if (pricing.reverseTaxLiability) expect(t.vatSumOre).toBe(0);
        if (pricing.discountBp === 0) expect(t.docMaterialsDiscountOre).toBe(0);
        const rates = t.vat.map((v) => v.rateBp);
        expect(rates).toEqual([...new Set(rates)].sort((a, b) => b - a));
      }),
    );
  });

  it('leaves out exactly the lines that break a rule, and names each by its number', () => {
    fc.assert(
      fc.property(documentArb, ({ lines, pricing }) => {
        const { counted, invalidLines } = countedLines(lines, pricing);
        const broken = lines.flatMap((l, i) => (validateLine(l, pricing).length > 0 ? [i + 1] : []));
        expect(invalidLines.map((l) => l.line)).toEqual(broken);
        expect(counted).toEqual(lines.filter((l) => validateLine(l, pricing).length === 0));
        for (const l of invalidLines)
          expect(l.text).toMatch(new RegExp(`^Rad ${l.line}: .+ – raden räknas inte med$`));
      }),
    );
  });

  it('every figure is an integer', () => {
    fc.assert(
      fc.property(documentArb, ({ lines, pricing }) => {
        const t = computeDocumentTotals(lines, pricing);
        const numbers = [
          ...Object.values(t).filter((v): v is number => typeof v === 'number'),
          ...t.vat.flatMap((v) => [v.rateBp, v.baseOre, v.vatOre]),
          ...t.summaryRows.map((r) => r.amountOre),
        ];
        for (const n of numbers) expect(Number.isSafeInteger(n)).toBe(true);
      }),
    );
  });

  it('the order of the lines does not change the totals', () => {
    fc.assert(
      fc.property(
        documentArb.chain(({ lines, pricing }) =>
          fc.record({
            lines: fc.constant(lines),
            shuffled: fc.shuffledSubarray(lines, { minLength: lines.length }),
            pricing: fc.constant(pricing),
          }),
        ),
        ({ lines, shuffled, pricing }) => {
          // Only the line numbers of the lines left out move with the lines.
          const figures = (ls: LineInput[]) => ({ ...computeDocumentTotals(ls, pricing), invalidLines: [] });
          expect(figures(shuffled)).toEqual(figures(lines));
        },
      ),
    );
  });

  it('never drifts: computing again, or after the browser sends the inputs as JSON, gives the same totals', () => {
    fc.assert(
      fc.property(documentArb, ({ lines, pricing }) => {
        const first = computeDocumentTotals(lines, pricing);
        const sent = JSON.parse(JSON.stringify({ lines, pricing })) as {
          lines: LineInput[];
          pricing: PricingInput;
        };
        expect(computeDocumentTotals(lines, pricing)).toEqual(first);
        expect(computeDocumentTotals(sent.lines, sent.pricing)).toEqual(first);
        // The totals themselves survive the wire unchanged too.
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
    );
  });

  it('splitting a line into two of the same price changes the sum by at most one öre', () => {
    fc.assert(
      fc.property(lineArb, pricingArb, fc.integer({ min: 0, max: 10_000_000 }), (line, pricing, part) => {
        const whole = computeLine(line, pricing).sumOre;
        const rest = line.quantity - part;
        const split =
          computeLine({ ...line, quantity: part }, pricing).sumOre +
          computeLine({ ...line, quantity: rest }, pricing).sumOre;
        expect(Math.abs(split - whole)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
