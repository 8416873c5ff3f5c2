import { describe, expect, it } from 'vitest';
import { priceMessages, readPriceInput } from './client-price-input';

describe('readPriceInput', () => {
  it.each([
    ['1 234,50', 123_450],
    ['1\u00a0234,5', 123_450],
    ['99', 9_900],
    ['0', 0],
    ['12,345', 1_235],
  ])('%j → %i öre', (text, ore) => {
    expect(readPriceInput(text)).toEqual({ ok: true, ore });
  });

  it.each([
    ['', priceMessages.required],
    ['abc', priceMessages.notAPrice],
    ['-5', priceMessages.negative],
  ])('%j is refused: %s', (text, message) => {
    expect(readPriceInput(text)).toEqual({ ok: false, message });
  });
});
