/**
 * The simple rich text of comment rows (api-spec §3.3): `**bold**` and `*italic*` within a line, and
 * lines starting with "- " as list items. Parsed here into plain segments; the row renders them.
 */

export interface TextSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface RichLine {
  bullet: boolean;
  segments: TextSegment[];
}

const TOKEN = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g;

export function parseInline(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: text.slice(last, index), bold: false, italic: false });
    const token = match[0];
    if (token.startsWith('**')) segments.push({ text: token.slice(2, -2), bold: true, italic: false });
    else segments.push({ text: token.slice(1, -1), bold: false, italic: true });
    last = index + token.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false, italic: false });
  return segments;
}

export function parseRichText(text: string): RichLine[] {
  return text.split(/\r?\n/).map((line) => {
    const bullet = /^\s*[-•]\s+/.test(line);
    return { bullet, segments: parseInline(bullet ? line.replace(/^\s*[-•]\s+/, '') : line) };
  });
}

/** The text without markup, for tooltips and the phone cards' one-line summary. */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((l) => l.segments.map((s) => s.text).join(''))
    .join(' ')
    .trim();
}
