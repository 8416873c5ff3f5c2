import { describe, expect, it } from 'vitest';
import { compareSwedish, swedishSortKey } from './swedish-sort';

describe('swedishSortKey', () => {
  it('puts Å, Ä and Ö after Z, in that order', () => {
    const towns = ['Östersund', 'Ängelholm', 'Åmål', 'Zinkgruvan', 'Arboga', 'Örebro'];
    expect([...towns].sort(compareSwedish)).toEqual([
      'Arboga',
      'Zinkgruvan',
      'Åmål',
      'Ängelholm',
      'Örebro',
      'Östersund',
    ]);
  });

  it.each([
    ['Ängelholm', '|ngelholm'],
    ['  Malmö ', 'malm}'],
    ['Müller', 'myller'],
  ])('%s → %s', (text, key) => {
    expect(swedishSortKey(text)).toBe(key);
  });

  it('sorts the key byte-wise the same way', () => {
    const keys = ['zeta', 'åsa', 'ärla', 'öl'].map(swedishSortKey);
    expect([...keys].sort()).toEqual(keys);
  });
});
