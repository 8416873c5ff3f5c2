import { describe, expect, it } from 'vitest';
import { buildShown, shownRow } from './catalogue.shown';

describe('shown fields', () => {
  it('gives back every row as stored, Swedish letters and missing values included', () => {
    const rows = [
      {
        name: 'Tvättställsblandare Mora MMIX',
        code: 'B10001',
        rsk: '1234567',
        image: '/a.svg',
        maker: 'Mora',
      },
      { name: 'Rör', code: 'R1', rsk: null, image: null, maker: null },
      { name: '', code: 'LK0174999', rsk: null, image: '/a.svg', maker: 'Mora' },
    ];
    const shown = buildShown(rows);
    expect(rows.map((_, row) => shownRow(shown, row))).toEqual(rows);
    expect(shown.image.values).toEqual(['', '/a.svg']);
  });
});
