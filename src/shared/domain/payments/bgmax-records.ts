/**
 * The record layouts of Bankgirot's BgMax file ("Bankgiro Inbetalningar", technical manual), as
 * 1-based inclusive positions so a reader can hold them against the manual's tables.
 *
 * Every record is 80 characters; the first two are the record type (transaktionskod). Systems that pass
 * the file on sometimes trim trailing spaces, so a line may be shorter than 80 as long as it still reaches
 * the last field that cannot be blank (`minLength`); a longer line is always broken.
 */

/** [from, to], 1-based and inclusive, as the manual writes them. */
export type Position = readonly [from: number, to: number];

export const RECORD_LENGTH = 80;

export const start01 = {
  layout: [3, 22], // "BGMAX", left-aligned
  version: [23, 24],
  timestamp: [25, 44], // YYYYMMDDHHMMSS + microseconds
  testMark: [45, 45], // T = test file, P = production
} as const satisfies Record<string, Position>;

export const opening05 = {
  bankgiro: [3, 12], // receiving bankgiro, right-aligned, zero-padded
  plusgiro: [13, 22],
  currency: [23, 25],
} as const satisfies Record<string, Position>;

/** Payment 20, deduction 21 and extra references 22 (plus) / 23 (minus) share this layout. */
export const payment20 = {
  senderBankgiro: [3, 12],
  reference: [13, 37], // the OCR, left-aligned
  amount: [38, 55], // öre
  referenceCode: [56, 56],
  channel: [57, 57],
  serialNumber: [58, 69], // BGC-löpnummer
  imageMark: [70, 70],
  deductionCode: [71, 71], // only on 21
} as const satisfies Record<string, Position>;

export const text25 = { text: [3, 52] } as const satisfies Record<string, Position>;
export const name26 = { name: [3, 37], extraName: [38, 72] } as const satisfies Record<string, Position>;
export const address27 = { address: [3, 37], postcode: [38, 46] } as const satisfies Record<string, Position>;
export const address28 = {
  city: [3, 37],
  country: [38, 72],
  countryCode: [73, 74],
} as const satisfies Record<string, Position>;
export const orgNumber29 = { orgNumber: [3, 14] } as const satisfies Record<string, Position>;

export const deposit15 = {
  bankAccount: [3, 37],
  paymentDate: [38, 45], // YYYYMMDD
  depositNumber: [46, 50],
  sum: [51, 68], // öre: payments (20) minus deductions (21)
  currency: [69, 71],
  count: [72, 79], // records 20 and 21 in the deposit
  depositType: [80, 80],
} as const satisfies Record<string, Position>;

export const end70 = {
  payments: [3, 10], // records 20
  deductions: [11, 18], // records 21
  extraReferences: [19, 26], // records 22 and 23
  deposits: [27, 34], // records 05 (one per deposit)
} as const satisfies Record<string, Position>;

/** Swedish names for messages, and the shortest a trimmed line of each type may be. */
export const recordTypes: Readonly<Record<string, { name: string; minLength: number }>> = {
  '01': { name: 'startpost', minLength: start01.testMark[1] },
  '05': { name: 'öppningspost', minLength: opening05.currency[1] },
  '20': { name: 'betalningspost', minLength: payment20.serialNumber[1] },
  '21': { name: 'avdragspost', minLength: payment20.serialNumber[1] },
  '22': { name: 'extra referensnummerpost', minLength: payment20.serialNumber[1] },
  '23': { name: 'extra referensnummerpost (minus)', minLength: payment20.serialNumber[1] },
  '25': { name: 'informationspost', minLength: 2 },
  '26': { name: 'namnpost', minLength: 2 },
  '27': { name: 'adresspost 1', minLength: 2 },
  '28': { name: 'adresspost 2', minLength: 2 },
  '29': { name: 'organisationsnummerpost', minLength: 2 },
  '15': { name: 'insättningspost', minLength: deposit15.count[1] },
  '70': { name: 'slutpost', minLength: end70.deposits[1] },
};

/** The text at a position of a line already padded to 80 characters. */
export function at(line: string, [from, to]: Position): string {
  return line.slice(from - 1, to);
}

export function positions([from, to]: Position): string {
  return from === to ? `position ${from}` : `position ${from}–${to}`;
}

/**
 * Writes one record (for tests and generated files): the type in 1–2, each field at its positions,
 * numbers right-aligned with zeros, text left-aligned with spaces.
 */
export function bgmaxRecord(type: string, fields: Array<[from: number, to: number, value: string | number]>) {
  const chars = `${type}${' '.repeat(RECORD_LENGTH - 2)}`.split('');
  for (const [from, to, value] of fields) {
    const width = to - from + 1;
    const text = typeof value === 'number' ? String(value).padStart(width, '0') : value.padEnd(width);
    if (text.length !== width) throw new Error(`"${text}" does not fit ${from}–${to}`);
    chars.splice(from - 1, width, ...text);
  }
  return chars.join('');
}
