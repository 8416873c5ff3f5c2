import { describe, expect, it } from 'vitest';
import { compactCode, formatRsk, normaliseArticle, normaliseRsk, rskDatabaseLink } from './catalogue-codes';
import { buildSearchText, isSearchable, normaliseSearchText, parseSearchQuery } from './catalogue-search';

describe('normaliseSearchText', () => {
  it.each([
    ['Tvättställsblandare', 'tvattstallsblandare'],
    ['  Kopparrör 15x1,0 mm  ', 'kopparror 15x1,0 mm'],
    ['Kopparrör 15x1.0 mm', 'kopparror 15x1,0 mm'],
    ['Kulventil 1/2" inv gänga', 'kulventil 1/2 inv ganga'],
    ['WC-stol Ifö Spira', 'wc stol ifo spira'],
    ['Säkerhetsventil 1,5 bar', 'sakerhetsventil 1,5 bar'],
    ['Pressvinkel 90° koppar', 'pressvinkel 90 koppar'],
    ['a/b, c.', 'a b c'],
    ['Ørsted Æble Straße', 'orsted aeble strasse'],
    ['', ''],
  ])('%j → %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });

  it('builds the stored text from the parts that are there', () => {
    expect(buildSearchText(['Köksblandare Mora', null, 'Mora Armatur', '', 'Köksblandare'])).toBe(
      'koksblandare mora mora armatur koksblandare',
    );
  });
});

describe('parseSearchQuery', () => {
  it.each([
    ['blandare', ['blandare'], null],
    ['termostatblandre', ['termostatblandre'], null],
    ['kopparrör 15', ['kopparror', '15'], null],
    ['15 kopparrör', ['kopparror', '15'], null],
    ['rör kopparrör', ['kopparror'], null],
    ['123 45 67', ['1234567'], '1234567'],
    ['123-45-67', ['1234567'], '1234567'],
    ['1234567', ['1234567'], '1234567'],
    ['B12345', ['b12345'], 'B12345'],
    ['b 123 45', ['b', '123', '45'].filter((w) => w.length > 1), 'B12345'],
    ['1/2"', ['1/2'], null],
    ['kulventil 1/2', ['kulventil', '1/2'], null],
    ['gustavsberg wc', ['gustavsberg', 'wc'], null],
    ['a', ['a'], null],
    ['15 mm', ['15', 'mm'], '15MM'],
    ['   ', [], null],
  ])('%j → tokens %j, code %j', (pattern, tokens, code) => {
    const query = parseSearchQuery(pattern);
    expect(query.tokens).toEqual(tokens);
    expect(query.code).toBe(code);
  });

  it('keeps at most six words, longest first', () => {
    expect(parseSearchQuery('aa bbb cccc ddddd eeeeee fffffff ggggggggg').tokens).toEqual([
      'ggggggggg',
      'fffffff',
      'eeeeee',
      'ddddd',
      'cccc',
      'bbb',
    ]);
  });

  it.each([
    ['bl', false],
    ['  bl  ', false],
    ['bla', true],
    [' ö ', false],
    ['---', false],
    ['123', true],
  ])('%j searchable: %s', (pattern, searchable) => {
    expect(isSearchable(pattern)).toBe(searchable);
  });
});

describe('article and RSK numbers', () => {
  it.each([
    ['123 45 67', '1234567'],
    ['123-45-67', '1234567'],
    ['1234567', '1234567'],
    ['12345678', null],
    ['123 45 6', null],
    ['abc', null],
    [null, null],
  ])('normaliseRsk(%j) → %j', (text, rsk) => {
    expect(normaliseRsk(text)).toBe(rsk);
  });

  it.each([
    ['1234567', '123 45 67'],
    ['B12345', 'B12345'],
  ])('formatRsk(%j) → %j', (rsk, text) => {
    expect(formatRsk(rsk)).toBe(text);
  });

  it.each([
    [' b 123.45 ', 'B12345'],
    ['gb-7g16/90', 'GB7G1690'],
    ['åäö', null],
    ['', null],
    ['A'.repeat(21), null],
  ])('normaliseArticle(%j) → %j', (text, article) => {
    expect(normaliseArticle(text)).toBe(article);
  });

  it('compacts codes and links to the RSK database', () => {
    expect(compactCode(' 123\u00a045 67 ')).toBe('1234567');
    expect(rskDatabaseLink('1234567')).toMatch(/rskdatabasen\.se.*1234567$/);
  });
});
