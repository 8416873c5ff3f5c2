/**
 * A pure parser for Bankgirot's BgMax file of incoming bankgiro payments (layouts in ./bgmax-records).
 * A file is taken whole or refused whole: the first broken record gives `{ ok: false, line, message }`
 * with a Swedish message naming the line, so an import never registers half a file.
 *
 * Decisions:
 * - The bytes are ISO-8859-1 and are decoded one byte to one character (not TextDecoder, whose
 *   "iso-8859-1" is really windows-1252).
 * - A deposit's count (15) is its records 20 and 21; its sum is the 20 amounts minus the 21 amounts.
 * - Extra references (22 plus, 23 minus) name the invoices one payment covers. Their amounts are parts
 *   of their payment's amount, not added to it: they count neither in the 15 sum nor are checked against
 *   the 20 amount (the matcher decides what to do with a split that does not add up). An amount of zeros
 *   or blanks means the reference came without an amount (`null`).
 * - Checked against Bankgirot's technical manual and its published example file (decision 0033): a
 *   deduction (21) carries a positive amount that the deposit subtracts; 22 amounts are positive and 23
 *   negative parts of their payment; 15 counts the 20 and 21 records, 70 the 22 and 23 records together.
 * - Bankgiro numbers are returned as digits without leading zeros; references trimmed.
 */
import { formatKr } from '../format';
import {
  address27,
  address28,
  at,
  deposit15,
  end70,
  name26,
  opening05,
  orgNumber29,
  type Position,
  payment20,
  positions,
  RECORD_LENGTH,
  recordTypes,
  start01,
  text25,
} from './bgmax-records';

export interface BgmaxExtraReference {
  reference: string;
  /** Öre, negative for a 23; null when the record carries no amount. */
  amountOre: number | null;
}

export interface BgmaxPayment {
  kind: 'PAYMENT' | 'DEDUCTION';
  senderBankgiro: string;
  reference: string;
  /** Bankgirot's code: 2 = a correct OCR, 3 = references in 22/23, 5 = a wrong reference, … */
  referenceCode: string;
  /** 1 electronic, 2 extended form registration, 3 payment form, 4 autogiro. */
  channel: string;
  /** BGC-löpnummer: with the deposit, the key that makes a re-imported payment recognisable. */
  serialNumber: string;
  /** Öre; negative for a deduction (21). */
  amountOre: number;
  extraReferences: BgmaxExtraReference[];
  payerName: string | null;
  payerAddress: string | null;
  payerPostalAddress: string | null;
  payerOrgNumber: string | null;
  texts: string[];
  /** The line of the 20/21 record. */
  line: number;
}

export interface BgmaxDeposit {
  bankgiro: string;
  currency: string;
  paymentDate: string;
  depositNumber: number;
  sumOre: number;
  count: number;
  payments: BgmaxPayment[];
  /** The line of the 05 record. */
  line: number;
}

export interface BgmaxFile {
  test: boolean;
  /** The file's timestamp, YYYY-MM-DDTHH:MM:SS (Swedish time, as Bankgirot writes it). */
  createdAt: string;
  deposits: BgmaxDeposit[];
}

export type BgmaxResult = { ok: true; file: BgmaxFile } | { ok: false; line: number; message: string };

/** Thrown only inside this module and turned into a result by parseBgmax. */
class Refusal {
  constructor(
    readonly line: number,
    readonly message: string,
  ) {}
}

function refuse(line: number, message: string): never {
  throw new Refusal(line, `Rad ${line}: ${message}`);
}

export function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  // Chunked so a large file does not exceed the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

function digits(line: string, n: number, pos: Position, label: string): string {
  const value = at(line, pos);
  if (!/^\d+$/.test(value))
    refuse(n, `${label} (${positions(pos)}) ska vara siffror, men är "${value.trim()}".`);
  return value;
}

function ore(line: string, n: number, pos: Position, label: string): number {
  const value = Number(digits(line, n, pos, label));
  if (!Number.isSafeInteger(value)) refuse(n, `${label} (${positions(pos)}) är för stort.`);
  return value;
}

const withoutZeros = (value: string) => value.replace(/^0+/, '');
const text = (line: string, pos: Position) => at(line, pos).trim();
const orNull = (value: string) => (value === '' ? null : value);

function isoDate(line: string, n: number, pos: Position, label: string): string {
  const value = digits(line, n, pos, label);
  const [y, m, d] = [Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    refuse(n, `${label} (${positions(pos)}) är inget giltigt datum: "${value}".`);
  }
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

function startRecord(line: string): Pick<BgmaxFile, 'test' | 'createdAt'> {
  const notBgmax = 'filen är ingen BgMax-fil: den ska börja med en startpost (01) med layouten BGMAX.';
  if (!line.startsWith('01') || text(line, start01.layout) !== 'BGMAX') refuse(1, notBgmax);
  const stamp = digits(line, 1, [start01.timestamp[0], start01.timestamp[0] + 13], 'Tidsstämpeln');
  const mark = at(line, start01.testMark);
  if (mark !== 'T' && mark !== 'P') {
    refuse(
      1,
      `testmarkeringen (${positions(start01.testMark)}) ska vara T eller P, men är "${mark.trim()}".`,
    );
  }
  const [date, time] = [stamp.slice(0, 8), stamp.slice(8, 14)];
  return {
    test: mark === 'T',
    createdAt: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`,
  };
}

function paymentRecord(line: string, n: number, kind: BgmaxPayment['kind']): BgmaxPayment {
  const amount = ore(line, n, payment20.amount, 'Beloppet');
  return {
    kind,
    senderBankgiro: withoutZeros(digits(line, n, payment20.senderBankgiro, 'Avsändarens bankgironummer')),
    reference: text(line, payment20.reference),
    referenceCode: digits(line, n, payment20.referenceCode, 'Referenskoden'),
    channel: digits(line, n, payment20.channel, 'Betalningskanalen'),
    serialNumber: digits(line, n, payment20.serialNumber, 'BGC-löpnumret'),
    amountOre: kind === 'DEDUCTION' ? -amount : amount,
    extraReferences: [],
    payerName: null,
    payerAddress: null,
    payerPostalAddress: null,
    payerOrgNumber: null,
    texts: [],
    line: n,
  };
}

function extraReference(line: string, n: number, minus: boolean): BgmaxExtraReference {
  const raw = at(line, payment20.amount);
  const amount = /^[ 0]*$/.test(raw) ? null : ore(line, n, payment20.amount, 'Beloppet');
  return {
    reference: text(line, payment20.reference),
    amountOre: amount === null || !minus ? amount : -amount,
  };
}

/** Adds a 25–29 record's text to the payment it follows. */
function payerRecord(type: string, line: string, payment: BgmaxPayment): void {
  const joined = (...parts: string[]) => orNull(parts.filter((part) => part !== '').join(' '));
  if (type === '25') payment.texts.push(text(line, text25.text));
  else if (type === '26') payment.payerName = joined(text(line, name26.name), text(line, name26.extraName));
  else if (type === '27') {
    payment.payerAddress = orNull(text(line, address27.address));
    const postcode = text(line, address27.postcode);
    if (postcode !== '') payment.payerPostalAddress = joined(postcode, payment.payerPostalAddress ?? '');
  } else if (type === '28') {
    const place = joined(text(line, address28.city), text(line, address28.country));
    payment.payerPostalAddress = joined(payment.payerPostalAddress ?? '', place ?? '');
  } else payment.payerOrgNumber = orNull(text(line, orgNumber29.orgNumber));
}

interface OpenDeposit {
  line: number;
  bankgiro: string;
  currency: string;
  payments: BgmaxPayment[];
}

function closeDeposit(line: string, n: number, open: OpenDeposit): BgmaxDeposit {
  const count = Number(digits(line, n, deposit15.count, 'Antal betalningar'));
  const sumOre = ore(line, n, deposit15.sum, 'Insättningsbeloppet');
  const paymentDate = isoDate(line, n, deposit15.paymentDate, 'Betalningsdagen');
  const depositNumber = Number(digits(line, n, deposit15.depositNumber, 'Insättningslöpnumret'));
  const currency = text(line, deposit15.currency);
  if (currency !== open.currency) {
    refuse(
      n,
      `insättningen har valutan ${currency}, men öppningsposten på rad ${open.line} har ${open.currency}.`,
    );
  }
  if (count !== open.payments.length) {
    refuse(
      n,
      `insättningen anger ${count} betalningar, men har ${open.payments.length} betalnings- och avdragsposter.`,
    );
  }
  const actual = open.payments.reduce((sum, payment) => sum + payment.amountOre, 0);
  if (sumOre !== actual) {
    refuse(
      n,
      `insättningen anger summan ${formatKr(sumOre)}, men betalningarna minus avdragen är ${formatKr(actual)}.`,
    );
  }
  return { ...open, paymentDate, depositNumber, sumOre, count };
}

const endCounts = [
  { key: 'payments', label: 'betalningsposter (20)' },
  { key: 'deductions', label: 'avdragsposter (21)' },
  { key: 'extraReferences', label: 'extra referensnummerposter (22/23)' },
  { key: 'deposits', label: 'insättningsposter (15)' },
] as const;

function parseLines(lines: string[]): BgmaxFile {
  const { test, createdAt } = startRecord(lines[0]!.padEnd(RECORD_LENGTH));
  const deposits: BgmaxDeposit[] = [];
  const have = { payments: 0, deductions: 0, extraReferences: 0, deposits: 0 };
  let open: OpenDeposit | null = null;
  let payment: BgmaxPayment | null = null;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const raw = lines[i]!;
    if (raw.length > RECORD_LENGTH)
      refuse(n, `raden har ${raw.length} tecken, en BgMax-post har ${RECORD_LENGTH}.`);
    const type = raw.slice(0, 2);
    const spec = recordTypes[type];
    if (!spec) refuse(n, `okänd posttyp "${type}".`);
    if (raw.length < spec.minLength)
      refuse(n, `posten (${type}) har ${raw.length} tecken, ska ha ${RECORD_LENGTH}.`);
    const line = raw.padEnd(RECORD_LENGTH);
    const needDeposit = (): OpenDeposit =>
      open ?? refuse(n, `${spec.name} (${type}) utanför en insättning: öppningspost (05) saknas före.`);
    if (type === '01') {
      if (n !== 1) refuse(n, 'startposten (01) får bara stå på första raden.');
    } else if (type === '05') {
      if (open)
        refuse(
          n,
          `ny insättning innan insättningen på rad ${open.line} avslutats med en insättningspost (15).`,
        );
      const bankgiro = withoutZeros(digits(line, n, opening05.bankgiro, 'Mottagarens bankgironummer'));
      open = { line: n, bankgiro, currency: text(line, opening05.currency), payments: [] };
      payment = null;
    } else if (type === '20' || type === '21') {
      payment = paymentRecord(line, n, type === '20' ? 'PAYMENT' : 'DEDUCTION');
      needDeposit().payments.push(payment);
      have[type === '20' ? 'payments' : 'deductions']++;
    } else if (type === '15') {
      deposits.push(closeDeposit(line, n, needDeposit()));
      have.deposits++;
      open = null;
      payment = null;
    } else if (type === '70') {
      if (open) refuse(n, `slutposten kommer innan insättningen på rad ${open.line} avslutats (15).`);
      for (const { key, label } of endCounts) {
        const want = Number(digits(line, n, end70[key], `Antal ${label}`));
        if (want !== have[key]) refuse(n, `slutposten anger ${want} ${label}, men filen har ${have[key]}.`);
      }
      if (n !== lines.length) refuse(n + 1, 'poster efter slutposten (70).');
      return { test, createdAt, deposits };
    } else {
      needDeposit();
      if (!payment) refuse(n, `${spec.name} (${type}) utan en betalnings- eller avdragspost (20/21) före.`);
      if (type === '22' || type === '23') {
        payment.extraReferences.push(extraReference(line, n, type === '23'));
        have.extraReferences++;
      } else payerRecord(type, line, payment);
    }
  }
  return refuse(lines.length, 'filen slutar utan slutpost (70).');
}

export function parseBgmax(input: Uint8Array | string): BgmaxResult {
  const content = typeof input === 'string' ? input : decodeLatin1(input);
  const lines = content.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) return { ok: false, line: 1, message: 'Rad 1: filen är tom.' };
  try {
    return { ok: true, file: parseLines(lines) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, message: error.message };
    throw error;
  }
}

/** The references a payment may be matched by: its own and its extra references, each once. */
export function ocrCandidates(payment: Pick<BgmaxPayment, 'reference' | 'extraReferences'>): string[] {
  const all = [payment.reference, ...payment.extraReferences.map((extra) => extra.reference)];
  return [...new Set(all.filter((reference) => reference !== ''))];
}

const bankgiroDigits = (value: string) => withoutZeros(value.replace(/\D/g, ''));

/**
 * Whether every deposit of the file is to the firm's bankgiro (dash and leading zeros ignored). A file
 * without deposits is the firm's: it carries nothing to import and no other firm's money.
 */
export function isBgmaxFor(file: Pick<BgmaxFile, 'deposits'>, firmBankgiro: string): boolean {
  const firm = bankgiroDigits(firmBankgiro);
  return firm !== '' && file.deposits.every((deposit) => bankgiroDigits(deposit.bankgiro) === firm);
}
