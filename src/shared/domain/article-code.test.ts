import { describe, expect, it } from 'vitest';
import {
  normalizeOwnArticleCode,
  normalizeOwnCommentCode,
  ownCommentCodeSortKey,
  validateOwnArticleCode,
  validateOwnCommentCode,
} from './article-code';

const required = 'Detta fält måste fyllas i';
const slash = 'Artikelnumret får inte börja med /';
const text = 'Artikelnumret får inte börja med "text" (det är koden för egna kommentarer)';
const sixDigits = 'Ett artikelnummer med en bokstav följd av siffror måste ha minst sex siffror';
const tooLong = 'Artikelnumret får vara högst 12 tecken';
const space = 'Artikelnumret får inte innehålla mellanslag';

describe('validateOwnArticleCode (product-spec §5)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['ARB1', null],
    ['arb1', null],
    ['SERVICEBIL', null],
    ['1234', null],
    ['A123456', null],
    ['Ö123456', null],
    ['A1234567', null],
    ['A', null],
    ['AB12', null],
    ['A12B', null],
    ['A1', sixDigits],
    ['A12345', sixDigits],
    ['ö12345', sixDigits],
    ['/ARB', slash],
    ['/', slash],
    ['text', text],
    ['TEXT', text],
    ['Text12', text],
    ['texture', text],
    ['tex', null],
    ['tex1', null],
    ['', required],
    ['   ', required],
    [null, required],
    [undefined, required],
    ['  ARB1  ', null],
    ['ARB 1', space],
    ['ABCDEFGHIJKL', null],
    ['ABCDEFGHIJKLM', tooLong],
  ])('%j → %s', (code, expected) => {
    expect(validateOwnArticleCode(code)).toBe(expected);
  });

  it('trims what it stores', () => {
    expect(normalizeOwnArticleCode('  ARB1 ')).toBe('ARB1');
    expect(normalizeOwnArticleCode(null)).toBe('');
  });
});

describe('validateOwnCommentCode', () => {
  const shape = 'Koden ska vara "text" följt av siffror, till exempel text1';
  it.each<[string | null, string | null]>([
    ['text1', null],
    ['TEXT12', null],
    [' text007 ', null],
    ['text12345678', null],
    ['text123456789', 'Koden får vara högst 12 tecken'],
    ['text', shape],
    ['text1a', shape],
    ['txt1', shape],
    ['1text', shape],
    ['text 1', shape],
    ['', required],
    [null, required],
  ])('%j → %s', (code, expected) => {
    expect(validateOwnCommentCode(code)).toBe(expected);
  });

  it('stores codes in lower case', () => {
    expect(normalizeOwnCommentCode(' Text12 ')).toBe('text12');
  });

  it('sorts text2 before text10, whatever zeros lead the number', () => {
    const key = ownCommentCodeSortKey;
    const sorted = ['text10', 'text2', 'text1'].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(sorted).toEqual(['text1', 'text2', 'text10']);
    expect(key('text002')).toBe(key('text2'));
  });
});
