import { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type Sie4Input, type SieVoucher, SieVoucherError, sie4Chunks, writeSie4 } from './sie';
import { checkSie4 } from './sie-check';
import { parseSieAmount, sieAmount, sieText } from './sie-text';

const input = (vouchers: SieVoucher[], accounts = ACCOUNTS): Sie4Input => ({
  program: { name: 'Montör', version: '1.0' },
  generatedAt: new Date('2026-11-25T08:00:00Z'),
  generatedBy: 'Anna Åberg',
  company: { name: 'Rörfirman Väst AB', orgNumber: '5560160680' },
  fiscalYears: [
    { index: -1, start: '2025-01-01', end: '2025-12-31' },
    { index: 0, start: '2026-01-01', end: '2026-12-31' },
  ],
  accounts,
  balances: [
    { kind: 'IB', yearIndex: 0, account: '1930', amountOre: 1_000_000 },
    { kind: 'RES', yearIndex: 0, account: '3001', amountOre: -100_000 },
  ],
  vouchers,
});

const ACCOUNTS = [
  { number: '1510', name: 'Kundfordringar', sru: '7251' },
  { number: '1930', name: 'Företagskonto', sru: null },
  { number: '2611', name: 'Utgående moms 25 %', sru: '7369' },
  { number: '3001', name: 'Försäljning 25 % moms' },
];

// Invoice 1001: 1 000.00 + 25 % VAT 250.00 = 1 250.00 receivable; paid in full 18 days later.
const VOUCHERS: SieVoucher[] = [
  {
    series: 'A',
    number: 1,
    date: '2026-03-02',
    text: 'Faktura 1001 "Badrum" Åsa',
    rows: [
      { account: '1510', amountOre: 125_000 },
      { account: '3001', amountOre: -100_000 },
      { account: '2611', amountOre: -25_000 },
    ],
  },
  {
    series: 'A',
    number: 2,
    date: '2026-03-20',
    text: 'Betalning 1001',
    rows: [
      { account: '1930', amountOre: 125_000, text: 'BG 5050-1055' },
      { account: '1510', amountOre: -125_000 },
    ],
  },
];

/** What #KSUMMA covers, written out by hand from §10.14: labels and field contents, nothing between. */
const SUMMED = [
  '#PROGRAMMontör1.0',
  '#FORMATPC8',
  '#GEN20261125Anna Åberg',
  '#SIETYP4',
  '#FNAMNRörfirman Väst AB',
  '#ORGNR556016-0680',
  '#RAR02026010120261231',
  '#RAR-12025010120251231',
  '#KONTO1510Kundfordringar',
  '#SRU15107251',
  '#KONTO1930Företagskonto',
  '#KONTO2611Utgående moms 25 %',
  '#SRU26117369',
  '#KONTO3001Försäljning 25 % moms',
  '#IB0193010000.00',
  '#RES03001-1000.00',
  '#VERA120260302Faktura 1001 "Badrum" Åsa',
  '#TRANS15101250.00',
  '#TRANS3001-1000.00',
  '#TRANS2611-250.00',
  '#VERA220260320Betalning 1001',
  '#TRANS19301250.0020260320BG 5050-1055',
  '#TRANS1510-1250.00',
].join('');

/** The specification's table-driven C routine (§10.15), bit by bit: zlib's crc32 must agree with it. */
function specCrc(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const KSUMMA = specCrc(iconv.encode(SUMMED, 'cp437'));

const EXPECTED = [
  '#FLAGGA 0',
  '#KSUMMA',
  '#PROGRAM "Montör" 1.0',
  '#FORMAT PC8',
  '#GEN 20261125 "Anna Åberg"',
  '#SIETYP 4',
  '#FNAMN "Rörfirman Väst AB"',
  '#ORGNR 556016-0680',
  '#RAR 0 20260101 20261231',
  '#RAR -1 20250101 20251231',
  '#KONTO 1510 "Kundfordringar"',
  '#SRU 1510 7251',
  '#KONTO 1930 "Företagskonto"',
  '#KONTO 2611 "Utgående moms 25 %"',
  '#SRU 2611 7369',
  '#KONTO 3001 "Försäljning 25 % moms"',
  '#IB 0 1930 10000.00',
  '#RES 0 3001 -1000.00',
  '#VER A 1 20260302 "Faktura 1001 \\"Badrum\\" Åsa"',
  '{',
  '#TRANS 1510 {} 1250.00',
  '#TRANS 3001 {} -1000.00',
  '#TRANS 2611 {} -250.00',
  '}',
  '#VER A 2 20260320 "Betalning 1001"',
  '{',
  '#TRANS 1930 {} 1250.00 20260320 "BG 5050-1055"',
  '#TRANS 1510 {} -1250.00',
  '}',
  `#KSUMMA ${KSUMMA}`,
  '',
].join('\r\n');

async function written(sieInput: Sie4Input): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of sie4Chunks(sieInput)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const cp437 = (text: string) => iconv.encode(text, 'cp437');

describe('writeSie4', () => {
  it('writes the hand-written file byte for byte', async () => {
    const file = await written(input(VOUCHERS));
    expect(iconv.decode(file, 'cp437')).toBe(EXPECTED);
    expect(file.equals(cp437(EXPECTED))).toBe(true);
    // å ä ö as CP437's own bytes, independent of iconv: ö 0x94, ä 0x84, Å 0x8F.
    expect(file.includes(Buffer.from('#FNAMN "R\x94rfirman V\x84st AB"\r\n', 'latin1'))).toBe(true);
    expect(file.includes(Buffer.from('#GEN 20261125 "Anna \x8Fberg"', 'latin1'))).toBe(true);
    expect(file.includes(Buffer.from('"Utg\x86ende moms 25 %"', 'latin1'))).toBe(true);
  });

  it('uses the CRC-32 of the specification', () => {
    const sample = cp437('#KONTO1915Kassa "special"');
    expect(crc32(sample)).toBe(specCrc(sample));
  });

  it('writes the same file through a Writable', async () => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await writeSie4(input(VOUCHERS), sink);
    expect(Buffer.concat(chunks).equals(cp437(EXPECTED))).toBe(true);
  });

  it.each([
    [
      'an unbalanced voucher',
      { rows: [{ account: '1510', amountOre: 100 }] },
      /A 3: balanserar inte: .* 1\.00/,
    ],
    ['an undeclared account', { rows: [{ account: '1511', amountOre: 0 }] }, /A 3: kontot 1511 saknas/],
    ['a date outside year 0', { date: '2027-01-04' }, /A 3: datumet 2027-01-04 ligger utanför/],
    ['a number out of order', { number: 2 }, /A 2: kommer efter nummer 2/],
    ['an empty voucher', { rows: [] }, /A 3: saknar konteringsrader/],
  ])('refuses %s, naming the voucher', async (_case, change, message) => {
    const bad: SieVoucher = { ...VOUCHERS[1]!, number: 3, ...change };
    const attempt = written(input([...VOUCHERS, bad]));
    await expect(attempt).rejects.toThrow(SieVoucherError);
    await expect(written(input([...VOUCHERS, bad]))).rejects.toThrow(message);
  });
});

describe('sieText: what CP437 lacks', () => {
  it.each([
    ['Rörfirman Åsa & Co', 'Rörfirman Åsa & Co'],
    ['a\u030Angström', 'ångström'],
    ['“Citat” ‘enkelt’', '"Citat" \'enkelt\''],
    ['10–12 st — klart…', '10-12 st - klart...'],
    ['Pris 5 € × 2', 'Pris 5 EUR x 2'],
    ['C:\\kund\\', 'C:/kund/'],
    ['Rad 1\nRad 2\tslut', 'Rad 1 Rad 2 slut'],
    ['Łódź Škoda Søren', 'Lódz Skoda Soren'],
    ['Emoji 🔧 och 水', 'Emoji ? och ?'],
  ])('%j → %j', (value, expected) => {
    expect(sieText(value)).toBe(expected);
    expect(iconv.decode(cp437(sieText(value)), 'cp437')).toBe(expected);
  });

  it.each([
    [125_000, '1250.00'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-123_456_789, '-1234567.89'],
  ])('amount %i öre → %s and back', (ore, text) => {
    expect(sieAmount(ore)).toBe(text);
    expect(parseSieAmount(text)).toBe(ore);
  });
});

describe('checkSie4', () => {
  const edited = (from: string, to: string) => cp437(EXPECTED.replace(from, to));

  it('passes the hand-written file', () => {
    expect(checkSie4(cp437(EXPECTED))).toEqual([]);
  });

  it('finds an unbalanced voucher', () => {
    const problems = checkSie4(edited('#TRANS 2611 {} -250.00', '#TRANS 2611 {} -250.01'));
    expect(problems).toContainEqual(
      expect.stringMatching(/verifikation A 1 balanserar inte \(summa -1 öre\)/),
    );
  });

  it('finds a #TRANS on an account without #KONTO', () => {
    const problems = checkSie4(edited('#KONTO 2611 "Utgående moms 25 %"\r\n', ''));
    expect(problems).toContainEqual(expect.stringMatching(/#TRANS på konto 2611 som saknas i #KONTO/));
  });

  it('finds a broken #KSUMMA and nothing else', () => {
    const problems = checkSie4(edited(`#KSUMMA ${KSUMMA}`, `#KSUMMA ${KSUMMA + 1}`));
    expect(problems).toEqual([`#KSUMMA är ${KSUMMA + 1}, beräknad ${KSUMMA}`]);
  });

  it('finds a changed character through #KSUMMA', () => {
    expect(checkSie4(edited('Företagskonto', 'Foretagskonto'))).toHaveLength(1);
  });

  it('refuses a UTF-8 file', () => {
    expect(checkSie4(Buffer.from(EXPECTED, 'utf8'))).toContain(
      'Filen är kodad i UTF-8, inte CP437 (#FORMAT PC8)',
    );
  });

  it('finds missing records, a wrong format and records out of order', () => {
    const text = EXPECTED.replace('#FORMAT PC8', '#FORMAT PC').replace('#SIETYP 4\r\n', '');
    const problems = checkSie4(cp437(text));
    expect(problems).toEqual(
      expect.arrayContaining(['#FORMAT är inte PC8', 'Obligatorisk post #SIETYP saknas']),
    );
    const moved = EXPECTED.replace('#FNAMN "Rörfirman Väst AB"\r\n', '').replace(
      '#IB 0',
      '#FNAMN X\r\n#IB 0',
    );
    const late = checkSie4(cp437(moved));
    expect(late).toContainEqual(expect.stringMatching(/#FNAMN står efter poster i en senare grupp/));
  });

  it('finds a voucher dated outside #RAR 0', () => {
    const problems = checkSie4(edited('#VER A 2 20260320', '#VER A 2 20270320'));
    expect(problems).toContainEqual(expect.stringMatching(/verifikation A 2 ligger utanför räkenskapsår 0/));
  });
});

describe('50 000 vouchers', () => {
  async function* manyVouchers(count: number, sample: () => void): AsyncGenerator<SieVoucher> {
    for (let n = 1; n <= count; n += 1) {
      if (n % 1000 === 0) sample();
      const ore = 10_000 + n;
      yield {
        series: 'B',
        number: n,
        date: '2026-06-15',
        text: `Faktura ${n} Ölandsgatan`,
        rows: [
          { account: '1510', amountOre: ore * 5 },
          { account: '3001', amountOre: -ore * 4 },
          { account: '2611', amountOre: -ore },
        ],
      };
    }
  }

  it('streams with the heap flat', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await writeSie4({ ...input([], ACCOUNTS), balances: [], vouchers: manyVouchers(50_000, sample) }, sink);
    expect(bytes).toBeGreaterThan(50_000 * 100);
    expect(peak - before).toBeLessThan(60 * 2 ** 20);
  });
});
