import { describe, expect, it } from 'vitest';
import {
  canChangeOwnArticleType,
  changedPrice,
  type OwnArticleInput,
  type OwnArticleType,
  ownArticleChanges,
  validateOwnArticle,
  validateOwnComment,
} from './own-article';

const article: OwnArticleInput = {
  code: 'ARB1',
  description: 'Arbete montör, per timme',
  unit: 'tim',
  priceOre: 65_000,
  purchasePriceOre: null,
  ownArticleType: 'SERVICE',
  applyDiscount: false,
};

describe('validateOwnArticle', () => {
  it('accepts a complete article', () => {
    expect(validateOwnArticle(article)).toEqual([]);
  });

  it.each<[string, Partial<OwnArticleInput>, string, string]>([
    ['no number', { code: '' }, 'code', 'Detta fält måste fyllas i'],
    ['a slash first', { code: '/ARB' }, 'code', 'Artikelnumret får inte börja med /'],
    ['no description', { description: '  ' }, 'description', 'Detta fält måste fyllas i'],
    ['a long description', { description: 'x'.repeat(201) }, 'description', 'Högst 200 tecken'],
    ['a long unit', { unit: 'timmar och minuter' }, 'unit', 'Högst 10 tecken'],
    ['no price', { priceOre: null }, 'priceOre', 'Detta fält måste fyllas i'],
    ['a negative price', { priceOre: -100 }, 'priceOre', 'Priset måste vara ett belopp från 0 kr'],
    ['a fraction of an öre', { priceOre: 10.5 }, 'priceOre', 'Priset måste vara ett belopp från 0 kr'],
    ['a price over 10 Mkr', { priceOre: 1_000_000_001 }, 'priceOre', 'Priset får vara högst 10 000 000 kr'],
    [
      'a negative purchase price',
      { purchasePriceOre: -1 },
      'purchasePriceOre',
      'Priset måste vara ett belopp från 0 kr',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(validateOwnArticle({ ...article, ...change })).toEqual([{ field, message }]);
  });

  it('accepts a price of 0 kr and no purchase price', () => {
    expect(validateOwnArticle({ ...article, priceOre: 0, purchasePriceOre: null })).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(
      validateOwnArticle({ ...article, code: '', description: '', priceOre: null }).map((i) => i.field),
    ).toEqual(['code', 'description', 'priceOre']);
  });

  it('refuses turning saved material into labour', () => {
    expect(validateOwnArticle({ ...article, ownArticleType: 'SERVICE' }, 'MATERIAL')).toEqual([
      {
        field: 'ownArticleType',
        message: 'Debiteringstypen kan bara ändras mellan Arbete och Arbete med ROT-avdrag',
      },
    ]);
  });
});

describe('billing type changes ("selectable only for ROTSERVICE and SERVICE")', () => {
  it.each<[OwnArticleType, OwnArticleType, boolean]>([
    ['SERVICE', 'ROT_SERVICE', true],
    ['ROT_SERVICE', 'SERVICE', true],
    ['SERVICE', 'SERVICE', true],
    ['MATERIAL', 'MATERIAL', true],
    ['SERVICE', 'MATERIAL', false],
    ['ROT_SERVICE', 'TRANSPORT', false],
    ['MATERIAL', 'SERVICE', false],
    ['TRANSPORT', 'OTHER', false],
    ['OTHER', 'ROT_SERVICE', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeOwnArticleType(from, to)).toBe(allowed);
  });
});

describe('ownArticleChanges (api-spec §4 change types)', () => {
  it.each<[Partial<OwnArticleInput>, string[]]>([
    [{}, []],
    [{ priceOre: 70_000 }, ['PRICE']],
    [{ unit: 'h' }, ['UNIT']],
    [{ description: 'Arbete' }, ['MATERIAL']],
    [{ code: 'ARB9' }, ['CODE']],
    [{ purchasePriceOre: 30_000 }, ['SPECIALPRICE']],
    [{ applyDiscount: true }, ['DISCOUNT_DISABLE']],
    [{ ownArticleType: 'ROT_SERVICE' }, ['OWN_ARTICLE_TYPE']],
    [{ ownArticleType: 'ROT_SERVICE', priceOre: 1 }, ['OWN_ARTICLE_TYPE', 'PRICE']],
  ])('%j → %j', (change, types) => {
    expect(ownArticleChanges(article, { ...article, ...change })).toEqual(types);
  });
});

describe('changedPrice (bulk change)', () => {
  it.each<[number, 'PERCENT' | 'AMOUNT' | 'SET', number, number]>([
    [65_000, 'PERCENT', 400, 67_600],
    [65_000, 'PERCENT', -1000, 58_500],
    [12_345, 'PERCENT', 250, 12_654],
    [1, 'PERCENT', 5000, 2],
    [65_000, 'AMOUNT', 2_500, 67_500],
    [65_000, 'AMOUNT', -70_000, -5_000],
    [65_000, 'SET', 49_500, 49_500],
    [65_000, 'PERCENT', -10_000, 0],
  ])('%i with %s %i → %i', (price, method, value, expected) => {
    expect(changedPrice(price, method, value)).toBe(expected);
  });
});

describe('validateOwnComment', () => {
  it.each<[string, string, Array<[string, string]>]>([
    ['text1', 'Tack för förtroendet!', []],
    ['text', 'x', [['code', 'Koden ska vara "text" följt av siffror, till exempel text1']]],
    ['text2', ' ', [['text', 'Detta fält måste fyllas i']]],
    ['text3', 'x'.repeat(2001), [['text', 'Högst 2000 tecken']]],
  ])('%s / %j', (code, text, expected) => {
    expect(validateOwnComment({ code, text }).map((i) => [i.field, i.message])).toEqual(expected);
  });
});
