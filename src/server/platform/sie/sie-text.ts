import iconv from 'iconv-lite';

/**
 * How values become SIE 4 fields (SIE filformat 4B §5.7–5.10), shared by the writer and the checker so
 * both speak the same dialect: the CP437 character set, quoting, amounts and dates.
 */

/** `#FORMAT PC8`: IBM code page 437, the only character set SIE 4B allows. */
export const SIE_ENCODING = 'cp437';

/** Printable ASCII without the backslash: text made only of these needs no conversion at all. */
const PLAIN_ASCII = /^[\x20-\x5B\x5D-\x7E]*$/;
/** Every character CP437 can carry in a text (0x20–0x7E and 0x80–0xFF; 0xFF is the no-break space). */
const CP437_CHARACTERS = new Set(
  iconv.decode(Buffer.from([...range(0x20, 0x7e), ...range(0x80, 0xff)]), SIE_ENCODING),
);
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/**
 * Characters users type (or paste from Word) that CP437 lacks but that have a plain look-alike. The
 * backslash is here too: SIE escapes a quote as \" and has no escape for the backslash itself, so a text
 * ending in one would swallow its closing quote.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
  '\u00d7': 'x',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\\': '/',
  // Letters NFD does not split into a base letter and an accent (Norwegian and Danish ø, Polish ł).
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** One character CP437 may lack: its look-alike, else the letter without its accent, else "?". */
function cp437Character(char: string): string {
  if (CP437_CHARACTERS.has(char) && char !== '\u00a0' && char !== '\\') return char;
  const lookAlike = LOOK_ALIKES[char];
  if (lookAlike !== undefined) return lookAlike;
  // Control characters (ASCII 0–31 and 127) may not stand in a text (§5.7); a line break becomes a space.
  if (char < ' ' || char === '\x7f') return ' ';
  const bare = char.normalize('NFD').replace(COMBINING_MARKS, '');
  return bare.length > 0 && [...bare].every((c) => CP437_CHARACTERS.has(c)) ? bare : '?';
}

/**
 * A text as CP437 can carry it. Composed first (NFC) so an "a" followed by a combining ring is the å
 * CP437 has; then each character CP437 lacks is replaced by `cp437Character`'s rule. The result encodes
 * to CP437 exactly, one byte per character.
 */
export function sieText(value: string): string {
  if (PLAIN_ASCII.test(value)) return value;
  let out = '';
  for (const char of value.normalize('NFC')) out += cp437Character(char);
  return out;
}

/** A text field in quotes, its quotes escaped with a backslash (§5.7). `value` must be `sieText`'s. */
export function quoted(value: string): string {
  return `"${value.replaceAll('"', '\\"')}"`;
}

/** A code (series, version, signature) stands bare unless it is empty or holds a space, quote or brace. */
export function codeField(value: string): string {
  return /^[\x21-\x7E]+$/.test(value) && !/["{}\\]/.test(value) ? value : quoted(value);
}

/** Öre as SIE writes amounts: a point and two decimals, a leading minus, never a plus (§5.9). */
export function sieAmount(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new Error(`Beloppet ${ore} är inte ett helt antal öre`);
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An SIE amount ("-1250.5", "3", "13200.00") back to öre; null when it is not one (§5.9). */
export function parseSieAmount(text: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const ore = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -ore : ore;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `2026-03-02` → `20260302` (§5.10); anything but a real date is refused. */
export function sieDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`Datumet '${isoDate}' är inte ett giltigt datum (ÅÅÅÅ-MM-DD)`);
  return isoDate.replaceAll('-', '');
}

/** `20260302` → `2026-03-02`, or null when it is not a real date. */
export function parseSieDate(text: string): string | null {
  if (!/^\d{8}$/.test(text)) return null;
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
  return isIsoDate(iso) ? iso : null;
}

/** An organisation number with the hyphen after the sixth digit (#ORGNR), from 10 or 12 digits. */
export function sieOrgNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 12 ? digits.slice(2) : digits;
  if (ten.length !== 10) throw new Error(`Organisationsnumret '${value}' har inte 10 siffror`);
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}
