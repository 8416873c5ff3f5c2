import { describe, expect, it } from 'vitest';
import {
  addToSameLine,
  duplicateLines,
  findDuplicate,
  makeLine,
  moveLines,
  moveLineTo,
  newUid,
  removeLines,
  replaceArticle,
} from './line-items';

const lines = ['a', 'b', 'c', 'd'].map((code) =>
  makeLine({
    uid: `00000000-0000-4000-8000-00000000000${code === 'a' ? 1 : code === 'b' ? 2 : code === 'c' ? 3 : 4}`,
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'REGULAR',
    code,
    article: code,
  }),
);
const codes = (items: { code: string }[]) => items.map((it) => it.code).join('');
const uid = (code: string) => lines.find((l) => l.code === code)!.uid;

describe('line operations', () => {
  it('makes uuids and complete lines', () => {
    expect(newUid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const line = makeLine({ type: 'COMMENT' });
    expect(line).toMatchObject({ quantity: 1000, applyDiscount: true, description: '' });
  });

  it('moves a block of lines one step and keeps a block at the edge still', () => {
    expect(codes(moveLines(lines, [uid('b'), uid('c')], -1))).toBe('bcad');
    expect(codes(moveLines(lines, [uid('b'), uid('c')], 1))).toBe('adbc');
    expect(codes(moveLines(lines, [uid('a')], -1))).toBe('abcd');
    expect(codes(moveLines(lines, [uid('d')], 1))).toBe('abcd');
  });

  it('drags a line to a position', () => {
    expect(codes(moveLineTo(lines, uid('a'), 3))).toBe('bcad');
    expect(codes(moveLineTo(lines, uid('a'), 4))).toBe('bcda');
    expect(codes(moveLineTo(lines, uid('d'), 0))).toBe('dabc');
  });

  it('removes and duplicates below the original with a new uid', () => {
    expect(codes(removeLines(lines, [uid('b'), uid('d')]))).toBe('ac');
    const copied = duplicateLines(lines, [uid('b')]);
    expect(codes(copied)).toBe('abbcd');
    expect(copied[2]!.uid).not.toBe(copied[1]!.uid);
    expect(copied[0]).toBe(lines[0]);
  });

  it('finds a duplicate article, but never for free items or comments', () => {
    const again = makeLine({
      type: 'NOMENCLATURE',
      nomenclatureItemType: 'REGULAR',
      code: 'c',
      article: 'c',
    });
    expect(findDuplicate(lines, again)?.uid).toBe(uid('c'));
    expect(findDuplicate(lines, { ...again, nomenclatureItemType: 'FREE' })).toBeUndefined();
    expect(findDuplicate(lines, makeLine({ type: 'COMMENT', code: 'c' }))).toBeUndefined();
  });

  it('adds the quantity on the same line', () => {
    const next = addToSameLine(lines, lines[1]!, 2500);
    expect(next[1]!.quantity).toBe(3500);
  });

  it('replaces an article keeping the line uid, quantity and discount', () => {
    const old = { ...lines[0]!, quantity: 4000, discountBp: 500 };
    const replacement = makeLine({
      type: 'NOMENCLATURE',
      code: 'n',
      article: 'n',
      priceOre: 999,
      minOrderQuantity: 5000,
    });
    const next = replaceArticle(old, replacement);
    expect(next).toMatchObject({ uid: old.uid, code: 'n', priceOre: 999, quantity: 5000, discountBp: 500 });
  });
});
