import { describe, expect, it } from 'vitest';
import { lowestFreeNumber, searchStart, seriesGroup } from './number-series';

describe('seriesGroup', () => {
  it.each<[Parameters<typeof seriesGroup>[0], boolean, string[]]>([
    ['INVOICE', false, ['INVOICE']],
    ['CREDIT_INVOICE', false, ['CREDIT_INVOICE']],
    ['INVOICE', true, ['INVOICE', 'CREDIT_INVOICE']],
    ['CREDIT_INVOICE', true, ['INVOICE', 'CREDIT_INVOICE']],
    ['INTEREST_INVOICE', true, ['INTEREST_INVOICE']],
    ['OFFER', true, ['OFFER']],
  ])('%s with joint numbering %s draws from %j', (docType, joint, group) => {
    expect(seriesGroup(docType, joint)).toEqual(group);
  });
});

describe('where the search starts', () => {
  it.each<[number, number, boolean, number]>([
    [1, 0, false, 1],
    [1, 41, false, 42],
    [1000, 41, false, 1000],
    [1000, 1041, false, 1042],
    [1000, 1041, true, 1000],
    [1, 0, true, 1],
  ])('minimum %i, highest %i, fill gaps %s → %i', (minNumber, maxCurrent, fillGaps, start) => {
    expect(searchStart({ minNumber, maxCurrent, fillGaps })).toBe(start);
  });
});

describe('lowestFreeNumber', () => {
  it.each<[number[], number, number]>([
    [[], 1, 1],
    [[1, 2, 3], 1, 4],
    [[1, 2, 4, 5], 1, 3],
    [[2, 3], 1, 1],
    [[1, 2, 3, 10], 5, 5],
    [[5, 6, 7], 5, 8],
    [[7, 5, 6], 5, 8],
    [[100, 101], 1, 1],
  ])('used %j from %i → %i', (used, start, expected) => {
    expect(lowestFreeNumber(used, start)).toBe(expected);
  });
});
