import { describe, expect, it } from 'vitest';
import { buildCodeTable, codeMatches } from './catalogue.codes';

describe('code table', () => {
  const table = buildCodeTable([
    { id: 3, code: 'B10003', active: true },
    { id: 1, code: 'B10001', active: false },
    { id: 9, code: 'B1000', active: true },
    { id: 4, code: 'C10001', active: true },
    { id: 2, code: 'B10001', active: true },
  ]);

  it('finds a number exactly, archived owners included, whatever order the entries came in', () => {
    expect(codeMatches(table, 'B10001', false)).toEqual([
      { id: 1, code: 'B10001', active: false },
      { id: 2, code: 'B10001', active: true },
    ]);
    expect(codeMatches(table, 'B1000', false).map((e) => e.id)).toEqual([9]);
    expect(codeMatches(table, 'A1', false)).toEqual([]);
  });

  it('finds numbers by their start in number order', () => {
    expect(codeMatches(table, 'B100', true).map((e) => e.code)).toEqual([
      'B1000',
      'B10001',
      'B10001',
      'B10003',
    ]);
    expect(codeMatches(table, 'C', true).map((e) => e.id)).toEqual([4]);
    expect(codeMatches(table, 'D', true)).toEqual([]);
  });
});
