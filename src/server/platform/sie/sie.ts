import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { formatDate } from '@shared/domain/format';
import iconv from 'iconv-lite';
import { codeField, isIsoDate, SIE_ENCODING, sieAmount, sieDate, sieOrgNumber, sieText } from './sie-text';

/**
 * The one SIE 4 writer (type 4E, an export from the accounts; SIE filformat 4B, decision 0041). It streams:
 * accounts and vouchers are read one at a time and the file leaves in ~64 KB CP437 chunks, so a year of
 * 50 000 vouchers never sits in memory as one string. `#KSUMMA` (CRC-32) is computed chunk by chunk on the
 * way. A voucher that does not balance, uses an account not declared in `#KONTO`, lies outside
 * räkenskapsår 0 or breaks its series' ascending order stops the file with a `SieVoucherError`: the
 * writer never hands out a file an importer would refuse.
 */

/** IANA's name for CP437; sent with a download so a browser that shows the file shows å, ä, ö. */
export const SIE_CONTENT_TYPE = 'text/plain; charset=IBM437';

export interface SieAccount {
  /** Numeric (§11 #KONTO), e.g. "1510". */
  number: string;
  name: string;
  /** The account's SRU code for the tax return, written as `#SRU` when given. */
  sru?: string | null;
}

/** A balance of räkenskapsår `yearIndex` (0 this year, -1 the year before): `#IB`, `#UB` or `#RES`. */
export interface SieBalance {
  kind: 'IB' | 'UB' | 'RES';
  yearIndex: number;
  account: string;
  amountOre: number;
}

export interface SieVoucherRow {
  account: string;
  /** Debit positive, credit negative. */
  amountOre: number;
  text?: string;
}

export interface SieVoucher {
  series: string;
  number: number;
  /** `YYYY-MM-DD`, inside räkenskapsår 0. */
  date: string;
  text: string;
  rows: readonly SieVoucherRow[];
}

export interface SieFiscalYear {
  /** 0 for the exported year, -1 for the one before, and so on. */
  index: number;
  start: string;
  end: string;
}

type Source<T> = Iterable<T> | AsyncIterable<T>;

export interface Sie4Input {
  program: { name: string; version: string };
  generatedAt: Date;
  generatedBy?: string;
  company: { name: string; orgNumber: string };
  fiscalYears: readonly SieFiscalYear[];
  /** Every account the balances and vouchers use (more are allowed). */
  accounts: Source<SieAccount>;
  /** Non-zero balances only; §5.17 lets zero balances be left out. */
  balances?: Source<SieBalance>;
  /** In ascending number within each series (§11 #VER point 7). */
  vouchers: Source<SieVoucher>;
}

/** A voucher the writer refuses; `series` and `number` say which one. */
export class SieVoucherError extends Error {
  constructor(
    readonly series: string,
    readonly number: number,
    reason: string,
  ) {
    super(`Verifikation ${series} ${number}: ${reason}`);
    this.name = 'SieVoucherError';
  }
}

/** Big enough that the CRC and the consumer work on long runs of bytes, small enough to keep memory flat. */
const CHUNK_BYTES = 64 * 1024;

/**
 * CP437's byte for each UTF-16 code unit, "?" where it has none: the table iconv-lite's encoder builds
 * from the code page, filled the same way, so a text encodes to the same bytes without a string per
 * chunk to hand to it.
 */
const CP437_BYTES = (() => {
  const table = new Uint8Array(65536).fill(0x3f);
  const chars = iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, i) => i)), SIE_ENCODING);
  for (let i = 0; i < chars.length; i += 1) table[chars.charCodeAt(i)] = i;
  return table;
})();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A growing run of CP437 bytes. */
class ByteRun {
  bytes: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }

  private room(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + count));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  /** `value` in CP437, or in quotes with each inner quote after a backslash (§5.7). */
  text(value: string, quote = false): void {
    this.room(value.length * 2 + 2);
    const { bytes } = this;
    let at = this.length;
    if (quote) bytes[at++] = QUOTE;
    for (let i = 0; i < value.length; i += 1) {
      const byte = CP437_BYTES[value.charCodeAt(i)]!;
      if (quote && byte === QUOTE) bytes[at++] = BACKSLASH;
      bytes[at++] = byte;
    }
    if (quote) bytes[at++] = QUOTE;
    this.length = at;
  }
}

/**
 * A field as the file writes it: its value (what #KSUMMA sums) and whether it stands in quotes, or else
 * what stands in the file for it (the empty object list `{}`, summed as nothing).
 */
type Field = readonly [value: string, quote: boolean, written?: string];

/**
 * Collects records as CP437 bytes and, beside them, the bytes `#KSUMMA` covers: each record's label and
 * its fields' contents, without the spaces, quotes, escapes and braces between them (§10.14).
 */
class RecordBuffer {
  private out = new ByteRun(CHUNK_BYTES + 4096);
  private readonly summed = new ByteRun(CHUNK_BYTES + 4096);
  private crc = 0;

  /** A record outside the checksum: `#FLAGGA` and the two `#KSUMMA` records, braces on their own line. */
  raw(line: string): void {
    this.out.text(line);
    this.out.byte(0x0d);
    this.out.byte(0x0a);
  }

  /** One record; each field's value goes to the checksum, and to the file bare or quoted. */
  record(label: string, fields: readonly Field[]): void {
    this.out.text(label);
    this.summed.text(label);
    for (const [value, quote, written] of fields) {
      this.out.byte(0x20);
      if (written === undefined) this.out.text(value, quote);
      else this.out.text(written);
      this.summed.text(value);
    }
    this.out.byte(0x0d);
    this.out.byte(0x0a);
  }

  get full(): boolean {
    return this.out.length >= CHUNK_BYTES;
  }

  /** The collected records; their checksummed part is added to the running CRC. */
  take(): Buffer {
    this.crc = crc32(this.summed.bytes.subarray(0, this.summed.length), this.crc);
    this.summed.length = 0;
    const bytes = this.out.bytes.subarray(0, this.out.length);
    // The chunk goes to the consumer as it is, so the next records go to a new buffer.
    this.out = new ByteRun(CHUNK_BYTES + 4096);
    return bytes;
  }

  /** The checksum of every record taken so far (CRC-32, EDB88320, pre- and post-inverted: zlib's). */
  get checksum(): number {
    return this.crc;
  }
}

/** A text field: converted to what CP437 can carry, always quoted (as the specification's examples). */
function text(value: string): Field {
  return [sieText(value), true];
}

/** A code, a number or a date: bare unless it needs quotes. */
function code(value: string): Field {
  const converted = sieText(value);
  return [converted, codeField(converted) !== converted];
}

/**
 * Checked to be digits (an amount, a date, a voucher number, a declared account): bare as it is, without
 * the conversion and the test for quotes a code goes through.
 */
function digits(value: string): Field {
  return [value, false];
}

function assertAccountNumber(value: string, what: string): void {
  if (!/^\d+$/.test(value)) throw new Error(`${what} '${value}' är inte numeriskt`);
}

function yearZero(years: readonly SieFiscalYear[]): SieFiscalYear {
  for (const year of years) {
    if (!Number.isInteger(year.index) || year.index > 0) throw new Error(`Ogiltigt årsnummer ${year.index}`);
    if (!isIsoDate(year.start) || !isIsoDate(year.end) || year.start > year.end) {
      throw new Error(`Räkenskapsår ${year.index} har ogiltiga datum ${year.start}–${year.end}`);
    }
  }
  const current = years.find((y) => y.index === 0);
  if (!current) throw new Error('Räkenskapsår 0 saknas');
  return current;
}

function writeHeader(out: RecordBuffer, input: Sie4Input): void {
  out.raw('#FLAGGA 0');
  out.raw('#KSUMMA');
  out.record('#PROGRAM', [text(input.program.name), code(input.program.version)]);
  out.record('#FORMAT', [code('PC8')]);
  const generated = sieDate(formatDate(input.generatedAt));
  out.record('#GEN', input.generatedBy ? [code(generated), text(input.generatedBy)] : [code(generated)]);
  out.record('#SIETYP', [code('4')]);
  out.record('#FNAMN', [text(input.company.name)]);
  out.record('#ORGNR', [code(sieOrgNumber(input.company.orgNumber))]);
  const years = [...input.fiscalYears].sort((a, b) => b.index - a.index);
  for (const year of years) {
    out.record('#RAR', [code(String(year.index)), code(sieDate(year.start)), code(sieDate(year.end))]);
  }
}

interface VoucherContext {
  year: SieFiscalYear;
  accounts: ReadonlySet<string>;
  lastNumbers: Map<string, number>;
  /** Each date met so far, checked, in SIE form: a year's vouchers share a few hundred. */
  dates: Map<string, string>;
  /** Each series met so far as its field. */
  series: Map<string, Field>;
}

/** Checks one voucher against the rules of §11 #VER and #TRANS; the error names it. */
function checkVoucher(voucher: SieVoucher, context: VoucherContext): void {
  const fail = (reason: string) => new SieVoucherError(voucher.series, voucher.number, reason);
  if (voucher.series.trim() === '') throw fail('serie saknas');
  if (!Number.isSafeInteger(voucher.number) || voucher.number < 1)
    throw fail('numret är inte ett positivt heltal');
  if (!context.dates.has(voucher.date)) {
    if (!isIsoDate(voucher.date)) throw fail(`datumet '${voucher.date}' är ogiltigt`);
    context.dates.set(voucher.date, sieDate(voucher.date));
  }
  const { start, end } = context.year;
  if (voucher.date < start || voucher.date > end) {
    throw fail(`datumet ${voucher.date} ligger utanför räkenskapsåret ${start}–${end}`);
  }
  const last = context.lastNumbers.get(voucher.series);
  if (last !== undefined && voucher.number <= last) throw fail(`kommer efter nummer ${last} i serien`);
  context.lastNumbers.set(voucher.series, voucher.number);
  if (voucher.rows.length === 0) throw fail('saknar konteringsrader');
  let sum = 0;
  for (const row of voucher.rows) {
    if (!context.accounts.has(row.account)) throw fail(`kontot ${row.account} saknas i kontoplanen (#KONTO)`);
    if (!Number.isSafeInteger(row.amountOre)) throw fail(`beloppet ${row.amountOre} är inte hela ören`);
    sum += row.amountOre;
  }
  if (sum !== 0) throw fail(`balanserar inte: debet minus kredit är ${sieAmount(sum)}`);
}

/** The object list is always empty; its braces are not summed (§10.14), so its value is ''. */
const NO_OBJECTS: Field = ['', false, '{}'];

/** A checked voucher: its number, date, accounts (declared, so numeric) and amounts are digits. */
function writeVoucher(out: RecordBuffer, voucher: SieVoucher, context: VoucherContext): void {
  const date = digits(context.dates.get(voucher.date)!);
  let series = context.series.get(voucher.series);
  if (!series) {
    series = code(voucher.series);
    context.series.set(voucher.series, series);
  }
  out.record('#VER', [series, digits(String(voucher.number)), date, text(voucher.text)]);
  out.raw('{');
  for (const row of voucher.rows) {
    const account = digits(row.account);
    const amount = digits(sieAmount(row.amountOre));
    // transdat comes before transtext; it is the voucher's date, which an importer assumes anyway.
    out.record(
      '#TRANS',
      row.text ? [account, NO_OBJECTS, amount, date, text(row.text)] : [account, NO_OBJECTS, amount],
    );
  }
  out.raw('}');
}

/**
 * The SIE 4E file as CP437 chunks. A pull stream: the next voucher is read only when the consumer asks
 * for more, so a slow download or disk holds the database cursor back instead of filling memory.
 */
export async function* sie4Chunks(input: Sie4Input): AsyncGenerator<Buffer, void, undefined> {
  const year = yearZero(input.fiscalYears);
  const out = new RecordBuffer();
  writeHeader(out, input);
  const accounts = new Set<string>();
  for await (const account of input.accounts) {
    assertAccountNumber(account.number, 'Kontonumret');
    if (accounts.has(account.number)) throw new Error(`Kontot ${account.number} finns två gånger`);
    accounts.add(account.number);
    out.record('#KONTO', [code(account.number), text(account.name)]);
    if (account.sru) {
      assertAccountNumber(account.sru, `SRU-koden för konto ${account.number}`);
      out.record('#SRU', [code(account.number), code(account.sru)]);
    }
    if (out.full) yield out.take();
  }
  const yearIndices = new Set(input.fiscalYears.map((y) => y.index));
  for await (const balance of input.balances ?? []) {
    if (!accounts.has(balance.account))
      throw new Error(`Saldo på konto ${balance.account} som saknas i #KONTO`);
    if (!yearIndices.has(balance.yearIndex))
      throw new Error(`Saldo för räkenskapsår ${balance.yearIndex} utan #RAR`);
    const fields = [
      code(String(balance.yearIndex)),
      code(balance.account),
      code(sieAmount(balance.amountOre)),
    ];
    out.record(`#${balance.kind}`, fields);
    if (out.full) yield out.take();
  }
  const context: VoucherContext = {
    year,
    accounts,
    lastNumbers: new Map(),
    dates: new Map(),
    series: new Map(),
  };
  for await (const voucher of input.vouchers) {
    checkVoucher(voucher, context);
    writeVoucher(out, voucher, context);
    if (out.full) yield out.take();
  }
  const last = out.take();
  out.raw(`#KSUMMA ${out.checksum}`);
  yield Buffer.concat([last, out.take()]);
}

/**
 * Writes the file into `sink` (a file or a reply stream) with back-pressure, and ends it. On a refused
 * voucher the promise rejects and the sink is destroyed: a half-written file must be thrown away.
 */
export async function writeSie4(input: Sie4Input, sink: Writable): Promise<void> {
  await pipeline(Readable.from(sie4Chunks(input)), sink);
}
