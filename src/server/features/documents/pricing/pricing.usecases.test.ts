import type { DocumentItemData } from '@shared/api/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueLine as catalogue,
  type DocumentItemsFixture,
  line,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import { enrichDocumentItems, fillPurchasePrices } from './pricing.usecases';

let f: DocumentItemsFixture;
beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
});
afterAll(() => f.t.close());

describe('enrichDocumentItems', () => {
  const enrich = (items: DocumentItemData[], netPricesVisible = true, mayEditOwnPrices = true) =>
    enrichDocumentItems({
      deps: f.t.deps,
      firmId: f.demoFirm,
      viewer: { netPricesVisible, mayEditOwnPrices },
      clientId: null,
      items,
      today: '2026-11-21',
    });

  it('compares each line’s source price with today’s', async () => {
    const { items, mayBeActualized } = await enrich([
      catalogue('B10001', 250_000),
      catalogue('B10004', 240_000),
      catalogue('B10005', 260_000),
      catalogue('X99999', 10_000),
      line({ type: 'COMMENT', nomenclatureItemType: null, description: 'Obs' }),
    ]);
    expect(items.map((i) => i.priceDetails?.iconType ?? null)).toEqual([
      'PRICE_NOT_CHANGED',
      'PRICE_CHANGED',
      'PRICE_CHANGED_LOWER',
      'NOT_FOUND_IN_CATALOGUE',
      null,
    ]);
    expect(mayBeActualized).toBe(true);
    expect(items[0]!.priceDetails).toEqual({
      source: 'FROM_CATALOGUE_PRICE',
      iconType: 'PRICE_NOT_CHANGED',
      catalogueNetPriceOre: 175_000,
      catalogueRetailPriceOre: 250_000,
      ownPriceOre: null,
      clientPriceOre: null,
      ownArticlePriceOre: null,
      canSaveToOwnPrice: true,
    });
    expect(items[0]!.image).toBe('/media/catalogue/mixer-1.svg');
    expect((await enrich([catalogue('B10001', 250_000)])).mayBeActualized).toBe(false);
  });

  it('hides net prices and the own-price shortcut from who may not see or change them', async () => {
    const { items } = await enrich([catalogue('B10001', 250_000)], false, false);
    expect(items[0]!.priceDetails).toMatchObject({
      catalogueNetPriceOre: null,
      catalogueRetailPriceOre: 250_000,
      canSaveToOwnPrice: false,
    });
  });

  it('tells stock in Lund, elsewhere and nowhere in Swedish', async () => {
    const { items } = await enrich([
      catalogue('B10001', 250_000, 2000),
      catalogue('B10001', 250_000, 12_000),
      catalogue('R20002', 95_000),
      catalogue('B10003', 250_000, 1000),
    ]);
    expect(items.map((i) => [i.stockStatusIcon, i.stockStatusMessage])).toEqual([
      ['OK', 'I lager: 10 st i Lund'],
      ['WARNING', 'Endast 10 st i lager i Lund, finns i Malmö'],
      ['ERROR', 'Slut i lager i Lund (Restnoterad hos leverantören)'],
      ['OK', 'I lager: 10 st i Lund'],
    ]);
  });

  it('offers the replacements of an archived article', async () => {
    const { items } = await enrich([catalogue('B10009', 250_000)]);
    expect(items[0]).toMatchObject({
      replacements: [{ article: 'B10001', name: 'Tvättställsblandare Mora Vega krom', productId: 1 }],
      stockStatusIcon: null,
      priceDetails: { iconType: 'NOT_FOUND_IN_CATALOGUE' },
    });
  });
});

describe('fillPurchasePrices', () => {
  it('fills the purchase price a hidden-price session’s search left out, and nothing else', async () => {
    const hidden = { ...catalogue('B10002', 250_000), purchasePriceOre: null, sourcePurchasePriceOre: null };
    const typed = line({ code: 'EGEN', description: 'Handskriven rad', priceOre: 5_000 });
    const known = { ...catalogue('B10001', 250_000), purchasePriceOre: 123_400 };
    const filled = await fillPurchasePrices({
      deps: f.t.deps,
      firmId: f.demoFirm,
      clientId: null,
      items: [hidden, typed, known],
      today: '2026-11-21',
    });
    // B10002's campaign price (1 500 kr) is below the net 1 750 kr.
    expect(filled[0]).toMatchObject({ purchasePriceOre: 150_000, sourcePurchasePriceOre: 150_000 });
    expect(filled[1]).toBe(typed);
    expect(filled[2]).toBe(known);
  });
});
