import { articleCodeMessages } from '@shared/domain/article-code';
import { ownArticleMessages, ownArticleTypes } from '@shared/domain/own-article';
import { describe, expect, it } from 'vitest';
import {
  clientRequiredMessage,
  emptyOwnArticleValues,
  type OwnArticleFormValues,
  ownArticleDataOf,
  selectableTypes,
  valuesOfArticle,
} from './own-article-form';

const valid: OwnArticleFormValues = {
  ...emptyOwnArticleValues(),
  code: 'A123456',
  description: 'Provtryckning',
  price: '1 250,50',
};

describe('ownArticleDataOf', () => {
  it('sends the price in öre and trims the text', () => {
    const result = ownArticleDataOf({ ...valid, code: ' A123456 ', purchasePrice: '900' }, null);
    expect(result).toEqual({
      ok: true,
      data: {
        code: 'A123456',
        description: 'Provtryckning',
        unit: 'st',
        priceOre: 125050,
        purchasePriceOre: 90000,
        ownArticleType: 'SERVICE',
        applyDiscount: false,
        clientUid: null,
      },
    });
  });

  it('shows the article number rules at the code field', () => {
    expect(ownArticleDataOf({ ...valid, code: 'A123' }, null)).toEqual({
      ok: false,
      errors: { code: articleCodeMessages.letterNeedsSixDigits },
    });
    expect(ownArticleDataOf({ ...valid, code: '/A1' }, null)).toMatchObject({
      errors: { code: articleCodeMessages.leadingSlash },
    });
    expect(ownArticleDataOf({ ...valid, code: 'text12' }, null)).toMatchObject({
      errors: { code: articleCodeMessages.startsWithText },
    });
  });

  it('puts price problems at the price inputs, not at the contract’s öre fields', () => {
    expect(ownArticleDataOf({ ...valid, price: '' }, null)).toMatchObject({
      errors: { price: 'Detta fält måste fyllas i' },
    });
    expect(ownArticleDataOf({ ...valid, price: '12,5x', purchasePrice: '-1' }, null)).toMatchObject({
      errors: { price: expect.stringContaining('Ange ett belopp'), purchasePrice: ownArticleMessages.price },
    });
  });

  it('needs the client when the article is one client’s', () => {
    expect(ownArticleDataOf({ ...valid, forClient: true }, null)).toMatchObject({
      errors: { clientUid: clientRequiredMessage },
    });
  });

  it('refuses turning saved material into labour', () => {
    expect(ownArticleDataOf({ ...valid, ownArticleType: 'SERVICE' }, 'MATERIAL')).toMatchObject({
      errors: { ownArticleType: ownArticleMessages.typeFixed },
    });
  });
});

describe('selectableTypes', () => {
  it('offers every type for a new article, labour types for saved labour, nothing else otherwise', () => {
    expect(selectableTypes(ownArticleTypes, null)).toEqual([...ownArticleTypes]);
    expect(selectableTypes(ownArticleTypes, 'ROT_SERVICE')).toEqual(['SERVICE', 'ROT_SERVICE']);
    expect(selectableTypes(ownArticleTypes, 'TRANSPORT')).toEqual(['TRANSPORT']);
  });
});

describe('valuesOfArticle', () => {
  it('round-trips an article through the form', () => {
    const data = {
      code: 'RESA',
      description: 'Resa',
      unit: 'km',
      priceOre: 2550,
      purchasePriceOre: null,
      ownArticleType: 'TRANSPORT' as const,
      applyDiscount: true,
      clientUid: null,
    };
    expect(ownArticleDataOf(valuesOfArticle(data), 'TRANSPORT')).toEqual({ ok: true, data });
  });
});
