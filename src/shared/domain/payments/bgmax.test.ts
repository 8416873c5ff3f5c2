import { describe, expect, it } from 'vitest';
import { type BgmaxFile, type BgmaxResult, isBgmaxFor, ocrCandidates, parseBgmax } from './bgmax';
import { bgmaxRecord } from './bgmax-records';

const record = bgmaxRecord;

const tk01 = (testMark = 'P') =>
  record('01', [
    [3, 22, 'BGMAX'], // layout name
    [23, 24, 1], // version
    [25, 44, '20261124101530123456'], // timestamp YYYYMMDDHHMMSS + µs
    [45, 45, testMark],
  ]);
const tk05 = (bankgiro = 9912346) =>
  record('05', [
    [3, 12, bankgiro],
    [23, 25, 'SEK'],
  ]);
/** 20 payment, 21 deduction, 22/23 extra reference: one layout. */
const tk2x = (type: string, o: { ref?: string; ore: number | string; serial?: number; code?: string }) =>
  record(type, [
    [3, 12, 55551234], // sender's bankgiro
    [13, 37, o.ref ?? ''], // reference (OCR), left-aligned
    [38, 55, o.ore], // amount in öre
    [56, 56, o.code ?? '2'], // reference code: 2 = correct OCR
    [57, 57, '1'], // channel: electronic
    [58, 69, o.serial ?? 0], // BGC serial number
    [70, 70, '0'], // image mark
  ]);
const tk15 = (o: { date?: string; depositNumber?: number; ore: number | string; count: number }) =>
  record('15', [
    [3, 37, '12345678901'], // receiving bank account
    [38, 45, o.date ?? '20261124'], // payment date
    [46, 50, o.depositNumber ?? 1],
    [51, 68, o.ore], // deposit sum in öre
    [69, 71, 'SEK'],
    [72, 79, o.count], // records 20 + 21
  ]);
const tk70 = (payments: number, deductions: number, extras: number, deposits: number) =>
  record('70', [
    [3, 10, payments],
    [11, 18, deductions],
    [19, 26, extras],
    [27, 34, deposits],
  ]);

// Lines 1–9. Deposit 1: 1 500,00 + 2 400,50 kr = 150 000 + 240 050 = 390 050 öre in 2 payments.
// Deposit 2: 99,00 kr = 9 900 öre in 1 payment. End: 3 payments, 0 deductions, 0 extras, 2 deposits.
const normal = [
  tk01(),
  tk05(),
  tk2x('20', { ref: '10018', ore: 150000, serial: 1 }),
  tk2x('20', { ref: '10026', ore: 240050, serial: 2 }),
  tk15({ ore: 390050, count: 2 }),
  tk05(),
  tk2x('20', { ref: '10034', ore: 9900, serial: 3 }),
  tk15({ date: '20261125', depositNumber: 2, ore: 9900, count: 1 }),
  tk70(3, 0, 0, 2),
];

function ok(result: BgmaxResult): BgmaxFile {
  if (!result.ok) throw new Error(`expected ok, got ${result.message}`);
  return result.file;
}

describe('parseBgmax: accepted files', () => {
  it('reads a file with two deposits', () => {
    const file = ok(parseBgmax(normal.join('\n')));
    expect(file.test).toBe(false);
    expect(file.createdAt).toBe('2026-11-24T10:15:30');
    expect(file.deposits.map(({ payments, ...deposit }) => deposit)).toEqual([
      {
        bankgiro: '9912346',
        currency: 'SEK',
        paymentDate: '2026-11-24',
        depositNumber: 1,
        sumOre: 390050,
        count: 2,
        line: 2,
      },
      {
        bankgiro: '9912346',
        currency: 'SEK',
        paymentDate: '2026-11-25',
        depositNumber: 2,
        sumOre: 9900,
        count: 1,
        line: 6,
      },
    ]);
    expect(file.deposits[0]!.payments[1]).toEqual({
      kind: 'PAYMENT',
      senderBankgiro: '55551234',
      reference: '10026',
      referenceCode: '2',
      channel: '1',
      serialNumber: '000000000002',
      amountOre: 240050,
      extraReferences: [],
      payerName: null,
      payerAddress: null,
      payerPostalAddress: null,
      payerOrgNumber: null,
      texts: [],
      line: 4,
    });
    expect(file.deposits[1]!.payments.map((p) => [p.reference, p.line])).toEqual([['10034', 7]]);
  });

  it('accepts CRLF and trailing spaces trimmed, with the same result', () => {
    const trimmed = `${normal.map((line) => line.trimEnd()).join('\r\n')}\r\n`;
    expect(parseBgmax(trimmed)).toEqual(parseBgmax(normal.join('\n')));
  });

  it.each([
    { mark: 'T', test: true },
    { mark: 'P', test: false },
  ])('test mark $mark gives test $test', ({ mark, test }) => {
    expect(ok(parseBgmax([tk01(mark), tk70(0, 0, 0, 0)].join('\n'))).test).toBe(test);
  });

  it('subtracts deductions (21) from the deposit sum', () => {
    // 1 000,00 kr paid, 250,00 kr deducted: 100 000 − 25 000 = 75 000 öre in 2 records.
    const file = ok(
      parseBgmax(
        [
          tk01(),
          tk05(),
          tk2x('20', { ref: '10018', ore: 100000 }),
          tk2x('21', { ref: '10026', ore: 25000 }),
          tk15({ ore: 75000, count: 2 }),
          tk70(1, 1, 0, 1),
        ].join('\n'),
      ),
    );
    expect(file.deposits[0]!.payments.map((p) => [p.kind, p.amountOre])).toEqual([
      ['PAYMENT', 100000],
      ['DEDUCTION', -25000],
    ]);
  });

  it('keeps extra references (22 plus, 23 minus, zeros = no amount) as parts of the payment', () => {
    // One payment of 3 000,00 kr for four invoices. The deposit sum is the 20's 300 000 öre alone:
    // the 22/23 amounts (200 000 + 100 000 − 5 000) are not added to it.
    const file = ok(
      parseBgmax(
        [
          tk01(),
          tk05(),
          tk2x('20', { ore: 300000, code: '3' }),
          tk2x('22', { ref: '10018', ore: 200000 }),
          tk2x('22', { ref: '10026', ore: 100000 }),
          tk2x('23', { ref: '10034', ore: 5000 }),
          tk2x('22', { ref: '10042', ore: 0 }),
          tk15({ ore: 300000, count: 1 }),
          tk70(1, 0, 4, 1),
        ].join('\n'),
      ),
    );
    const payment = file.deposits[0]!.payments[0]!;
    expect(payment.extraReferences).toEqual([
      { reference: '10018', amountOre: 200000 },
      { reference: '10026', amountOre: 100000 },
      { reference: '10034', amountOre: -5000 },
      { reference: '10042', amountOre: null },
    ]);
    expect(ocrCandidates(payment)).toEqual(['10018', '10026', '10034', '10042']);
  });

  it("reads a split as in Bankgirot's example file: right-aligned references, 22 + 23 = the 20", () => {
    // The manual's example (BgMaxfil4): 1 400 kr, code 3, extras 1 000 + 500 + 400 − 500; 70 counts 22+23.
    const r = (ref: string) => ref.padStart(25);
    const lines = [tk01(), tk05(), tk2x('20', { ore: 140000, code: '3' })];
    lines.push(tk2x('22', { ref: r('7495575'), ore: 100000 }), tk2x('22', { ref: r('695668'), ore: 50000 }));
    lines.push(
      tk2x('22', { ref: '8988777', ore: 40000, code: '5' }),
      tk2x('23', { ref: r('74450'), ore: 50000 }),
    );
    const file = ok(parseBgmax([...lines, tk15({ ore: 140000, count: 1 }), tk70(1, 0, 4, 1)].join('\n')));
    const payment = file.deposits[0]!.payments[0]!;
    expect(payment.extraReferences.reduce((sum, e) => sum + (e.amountOre ?? 0), 0)).toBe(payment.amountOre);
    expect(ocrCandidates(payment)).toEqual(['7495575', '695668', '8988777', '74450']);
  });

  it('reads the payer records 25–29 into the payment they follow', () => {
    const file = ok(
      parseBgmax(
        [
          tk01(),
          tk05(),
          tk2x('20', { ref: '10018', ore: 150000 }),
          record('25', [[3, 52, 'Faktura 1001, badrummet']]),
          record('26', [
            [3, 37, 'Rörfirman AB'],
            [38, 72, 'c/o Nilsson'],
          ]),
          record('27', [
            [3, 37, 'Storgatan 1'],
            [38, 46, '12345'],
          ]),
          record('28', [[3, 37, 'Stockholm']]),
          record('29', [[3, 14, '5561234567']]),
          tk15({ ore: 150000, count: 1 }),
          tk70(1, 0, 0, 1),
        ].join('\n'),
      ),
    );
    expect(file.deposits[0]!.payments[0]).toMatchObject({
      texts: ['Faktura 1001, badrummet'],
      payerName: 'Rörfirman AB c/o Nilsson',
      payerAddress: 'Storgatan 1',
      payerPostalAddress: '12345 Stockholm',
      payerOrgNumber: '5561234567',
    });
  });

  it('decodes ISO-8859-1 bytes: "Åsa Öberg"', () => {
    const lines = [
      tk01(),
      tk05(),
      tk2x('20', { ref: '10018', ore: 100 }),
      record('26', [[3, 37, 'Åsa Öberg']]),
      tk15({ ore: 100, count: 1 }),
      tk70(1, 0, 0, 1),
    ];
    // One byte per character, as the bank writes it: Å = 0xC5, Ö = 0xD6 (two bytes each in UTF-8).
    const bytes = Uint8Array.from(lines.join('\r\n'), (c) => c.charCodeAt(0));
    expect(bytes).toContain(0xc5);
    expect(ok(parseBgmax(bytes)).deposits[0]!.payments[0]!.payerName).toBe('Åsa Öberg');
  });
});

/** The normal file with line `n` (1-based) replaced, or removed when `by` is null. */
function changed(n: number, by: string | null, lines = normal): string {
  const copy = [...lines];
  if (by === null) copy.splice(n - 1, 1);
  else copy[n - 1] = by;
  return copy.join('\n');
}

describe('parseBgmax: refused files', () => {
  it.each([
    { name: 'empty file', file: '\n\n', line: 1, message: 'Rad 1: filen är tom.' },
    {
      name: 'not starting with 01',
      file: changed(1, tk05()),
      line: 1,
      message: /Rad 1: filen är ingen BgMax-fil/,
    },
    {
      name: 'layout not BGMAX',
      file: changed(1, tk01().replace('BGMAX', 'BGMIN')),
      line: 1,
      message: /ingen BgMax/,
    },
    {
      name: 'line of 81 characters',
      file: changed(3, `${normal[2]}0`),
      line: 3,
      message: /Rad 3: raden har 81 tecken/,
    },
    {
      name: 'truncated 20',
      file: changed(4, normal[3]!.slice(0, 50)),
      line: 4,
      message: /Rad 4: posten \(20\) har 50/,
    },
    {
      name: 'unknown record',
      file: changed(4, record('99', [])),
      line: 4,
      message: 'Rad 4: okänd posttyp "99".',
    },
    {
      name: 'non-digit amount',
      file: changed(3, tk2x('20', { ref: '10018', ore: '0000000000001500A0', serial: 1 })),
      line: 3,
      message: 'Rad 3: Beloppet (position 38–55) ska vara siffror, men är "0000000000001500A0".',
    },
    {
      name: '15 count 3 for 2 payments',
      file: changed(5, tk15({ ore: 390050, count: 3 })),
      line: 5,
      message: /Rad 5: insättningen anger 3 betalningar, men har 2/,
    },
    {
      // 390 051 öre claimed; 150 000 + 240 050 = 390 050.
      name: '15 sum one öre off',
      file: changed(5, tk15({ ore: 390051, count: 2 })),
      line: 5,
      message:
        /Rad 5: insättningen anger summan 3\s900,51\skr, men betalningarna minus avdragen är 3\s900,50\skr/,
    },
    {
      name: 'invalid payment date',
      file: changed(5, tk15({ date: '20261131', ore: 390050, count: 2 })),
      line: 5,
      message: /inget giltigt datum/,
    },
    {
      name: '70 payment count',
      file: changed(9, tk70(4, 0, 0, 2)),
      line: 9,
      message: 'Rad 9: slutposten anger 4 betalningsposter (20), men filen har 3.',
    },
    {
      name: '70 extra reference count',
      file: changed(9, tk70(3, 0, 1, 2)),
      line: 9,
      message: /slutposten anger 1 extra referensnummerposter \(22\/23\), men filen har 0/,
    },
    {
      name: '70 deposit count',
      file: changed(9, tk70(3, 0, 0, 1)),
      line: 9,
      message: /anger 1 insättningsposter/,
    },
    {
      name: '20 before any 05',
      file: changed(2, null),
      line: 2,
      message: /Rad 2: betalningspost \(20\) utanför en insättning/,
    },
    {
      name: '22 without a payment',
      file: changed(3, tk2x('22', { ref: '10018', ore: 0 })),
      line: 3,
      message: /Rad 3: extra referensnummerpost \(22\) utan en betalnings/,
    },
    {
      name: '05 inside an open deposit',
      file: changed(5, null),
      line: 5,
      message: /Rad 5: ny insättning innan insättningen på rad 2/,
    },
    {
      name: '70 inside an open deposit',
      file: changed(8, null),
      line: 8,
      message: /Rad 8: slutposten kommer innan/,
    },
    { name: 'no 70', file: changed(9, null), line: 8, message: 'Rad 8: filen slutar utan slutpost (70).' },
    {
      name: 'a record after 70',
      file: `${normal.join('\n')}\n${tk05()}`,
      line: 10,
      message: /Rad 10: poster efter slutposten/,
    },
    {
      name: 'a second 01',
      file: changed(2, tk01()),
      line: 2,
      message: /Rad 2: startposten \(01\) får bara stå på första raden/,
    },
  ])('$name', ({ file, line, message }) => {
    const result = parseBgmax(file);
    expect(result).toMatchObject({ ok: false, line });
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('ocrCandidates', () => {
  it('gives the main reference and the extras, each once, blanks left out', () => {
    const extra = (reference: string) => ({ reference, amountOre: null });
    expect(
      ocrCandidates({ reference: '10018', extraReferences: [extra('10026'), extra('10018'), extra('')] }),
    ).toEqual(['10018', '10026']);
  });
});

describe('isBgmaxFor', () => {
  const file = ok(parseBgmax(normal.join('\n'))); // both deposits to 991-2346
  it.each([
    { firm: '991-2346', want: true },
    { firm: '9912346', want: true },
    { firm: '0009912346', want: true },
    { firm: '5050-1055', want: false },
    { firm: '', want: false },
  ])('firm bankgiro "$firm" → $want', ({ firm, want }) => {
    expect(isBgmaxFor(file, firm)).toBe(want);
  });

  it('refuses a file where one deposit is to another bankgiro', () => {
    const mixed = { deposits: [file.deposits[0]!, { ...file.deposits[1]!, bankgiro: '50501055' }] };
    expect(isBgmaxFor(mixed, '991-2346')).toBe(false);
  });
});
