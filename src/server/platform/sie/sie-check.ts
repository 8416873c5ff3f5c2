import { crc32 } from 'node:zlib';
import iconv from 'iconv-lite';
import { parseSieAmount, parseSieDate, SIE_ENCODING } from './sie-text';

/**
 * A reader and checker of SIE 4E files: the checks `../shared/validators/README.md` (sie/) lists, written
 * from the specification (SIE filformat 4B) independently of the writer, so a test that writes a file and
 * checks it here catches the writer's mistakes rather than repeating them. Answers the problems found, in
 * Swedish, each with its line; an empty list means the file passes.
 */

/** A field as read: a plain value, or an object list `{…}` with its values. */
export type SieField = string | readonly string[];

export interface SieRecord {
  label: string;
  fields: SieField[];
  /** 1-based line in the file. */
  line: number;
  /** The characters `#KSUMMA` covers for this record: label and field contents (§10.14). */
  summed: string;
}

/** The records of 4E in their groups (§5.12): flag, identification, chart of accounts, balances/vouchers. */
const GROUP: Readonly<Record<string, number>> = {
  '#FLAGGA': 1,
  '#PROGRAM': 2,
  '#FORMAT': 2,
  '#GEN': 2,
  '#SIETYP': 2,
  '#PROSA': 2,
  '#FTYP': 2,
  '#FNR': 2,
  '#ORGNR': 2,
  '#BKOD': 2,
  '#ADRESS': 2,
  '#FNAMN': 2,
  '#RAR': 2,
  '#TAXAR': 2,
  '#OMFATTN': 2,
  '#KPTYP': 2,
  '#VALUTA': 2,
  '#KONTO': 3,
  '#KTYP': 3,
  '#ENHET': 3,
  '#SRU': 3,
  '#DIM': 3,
  '#UNDERDIM': 3,
  '#OBJEKT': 3,
  '#IB': 4,
  '#UB': 4,
  '#OIB': 4,
  '#OUB': 4,
  '#RES': 4,
  '#PSALDO': 4,
  '#PBUDGET': 4,
  '#VER': 4,
};
const MANDATORY_4E = ['#FLAGGA', '#PROGRAM', '#FORMAT', '#GEN', '#SIETYP', '#FNAMN', '#RAR', '#KONTO'];
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Splits one line into its fields: spaces or tabs between, quotes with \" inside, `{…}` object lists. */
export function splitFields(line: string): SieField[] {
  const fields: SieField[] = [];
  let i = 0;
  const word = (): string => {
    if (line[i] === '"') {
      let value = '';
      for (i += 1; i < line.length && line[i] !== '"'; i += 1) {
        if (line[i] === '\\' && line[i + 1] === '"') i += 1;
        value += line[i];
      }
      i += 1;
      return value;
    }
    const start = i;
    while (i < line.length && !/[ \t{}]/.test(line[i]!)) i += 1;
    // A stray "}" is a field of its own, so the loop always moves on.
    if (i === start) i += 1;
    return line.slice(start, i);
  };
  const skipBlanks = () => {
    while (line[i] === ' ' || line[i] === '\t') i += 1;
  };
  for (skipBlanks(); i < line.length; skipBlanks()) {
    if (line[i] !== '{') {
      fields.push(word());
      continue;
    }
    const list: string[] = [];
    for (i += 1, skipBlanks(); i < line.length && line[i] !== '}'; skipBlanks()) list.push(word());
    i += 1;
    fields.push(list);
  }
  return fields;
}

/** The file's records (braces as records of their own, labelled `{` and `}`); blank lines skipped. */
export function parseSie(text: string): SieRecord[] {
  const records: SieRecord[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '').trim();
    if (line === '') return;
    if (line === '{' || line === '}') {
      records.push({ label: line, fields: [], line: index + 1, summed: '' });
      return;
    }
    const [label, ...fields] = splitFields(line);
    const name = typeof label === 'string' ? label : '';
    records.push({ label: name, fields, line: index + 1, summed: name + fields.flat().join('') });
  });
  return records;
}

function encodingProblems(bytes: Buffer): string[] {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return ['Filen börjar med en UTF-8-BOM, inte CP437'];
  const hasHighBytes = bytes.some((b) => b >= 0x80);
  let validUtf8 = true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    validUtf8 = false;
  }
  // CP437 text with å, ä, ö is almost never valid UTF-8 (0x86 0x84 0x94 are lone continuation bytes).
  if (hasHighBytes && validUtf8) return ['Filen är kodad i UTF-8, inte CP437 (#FORMAT PC8)'];
  const control = bytes.findIndex((b) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f);
  return control >= 0 ? [`Styrtecken 0x${bytes[control]!.toString(16)} på byte ${control}`] : [];
}

function orderProblems(records: SieRecord[]): string[] {
  const problems: string[] = [];
  if (records[0]?.label !== '#FLAGGA') problems.push('Första posten är inte #FLAGGA');
  for (const label of MANDATORY_4E) {
    if (!records.some((r) => r.label === label)) problems.push(`Obligatorisk post ${label} saknas`);
  }
  let group = 0;
  for (const record of records) {
    const own = GROUP[record.label];
    if (own === undefined) continue;
    if (own < group) problems.push(`Rad ${record.line}: ${record.label} står efter poster i en senare grupp`);
    group = Math.max(group, own);
  }
  const value = (label: string) => records.find((r) => r.label === label)?.fields[0];
  if (value('#FORMAT') !== undefined && value('#FORMAT') !== 'PC8') problems.push('#FORMAT är inte PC8');
  if (value('#SIETYP') !== undefined && value('#SIETYP') !== '4') problems.push('#SIETYP är inte 4');
  if (!records.some((r) => r.label === '#RAR' && r.fields[0] === '0')) problems.push('#RAR 0 saknas');
  return problems;
}

function checksumProblems(records: SieRecord[]): string[] {
  const marks = records.flatMap((r, i) => (r.label === '#KSUMMA' ? [i] : []));
  if (marks.length === 0) return [];
  const [open, close] = marks;
  if (marks.length !== 2 || open !== 1 || close !== records.length - 1) {
    return ['#KSUMMA ska stå direkt efter #FLAGGA och sist i filen, två gånger'];
  }
  const summed = records.slice(open + 1, close).map((r) => r.summed);
  let crc = 0;
  for (const part of summed) crc = crc32(iconv.encode(part, SIE_ENCODING), crc);
  const written = records[close!]!.fields[0];
  return written === String(crc) ? [] : [`#KSUMMA är ${written}, beräknad ${crc}`];
}

interface Ledger {
  accounts: Set<string>;
  start: string;
  end: string;
}

function transProblems(trans: SieRecord, ledger: Ledger): { problems: string[]; ore: number } {
  const [account, objects, amount, date] = trans.fields;
  const problems: string[] = [];
  const at = `Rad ${trans.line}`;
  if (typeof account !== 'string' || !ledger.accounts.has(account)) {
    problems.push(`${at}: #TRANS på konto ${String(account)} som saknas i #KONTO`);
  }
  if (!Array.isArray(objects)) problems.push(`${at}: #TRANS saknar objektlista`);
  const ore = typeof amount === 'string' ? parseSieAmount(amount) : null;
  if (ore === null) problems.push(`${at}: ogiltigt belopp '${String(amount)}'`);
  if (typeof date === 'string' && date !== '' && parseSieDate(date) === null) {
    problems.push(`${at}: ogiltigt transaktionsdatum '${date}'`);
  }
  return { problems, ore: ore ?? 0 };
}

function voucherProblems(records: SieRecord[], at: number, ledger: Ledger, last: Map<string, number>) {
  const ver = records[at]!;
  const [series, number, date] = ver.fields.map(String);
  const name = `Rad ${ver.line}: verifikation ${series} ${number}`;
  const problems: string[] = [];
  const iso = parseSieDate(date ?? '');
  if (iso === null) problems.push(`${name} har ogiltigt datum '${date}'`);
  else if (iso < ledger.start || iso > ledger.end) problems.push(`${name} ligger utanför räkenskapsår 0`);
  const previous = last.get(series!);
  if (previous !== undefined && Number(number) <= previous)
    problems.push(`${name} är inte i stigande ordning`);
  last.set(series!, Number(number));
  if (records[at + 1]?.label !== '{') return { problems: [...problems, `${name} saknar {`], next: at + 1 };
  let sum = 0;
  let i = at + 2;
  for (; i < records.length && records[i]!.label === '#TRANS'; i += 1) {
    const trans = transProblems(records[i]!, ledger);
    problems.push(...trans.problems);
    sum += trans.ore;
  }
  if (records[i]?.label !== '}') problems.push(`${name} avslutas inte med }`);
  if (sum !== 0) problems.push(`${name} balanserar inte (summa ${sum} öre)`);
  return { problems, next: i + 1 };
}

function ledgerProblems(records: SieRecord[]): string[] {
  const year = records.find((r) => r.label === '#RAR' && r.fields[0] === '0');
  const ledger: Ledger = {
    accounts: new Set(records.filter((r) => r.label === '#KONTO').map((r) => String(r.fields[0]))),
    start: parseSieDate(String(year?.fields[1])) ?? '',
    end: parseSieDate(String(year?.fields[2])) ?? '',
  };
  const problems: string[] = [];
  const last = new Map<string, number>();
  for (let i = 0; i < records.length; ) {
    const record = records[i]!;
    if (record.label === '#VER') {
      const voucher = voucherProblems(records, i, ledger, last);
      problems.push(...voucher.problems);
      i = voucher.next;
      continue;
    }
    if (['#IB', '#UB', '#RES'].includes(record.label) && !ledger.accounts.has(String(record.fields[1]))) {
      problems.push(
        `Rad ${record.line}: ${record.label} på konto ${String(record.fields[1])} som saknas i #KONTO`,
      );
    }
    if (['#TRANS', '{', '}'].includes(record.label))
      problems.push(`Rad ${record.line}: ${record.label} utanför #VER`);
    i += 1;
  }
  return problems;
}

/** Every problem of an SIE 4E file (the bytes as written); an empty list means it passes. */
export function checkSie4(bytes: Buffer): string[] {
  const encoding = encodingProblems(bytes);
  const records = parseSie(iconv.decode(bytes, SIE_ENCODING));
  return [...encoding, ...orderProblems(records), ...checksumProblems(records), ...ledgerProblems(records)];
}
