import { describe, expect, it } from 'vitest';
import './endpoint';
import { hasForbiddenCharacters, jsonSettings, oreAmount, quantity, text, version } from './limits';

describe('the contract’s limits', () => {
  it('refuses NUL and lone surrogates but keeps emoji and Swedish letters', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('\udc00')).toBe(true);
    expect(hasForbiddenCharacters('Åsa Öberg 😀')).toBe(false);
    expect(text(10).safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'Texten innehåller otillåtna tecken',
    );
    expect(text(3).safeParse('abcd').error?.issues[0]?.message).toBe('Högst 3 tecken');
  });

  it('keeps numbers inside their columns and price × quantity below 2^53', () => {
    expect(version().safeParse(2_147_483_648).success).toBe(false);
    expect(version().safeParse(2_147_483_647).success).toBe(true);
    const maxPrice = oreAmount().maxValue ?? Number.POSITIVE_INFINITY;
    const maxQuantity = quantity().maxValue ?? Number.POSITIVE_INFINITY;
    expect(maxPrice * (maxQuantity / 1000)).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(oreAmount().safeParse(9_007_199_254_740_991).error?.issues[0]?.message).toBe(
      'Högst 10 000 000 000',
    );
  });

  it('bounds free JSON in depth without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(jsonSettings().safeParse({ a: deep }).error?.issues[0]?.message).toMatch(/fler än 20 nivåer/);
    expect(jsonSettings().safeParse({ columns: { width: 120 } }).success).toBe(true);
  });
});
