import { describe, expect, it } from 'vitest';
import { RELEVANCE } from '../../catalogue';
import { buildTypoLexicon, typoLexiconFor, typoMatches } from './typos.index';

const dictionary = [
  'kulventil',
  'backventil',
  'bottenventil',
  'termostatventil',
  'termostatblandare',
  'tvattstallsblandare',
  'blandare',
  'panelradiator',
  'koppar',
  'kopparror',
  'ror',
  'mora',
  'massing',
  '15x1,0',
].map((word, id) => ({ id, word }));
const idOf = (word: string) => dictionary.find((w) => w.word === word)!.id;
const lexicon = buildTypoLexicon(dictionary);
const found = (token: string) => {
  const byId = new Map(dictionary.map((w) => [w.id, w.word]));
  return typoMatches(lexicon, token).map((m) => byId.get(m.id));
};
const scoreOf = (token: string, word: string) =>
  typoMatches(lexicon, token).find((m) => m.id === idOf(word))?.value;

describe('typoMatches: words and compound parts one typo away, below every exact match', () => {
  it.each([
    ['deletion in a compound tail', 'ventl', ['kulventil', 'backventil', 'bottenventil', 'termostatventil']],
    ['insertion', 'blanndare', ['blandare', 'termostatblandare', 'tvattstallsblandare']],
    ['substitution', 'koppsr', ['koppar', 'kopparror']],
    ['transposition', 'blnadare', ['blandare', 'termostatblandare', 'tvattstallsblandare']],
    ['a part from the word list (no "radiator" in the dictionary)', 'radaitor', ['panelradiator']],
    ['two typos in a long word', 'termstatblndare', ['termostatblandare']],
    ['a typo in the word being typed', 'termsotat', ['termostatventil', 'termostatblandare']],
  ])('%s: %s', (_, token, words) => {
    expect(found(token)).toEqual(expect.arrayContaining(words));
  });

  it('gives no typo to short words and numbers, and nothing where no word is near', () => {
    expect(found('kan')).toEqual([]);
    expect(found('15x1')).toEqual([]);
    expect(found('xyzzy')).toEqual([]);
  });

  it('leaves what the token reaches without a typo to the exact matching', () => {
    expect(found('ventil')).not.toContain('kulventil');
    expect(found('kopp')).not.toContain('koppar');
  });

  it('ranks a mistyped whole word or part over a mistyped start, one typo over two, all below zero', () => {
    expect(scoreOf('massinb', 'massing')).toBeGreaterThan(scoreOf('masdin', 'massing')!);
    expect(scoreOf('blnadare', 'blandare')).toBe(scoreOf('blnadare', 'tvattstallsblandare'));
    expect(scoreOf('termostatblndare', 'termostatblandare')).toBeGreaterThan(
      scoreOf('termstatblndare', 'termostatblandare')!,
    );
    const values = typoMatches(lexicon, 'blnadare').map((m) => m.value);
    expect(Math.max(...values)).toBeLessThan(0);
    expect(Math.max(...values) + 5 * RELEVANCE.exact + RELEVANCE.nameBonus).toBeLessThan(RELEVANCE.part);
  });

  it('is built once per catalogue version and again when it changes', () => {
    const owner = {};
    const first = typoLexiconFor(owner, 1, dictionary);
    expect(typoLexiconFor(owner, 1, dictionary)).toBe(first);
    expect(typoLexiconFor(owner, 2, dictionary)).not.toBe(first);
  });
});
