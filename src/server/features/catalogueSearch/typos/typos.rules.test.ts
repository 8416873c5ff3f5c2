import { describe, expect, it } from 'vitest';
import { decompound, sharedParts, typoBudget, typoDistance } from './typos.rules';

describe('typoBudget: one typo from four letters, two from nine, none in numbers', () => {
  it.each([
    ['ror', 0],
    ['kran', 1],
    ['ventil', 1],
    ['kopparro', 1],
    ['kopparror', 2],
    ['termostatblandare', 2],
    ['15x1', 0],
    ['b12345', 0],
    ['1234567', 0],
  ])('%s → %i', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('typoDistance: Damerau–Levenshtein (a swap of neighbours is one typo), whole and as a prefix', () => {
  it.each([
    // typed, target, max, whole, prefix
    ['ventil', 'ventil', 1, 0, 0],
    ['vntil', 'ventil', 1, 1, 1],
    ['venttil', 'ventil', 1, 1, 1],
    ['vemtil', 'ventil', 1, 1, 1],
    ['vetnil', 'ventil', 1, 1, 1],
    ['evntil', 'ventil', 1, 1, 1],
    ['ventli', 'ventil', 1, 1, 1],
    ['vetnli', 'ventil', 1, Infinity, Infinity],
    ['vetnli', 'ventil', 2, 2, 2],
    ['blnad', 'blandare', 1, Infinity, 1],
    ['blan', 'blandare', 1, Infinity, 0],
    ['termostatblndare', 'termostatblandare', 2, 1, 1],
    ['termstatblndare', 'termostatblandare', 2, 2, 2],
    ['temrstatblndare', 'termostatblandare', 2, Infinity, Infinity],
    ['kran', 'drankbar', 1, Infinity, 1],
    ['', 'ror', 1, Infinity, 0],
  ])('%s ~ %s (max %i) → whole %s, prefix %s', (typed, target, max, whole, prefix) => {
    expect(typoDistance(typed, target, max)).toEqual({ whole, prefix });
  });

  it('never counts a swap of letters that are not neighbours as one typo', () => {
    expect(typoDistance('lentiv', 'ventil', 1).whole).toBe(Infinity);
  });
});

describe('decompound: parts on known words, linking -s- off, short known words only beside another', () => {
  const known = new Set(['ventil', 'blandare', 'tvattstall', 'ror', 'koppar', 'vatten', 'for', 'delare']);
  it.each([
    ['kulventil', ['kul', 'ventil']],
    ['sakerhetsventil', ['sakerhet', 'sakerhets', 'ventil']],
    ['tvattstallsblandare', ['blandare', 'tvattstall']],
    ['kopparror', ['koppar', 'ror']],
    ['varmvattenberedare', ['beredare', 'varm', 'vatten']],
    ['fordelare', ['delare', 'for']],
    ['ventil', []],
    ['panelradiator', []],
  ])('%s → %j', (word, parts) => {
    expect(decompound(word, known).sort()).toEqual(parts);
  });

  it('does not cut a word on a short known word alone ("for" in "fortsatt")', () => {
    expect(decompound('fortsatt', known)).toEqual([]);
  });

  it('splits the parts again, so a part in the middle is a part', () => {
    const more = new Set([...known, 'golv', 'varme']);
    expect(decompound('golvvarmefordelare', more)).toEqual(
      expect.arrayContaining(['golv', 'varme', 'fordelare', 'delare']),
    );
  });
});

describe('sharedParts: starts and ends the dictionary shares between three words or more', () => {
  it('finds a shared start and a shared end, not a pair coincidence', () => {
    const words = [
      'termostatblandare',
      'termostathuvud',
      'termostatventil',
      'kulventil',
      'backventil',
      'bottenventil',
      'pressmaskin',
      'pressmuff',
      '15x1,0',
    ];
    const parts = sharedParts(words);
    expect(parts).toEqual(expect.arrayContaining(['termostat', 'ventil']));
    expect(parts).not.toContain('pressm');
  });
});
