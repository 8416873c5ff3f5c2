/**
 * A sort key that orders Swedish text the Swedish way (Å, Ä, Ö after Z, in that order) with a plain
 * byte-wise ORDER BY. PGlite has no ICU collation, so tables keep this key next to the text they sort.
 */
const replacements: Record<string, string> = {
  å: '{',
  ä: '|',
  æ: '|',
  ö: '}',
  ø: '}',
  ü: 'y',
  é: 'e',
  è: 'e',
  á: 'a',
  à: 'a',
};

export function swedishSortKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[åäæöøüéèáà]/g, (c) => replacements[c] ?? c);
}

export function compareSwedish(a: string, b: string): number {
  const ka = swedishSortKey(a);
  const kb = swedishSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
