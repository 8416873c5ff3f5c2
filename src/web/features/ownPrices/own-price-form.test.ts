import type { OwnPriceListRow } from '@shared/api/ownPrices.api';
import { describe, expect, it } from 'vitest';
import {
  emptyOwnPriceValues,
  formatModeValue,
  formatPercent,
  ownPriceDataOf,
  valuesOfRow,
} from './own-price-form';
import { progressPercent } from './progress';
import { calcParameters } from './use-calculator';

describe('ownPriceDataOf', () => {
  it('sends only the chosen mode’s value, in its unit', () => {
    const values = { ...emptyOwnPriceValues('FIXED_MARKUP'), code: 'L69145', price: '300', markup: '25' };
    expect(ownPriceDataOf(values)).toEqual({
      ok: true,
      data: {
        code: 'L69145',
        clientUid: null,
        mode: 'FIXED_MARKUP',
        priceOre: null,
        markupBp: 2500,
        profitBp: null,
        discountApplicable: true,
      },
    });
  });

  it('asks for the value in the words of the mode when saving', () => {
    const values = { ...emptyOwnPriceValues('FIXED_PROFIT'), code: 'L69145' };
    expect(ownPriceDataOf(values)).toEqual({ ok: false, errors: { profit: 'Ange täckningsgraden' } });
    expect(ownPriceDataOf(values, { requireValue: false })).toMatchObject({ ok: true });
  });

  it('needs an article, a readable value and a client when for one client', () => {
    const values = { ...emptyOwnPriceValues('FIXED_PRICE'), price: '12,x', forClient: true };
    expect(ownPriceDataOf(values)).toEqual({
      ok: false,
      errors: {
        code: 'Detta fält måste fyllas i',
        clientUid: 'Välj kunden som priset gäller för',
        price: expect.stringContaining('Ange ett belopp'),
      },
    });
  });
});

describe('calcParameters', () => {
  it('asks the calculator as soon as there is an article, before a value is typed', () => {
    expect(calcParameters({ ...emptyOwnPriceValues('FIXED_PRICE'), code: 'A01228' })).toEqual({
      codeOrArticle: 'A01228',
      mode: 'FIXED_PRICE',
      priceOre: null,
      markupBp: null,
      profitBp: null,
      discountApplicable: true,
    });
    expect(calcParameters(emptyOwnPriceValues('FIXED_PRICE'))).toBeNull();
  });
});

describe('formatting', () => {
  it('writes percentages as people say them', () => {
    expect(formatPercent(2500)).toBe('25\u00a0%');
    expect(formatPercent(1250)).toBe('12,5\u00a0%');
    expect(formatPercent(2308)).toBe('23,08\u00a0%');
    expect(formatPercent(-325)).toBe('\u22123,25\u00a0%');
    expect(formatPercent(null)).toBe('–');
    expect(formatModeValue('FIXED_PRICE', 2000)).toBe('20,00\u00a0kr');
  });

  it('fills the form from a list row', () => {
    const row = {
      article: 'A01241',
      mode: 'FIXED_PROFIT',
      value: 2500,
      clientUid: null,
      discountApplicable: false,
    };
    expect(valuesOfRow(row as OwnPriceListRow)).toMatchObject({
      code: 'A01241',
      profit: '25',
      price: '',
      forClient: false,
    });
  });

  it('keeps the progress bar within 0–100', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(1200, 1000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
