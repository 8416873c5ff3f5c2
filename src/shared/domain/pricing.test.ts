import { describe, expect, it } from 'vitest';
import {
  amountForQuantityOre,
  campaignActive,
  cataloguePrices,
  netPriceOre,
  type ProductPriceInput,
  priceVisibility,
  withMomsOre,
} from './pricing';

describe('netPriceOre', () => {
  it.each([
    [10_000, 0, 10_000],
    [10_000, 2_500, 7_500],
    [10_000, 10_000, 0],
    [12_345, 3_250, 8_333], // 8332.875 → 8333
    [99, 5_000, 50], // 49.5 rounds half away from zero
    [1, 5_000, 1],
    [1, 5_001, 0],
    [987_654_321, 1_234, 865_777_778], // 865 777 777,79… → …778
    [Number.MAX_SAFE_INTEGER, 5_000, 4_503_599_627_370_496],
  ])('%i öre less %i bp → %i öre', (gross, bp, net) => {
    expect(netPriceOre(gross, bp)).toBe(net);
  });

  it.each([
    [1.5, 0],
    [100, -1],
    [100, 10_001],
    [100, 12.5],
  ])('refuses %s öre at %s bp', (gross, bp) => {
    expect(() => netPriceOre(gross, bp)).toThrow(RangeError);
  });
});

describe('withMomsOre and amountForQuantityOre', () => {
  it.each([
    [10_000, 12_500],
    [1, 1], // 1.25 → 1
    [2, 3], // 2.5 → 3
    [48_100, 60_125],
    [0, 0],
  ])('%i öre excl. moms → %i incl.', (ex, inc) => {
    expect(withMomsOre(ex)).toBe(inc);
  });

  it.each([
    [12_345, 1_500, 18_518], // 18517.5 → 18518
    [12_345, 1_000, 12_345],
    [333, 333, 111], // 110.889
    [10_000, 25_000, 250_000],
  ])('%i öre × %i thousandths → %i öre', (unit, qty, amount) => {
    expect(amountForQuantityOre(unit, qty)).toBe(amount);
  });
});

describe('priceVisibility', () => {
  it.each([
    [{ kind: 'visitor' as const }, { gross: true, net: false, turnkey: false }],
    [
      { kind: 'employee' as const, netPriceAndMarginHidden: false, clientMode: false },
      { gross: true, net: true, turnkey: true },
    ],
    [
      { kind: 'employee' as const, netPriceAndMarginHidden: true, clientMode: false },
      { gross: true, net: false, turnkey: true },
    ],
    [
      { kind: 'employee' as const, netPriceAndMarginHidden: false, clientMode: true },
      { gross: true, net: false, turnkey: true },
    ],
  ])('%j sees %j', (viewer, visibility) => {
    expect(priceVisibility(viewer)).toEqual(visibility);
  });
});

describe('campaignActive', () => {
  it.each([
    [{ priceOre: 100, endsOn: '2026-11-21' }, '2026-11-21', true],
    [{ priceOre: 100, endsOn: '2026-11-20' }, '2026-11-21', false],
    [{ priceOre: 100, endsOn: null }, '2026-11-21', true],
    [{ priceOre: null, endsOn: '2026-12-31' }, '2026-11-21', false],
  ])('%j on %s → %s', (campaign, today, active) => {
    expect(campaignActive(campaign, today)).toBe(active);
  });
});

describe('cataloguePrices', () => {
  const product: ProductPriceInput = {
    grossOre: 100_000,
    campaignOre: 70_000,
    campaignEndsOn: '2026-12-01',
    turnkeyOre: 200_000,
    turnkeyAOre: 240_000,
    turnkeyBOre: 200_000,
    turnkeyCOre: 170_000,
    discountBp: 2_000,
    wholesaleQuantity: 10_000,
  };
  const firm = priceVisibility({ kind: 'employee', netPriceAndMarginHidden: false, clientMode: false });

  it('gives a firm its net price, the lower campaign price and the wholesale amount', () => {
    expect(cataloguePrices(product, firm, '2026-11-21')).toEqual({
      retailPrice: 100_000,
      retailPriceIncludeMoms: 125_000,
      regularPrice: 70_000,
      regularPriceExcludeCampaign: 80_000,
      wholesalePrice: 700_000,
      specialPrice: 70_000,
      specialPriceEndDate: '2026-12-01',
      discountBp: 2_000,
      turnkeyPrice: { turnkeyPrice: 200_000, a: 240_000, b: 200_000, c: 170_000 },
    });
  });

  it('keeps the net price when it beats the campaign, and drops an ended campaign', () => {
    const deep = cataloguePrices({ ...product, discountBp: 4_000 }, firm, '2026-11-21');
    expect([deep.regularPrice, deep.specialPrice]).toEqual([60_000, 70_000]);
    const ended = cataloguePrices(product, firm, '2026-12-02');
    expect([ended.regularPrice, ended.specialPrice, ended.specialPriceEndDate]).toEqual([80_000, null, null]);
  });

  it('treats a firm without a rabattbrev row for the group as no discount', () => {
    expect(
      cataloguePrices({ ...product, discountBp: null, campaignOre: null }, firm, '2026-11-21'),
    ).toMatchObject({
      regularPrice: 100_000,
      discountBp: 0,
    });
  });

  it('shows a visitor list prices only and hidden net prices nothing net', () => {
    const visitor = cataloguePrices(product, priceVisibility({ kind: 'visitor' }), '2026-11-21');
    expect(visitor).toMatchObject({
      retailPrice: 100_000,
      retailPriceIncludeMoms: 125_000,
      regularPrice: null,
    });
    expect(visitor.turnkeyPrice).toBeNull();
    const hidden = cataloguePrices(
      product,
      priceVisibility({ kind: 'employee', netPriceAndMarginHidden: true, clientMode: false }),
      '2026-11-21',
    );
    expect(hidden).toMatchObject({
      regularPrice: null,
      regularPriceExcludeCampaign: null,
      wholesalePrice: null,
      specialPrice: null,
      specialPriceEndDate: null,
      discountBp: null,
      retailPrice: 100_000,
    });
    expect(hidden.turnkeyPrice).not.toBeNull();
  });

  it('leaves a product without a list price without prices', () => {
    const none = cataloguePrices({ ...product, grossOre: null, campaignOre: null }, firm, '2026-11-21');
    expect([none.retailPrice, none.retailPriceIncludeMoms, none.regularPrice, none.discountBp]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
