/**
 * `node --expose-gc --import tsx scripts/bench-sie.ts`: an SIE 4E export of a year with 50 000 vouchers
 * (3–5 rows each) streamed to a file in the temp folder (issue #18: ≤ 3 s with the memory flat). Reports
 * the time, the file's size, and the growth of the heap and RSS over the run (sampled every 1 000
 * vouchers); then checks the file with the SIE checker, outside the timing.
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SieAccount, type SieVoucher, writeSie4 } from '../src/server/platform/sie/sie';
import { checkSie4 } from '../src/server/platform/sie/sie-check';
import { ms } from './lib/bench-http';
import { machineInfo } from './lib/machine';

const VOUCHERS = 50_000;
const TARGET_MS = 3000;
const MiB = 2 ** 20;
const log = (text: string) => process.stdout.write(`${text}\n`);

const ACCOUNTS: SieAccount[] = [
  { number: '1510', name: 'Kundfordringar', sru: '7251' },
  { number: '1513', name: 'Kundfordringar – delad faktura', sru: '7251' },
  { number: '1930', name: 'Företagskonto', sru: '7281' },
  { number: '2611', name: 'Utgående moms på försäljning inom Sverige, 25 %', sru: '7369' },
  { number: '3001', name: 'Försäljning inom Sverige, 25 % moms', sru: '7410' },
  { number: '3002', name: 'Försäljning inom Sverige, 12 % moms', sru: '7410' },
  { number: '3740', name: 'Öres- och kronutjämning', sru: '7410' },
];

/** Invoices (5 rows: material, work, VAT, ROT part, rounding), payments (3 rows) and cash sales (4 rows). */
function voucher(n: number): SieVoucher {
  const net = 4 * (10_000 + ((n * 7919) % 225_000));
  const vat = net / 4;
  const base = { series: 'A', number: n, date: `2026-${String(1 + (n % 12)).padStart(2, '0')}-15` };
  switch (n % 3) {
    case 0:
      return {
        ...base,
        text: `Faktura ${n} Rörarbete Åkervägen`,
        rows: [
          { account: '1510', amountOre: net + vat - 30_000 - 37 },
          { account: '1513', amountOre: 30_000 },
          { account: '3740', amountOre: 37 },
          { account: '3001', amountOre: -net },
          { account: '2611', amountOre: -vat },
        ],
      };
    case 1:
      return {
        ...base,
        text: `Betalning ${n - 1}`,
        rows: [
          { account: '1930', amountOre: net, text: `BG ${n}` },
          { account: '1510', amountOre: -net + 100 },
          { account: '1510', amountOre: -100 },
        ],
      };
    default:
      return {
        ...base,
        text: `Kontantförsäljning ${n} "Kök"`,
        rows: [
          { account: '1930', amountOre: net + vat },
          { account: '3001', amountOre: -net + 500 },
          { account: '3002', amountOre: -500 },
          { account: '2611', amountOre: -vat },
        ],
      };
  }
}

const file = path.join(os.tmpdir(), `montor-bench-${process.pid}.se`);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const peak = { heap: before.heapUsed, rss: before.rss };
/** Live heap (after a collection) at every 10 000th voucher: flat streaming keeps these equal. */
const live: number[] = [];

async function* vouchers(): AsyncGenerator<SieVoucher> {
  for (let n = 1; n <= VOUCHERS; n += 1) {
    if (n % 1000 === 0) {
      const now = process.memoryUsage();
      peak.heap = Math.max(peak.heap, now.heapUsed);
      peak.rss = Math.max(peak.rss, now.rss);
    }
    if (gc && n % 10_000 === 0) {
      gc();
      live.push(process.memoryUsage().heapUsed - before.heapUsed);
    }
    yield voucher(n);
  }
}

const start = performance.now();
await writeSie4(
  {
    program: { name: 'Montör', version: '0.1.0' },
    generatedAt: new Date(),
    company: { name: 'Rörfirman Väst AB', orgNumber: '5560160680' },
    fiscalYears: [{ index: 0, start: '2026-01-01', end: '2026-12-31' }],
    accounts: ACCOUNTS,
    vouchers: vouchers(),
  },
  createWriteStream(file),
);
const elapsed = performance.now() - start;
const bytes = await readFile(file);
const problems = checkSie4(bytes);
await rm(file);

const machine = machineInfo();
log(`SIE 4E, ${VOUCHERS} verifikationer (3–5 rader) till fil, ${(bytes.length / MiB).toFixed(1)} MiB`);
log(`  maskin: ${machine.cpu}, ${machine.cores} kärnor, Node ${machine.node}, last ${machine.load}`);
log(`  tid ${ms(elapsed)} (mål ≤ ${TARGET_MS} ms)${gc ? '' : ' — utan --expose-gc'}`);
log(
  `  heap +${((peak.heap - before.heapUsed) / MiB).toFixed(1)} MiB, RSS +${((peak.rss - before.rss) / MiB).toFixed(1)} MiB (topp under körningen)`,
);
if (gc) log(`  levande heap vid 10k…50k: ${live.map((b) => `+${(b / MiB).toFixed(1)}`).join(', ')} MiB`);
log(`  kontroll: ${problems.length === 0 ? 'OK' : problems.slice(0, 5).join('; ')}`);
const ok = elapsed <= TARGET_MS && problems.length === 0;
log(`  ${ok ? 'OK' : 'ÖVER MÅLET ELLER FEL'}`);
if (!ok) process.exitCode = 1;
