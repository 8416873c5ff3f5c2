import { describe, expect, it } from 'vitest';
import {
  evaluateOwnPrice,
  markupBpOf,
  type OwnPriceInput,
  ownPriceOfValue,
  ownPriceValue,
  priceFromMarkup,
  priceFromProfit,
  profitBpOf,
} from './own-price';

describe('the three modes', () => {
  // net, input → price, markup, profit, margin
  it.each<[string, number | null, OwnPriceInput, number | null, number | null, number | null, number | null]>(
    [
      ['fixed price above net', 10_000, { mode: 'FIXED_PRICE', priceOre: 12_500 }, 12_500, 2500, 2000, 2500],
      ['fixed price, odd öre', 8_088, { mode: 'FIXED_PRICE', priceOre: 9_999 }, 9_999, 2363, 1911, 1911],
      ['25 % markup', 10_000, { mode: 'FIXED_MARKUP', markupBp: 2500 }, 12_500, 2500, 2000, 2500],
      [
        'markup rounds half away from zero',
        333,
        { mode: 'FIXED_MARKUP', markupBp: 1500 },
        383,
        1502,
        1305,
        50,
      ],
      ['150 % markup', 4_000, { mode: 'FIXED_MARKUP', markupBp: 15_000 }, 10_000, 15_000, 6000, 6000],
      ['20 % profit', 10_000, { mode: 'FIXED_PROFIT', profitBp: 2000 }, 12_500, 2500, 2000, 2500],
      ['33,33 % profit', 20_000, { mode: 'FIXED_PROFIT', profitBp: 3333 }, 29_999, 5000, 3333, 9999],
      ['99,99 % profit', 100, { mode: 'FIXED_PROFIT', profitBp: 9999 }, 1_000_000, 99_990_000, 9999, 999_900],
      [
        'fixed price without net price',
        null,
        { mode: 'FIXED_PRICE', priceOre: 5_000 },
        5_000,
        null,
        null,
        null,
      ],
      [
        'net price 0: no markup to show',
        0,
        { mode: 'FIXED_PRICE', priceOre: 5_000 },
        5_000,
        null,
        10_000,
        5_000,
      ],
    ],
  )('%s', (_case, net, input, price, markup, profit, margin) => {
    const result = evaluateOwnPrice(net, input);
    expect(result).toMatchObject({
      netOre: net,
      priceOre: price,
      markupBp: markup,
      profitBp: profit,
      marginOre: margin,
    });
    expect(result.saveable).toBe(true);
    expect(result.problems).toEqual([]);
  });
});

describe('what refuses a save (product-spec §5)', () => {
  it('refuses a negative margin with an error and a warning that says by how much', () => {
    const result = evaluateOwnPrice(10_000, { mode: 'FIXED_PRICE', priceOre: 8_750 });
    expect(result.saveable).toBe(false);
    expect(result.marginOre).toBe(-1250);
    expect(result.problems).toEqual([
      {
        level: 'WARNING',
        code: 'NEGATIVE_MARGIN',
        field: 'priceOre',
        message: 'Negativ marginal: priset är 12,50\u00a0kr lägre än ert nettopris',
      },
      {
        level: 'ERROR',
        code: 'NEGATIVE_MARGIN',
        field: 'priceOre',
        message: 'Ett pris med negativ marginal kan inte sparas',
      },
    ]);
  });

  it.each<[string, number | null, OwnPriceInput, string, string]>([
    ['price equal to net', 10_000, { mode: 'FIXED_PRICE', priceOre: 10_000 }, 'EQUALS_NET_PRICE', 'priceOre'],
    ['0 % markup equals net', 10_000, { mode: 'FIXED_MARKUP', markupBp: 0 }, 'EQUALS_NET_PRICE', 'markupBp'],
    ['0 % profit equals net', 10_000, { mode: 'FIXED_PROFIT', profitBp: 0 }, 'EQUALS_NET_PRICE', 'profitBp'],
    ['negative markup', 10_000, { mode: 'FIXED_MARKUP', markupBp: -500 }, 'NEGATIVE_MARGIN', 'markupBp'],
    ['negative profit', 10_000, { mode: 'FIXED_PROFIT', profitBp: -500 }, 'NEGATIVE_MARGIN', 'profitBp'],
    ['price missing', 10_000, { mode: 'FIXED_PRICE', priceOre: null }, 'VALUE_REQUIRED', 'priceOre'],
    ['markup missing', 10_000, { mode: 'FIXED_MARKUP' }, 'VALUE_REQUIRED', 'markupBp'],
    ['profit missing', 10_000, { mode: 'FIXED_PROFIT', markupBp: 2500 }, 'VALUE_REQUIRED', 'profitBp'],
    ['negative price', null, { mode: 'FIXED_PRICE', priceOre: -1 }, 'NEGATIVE_PRICE', 'priceOre'],
    ['a fraction of an öre', 10_000, { mode: 'FIXED_PRICE', priceOre: 100.5 }, 'INVALID_VALUE', 'priceOre'],
    ['100 % profit', 10_000, { mode: 'FIXED_PROFIT', profitBp: 10_000 }, 'PROFIT_TOO_HIGH', 'profitBp'],
    ['absurd markup', 10_000, { mode: 'FIXED_MARKUP', markupBp: 1_000_001 }, 'MARKUP_TOO_HIGH', 'markupBp'],
    ['markup without net price', null, { mode: 'FIXED_MARKUP', markupBp: 2500 }, 'NO_NET_PRICE', 'markupBp'],
    ['profit without net price', null, { mode: 'FIXED_PROFIT', profitBp: 2500 }, 'NO_NET_PRICE', 'profitBp'],
  ])('%s', (_case, net, input, code, field) => {
    const result = evaluateOwnPrice(net, input);
    expect(result.saveable).toBe(false);
    expect(result.problems.find((p) => p.level === 'ERROR')).toMatchObject({ code, field });
  });

  it('speaks Swedish', () => {
    expect(evaluateOwnPrice(10_000, { mode: 'FIXED_PRICE', priceOre: 10_000 }).problems[0]?.message).toBe(
      'Priset är detsamma som ert nettopris och kan inte sparas som eget pris',
    );
    expect(evaluateOwnPrice(null, { mode: 'FIXED_MARKUP', markupBp: 1 }).problems[0]?.message).toBe(
      'Artikeln har inget nettopris att räkna från. Välj fast pris.',
    );
  });
});

describe('the arithmetic', () => {
  it.each<[number, number, number]>([
    [10_000, 2500, 12_500],
    [1, 5000, 2],
    [3, 5000, 5],
    [0, 2500, 0],
    [99_999_999, 1, 100_009_999],
  ])('net %i with markup %i bp → %i', (net, markup, price) => {
    expect(priceFromMarkup(net, markup)).toBe(price);
  });

  it.each<[number, number, number]>([
    [7_500, 2500, 10_000],
    [1, 5000, 2],
    [2, 3333, 3],
  ])('net %i with profit %i bp → %i', (net, profit, price) => {
    expect(priceFromProfit(net, profit)).toBe(price);
  });

  it('has no price for a profit of 100 % or more', () => {
    expect(() => priceFromProfit(100, 10_000)).toThrow(RangeError);
  });

  it('turns a price back into markup and profit', () => {
    expect(markupBpOf(8_000, 10_000)).toBe(2500);
    expect(profitBpOf(8_000, 10_000)).toBe(2000);
    expect(markupBpOf(8_000, 7_000)).toBe(-1250);
    expect(markupBpOf(null, 7_000)).toBeNull();
    expect(profitBpOf(8_000, 0)).toBeNull();
  });

  it('keeps only the value of the chosen mode', () => {
    expect(ownPriceOfValue('FIXED_MARKUP', 2500)).toEqual({
      mode: 'FIXED_MARKUP',
      priceOre: null,
      markupBp: 2500,
      profitBp: null,
    });
    expect(ownPriceValue({ mode: 'FIXED_PROFIT', priceOre: 1, markupBp: 2, profitBp: 3 })).toBe(3);
    expect(ownPriceValue({ mode: 'FIXED_PRICE' })).toBeNull();
  });
});
