/**
 * `npm run bench:printing`: the print system in the server process (issue #15), written to the
 * "Utskrift (issue #15)" section of docs/benchmarks.md.
 *   - a 100-line invoice as a PDF through `renderDocumentsPdf` (the database read, the layout and
 *     pdfmake): p95 ≤ 150 ms;
 *   - 100 invoices of 20 lines into one PDF: ≤ 10 s, with the process's memory (resident set) at most
 *     300 MiB above what it was at rest.
 *
 * It builds its own database (`montor_bench_printing`, on the server of DATABASE_URL, default the local
 * postgres) the first time and reuses it afterwards; `--fresh` rebuilds it. Run with `--expose-gc`
 * (package.json does) so "at rest" is measured after a collection.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DocumentItemData, documentHeaderSchema, documentItemDataSchema } from '@shared/api/documents';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { clients } from '../src/server/features/clients';
import {
  documents,
  type EmployeeSession,
  insertDocument,
  toDocumentValues,
  totalsOf,
} from '../src/server/features/documents';
import { employees } from '../src/server/features/employees';
import { firms } from '../src/server/features/firms';
import { renderDocumentsPdf } from '../src/server/features/printing';
import { type Db, openPostgres } from '../src/server/platform/db/database';
import { systemClock } from '../src/server/platform/http/context';
import { benchDatabaseUrl, benchServerUrl, prepareBenchDatabase } from './lib/bench-db';
import { ms, summarize } from './lib/bench-http';
import { medianRun, spreadOf } from './lib/bench-runs';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_printing';
const FIRM_CODE = '100245';
const MARK = 'Utskriftsbench';
const BIG_LINES = 100;
const BOOK_DOCUMENTS = 100;
const BOOK_LINES = 20;
const RUNS = 3;
const RENDERS_PER_RUN = 40;
const TARGET = { singleP95: 150, bookSeconds: 10, bookMemoryMiB: 300 };
const MiB = 2 ** 20;

const descriptions = [
  'Kopparrör 15 mm, rak längd 3 m, mjukt glödgat för golvvärme och radiatoranslutning',
  'Golvbrunn Purus Line 800 mm med ram och rostfri rist, komplett med klämring för tätskikt',
  'Blandare Tapwell TVM 150, termostatisk duschblandare, krom, cc 150 mm',
  'Arbete montör, demontering av befintlig WC-stol och installation av ny vägghängd WC',
  'Säkerhetsventil 1/2" 9 bar för varmvattenberedare',
  'Tätskiktsarbete enligt Säker Vatten, våtrum 6 m², inklusive primer och duk',
];

/** Invoice lines as a plumber writes them: articles, labour and now and then a comment row. */
function benchLines(count: number, seed: number): DocumentItemData[] {
  return Array.from({ length: count }, (_, i) => {
    const n = seed * 1000 + i;
    if (i % 10 === 9) {
      return documentItemDataSchema.parse({
        uid: crypto.randomUUID(),
        type: 'COMMENT',
        code: 'text1',
        description: 'Arbetet utfört enligt branschreglerna Säker Vatten 2021:2. Intyg lämnas separat.',
      });
    }
    const labour = i % 5 === 4;
    return documentItemDataSchema.parse({
      uid: crypto.randomUUID(),
      type: labour ? 'OWN_ARTICLE' : 'NOMENCLATURE',
      nomenclatureItemType: labour ? null : 'FREE',
      ownArticleType: labour ? 'SERVICE' : null,
      code: labour ? 'ARB1' : `${1_000_000 + n}`,
      rskNumber: labour ? null : `${5_000_000 + n}`,
      description: descriptions[i % descriptions.length],
      quantity: labour ? 3_500 : 1_000 + (i % 4) * 1_000,
      unit: labour ? 'tim' : 'st',
      priceOre: labour ? 65_000 : 12_950 + i * 137,
      purchasePriceOre: labour ? null : 8_000 + i * 91,
      discountBp: i % 7 === 0 ? 1_000 : 0,
    });
  });
}

async function insertInvoice(db: Db, firmId: string, clientId: string | null, number: number, lines: number) {
  const header = documentHeaderSchema.parse({
    docDate: '2026-11-20',
    dueDate: '2026-12-20',
    paymentDelay: 30,
    clientUid: clientId,
    mark: `${MARK} ${lines} rader`,
    object: 'Storgatan 3, 222 20 Lund',
    title: 'Badrumsrenovering',
    clientAddress: {
      streetAddress: 'Storgatan 3',
      zipCode: '222 20',
      city: 'Lund',
      contactName: 'Åsa Öberg',
    },
  });
  const items = benchLines(lines, number);
  const totals = totalsOf(header, items);
  const now = new Date();
  const row = await insertDocument(db, {
    ...toDocumentValues({ header, items, totals, modifiedAt: now }),
    firmId,
    docType: 'INVOICE',
    number,
    completed: true,
    completedAt: now,
    locked: true,
    createdAt: now,
  });
  return row.id;
}

async function firmOf(db: Db) {
  const [firm] = await db.select().from(firms).where(eq(firms.code, FIRM_CODE));
  if (!firm) throw new Error(`Företaget ${FIRM_CODE} saknas i ${BENCH_DB}`);
  return firm;
}

/** The bench's invoices, made once: one of 100 lines and 100 of 20 lines, numbered 990 000 and up. */
async function prepareInvoices(db: Db): Promise<void> {
  const firm = await firmOf(db);
  const [made] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(and(eq(documents.firmId, firm.id), like(documents.mark, `${MARK}%`)));
  if ((made?.n ?? 0) >= BOOK_DOCUMENTS + 1) return;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.firmId, firm.id))
    .limit(1);
  await insertInvoice(db, firm.id, client?.id ?? null, 990_000, BIG_LINES);
  for (let i = 1; i <= BOOK_DOCUMENTS; i += 1) {
    await insertInvoice(db, firm.id, client?.id ?? null, 990_000 + i, BOOK_LINES);
  }
  log(`${BOOK_DOCUMENTS + 1} fakturor inlagda.`);
}

async function benchSession(db: Db): Promise<{ session: EmployeeSession; firmId: string }> {
  const firm = await firmOf(db);
  const [employee] = await db.select().from(employees).where(eq(employees.login, 'demo-admin'));
  if (!employee) throw new Error('demo-admin saknas');
  const session: EmployeeSession = {
    id: 'bench',
    instanceToken: 'bench',
    durable: false,
    clientMode: false,
    employee: {
      id: employee.id,
      firmId: firm.id,
      role: employee.role,
      accessLevel: firm.accessLevel,
      enabledSiteOption: firm.siteOptions,
      adminId: null,
      netPriceAndMarginHidden: false,
      defaultWarehouse: null,
    },
  };
  return { session, firmId: firm.id };
}

/** The process's peak resident set since the last reset (Linux: VmHWM, reset through clear_refs). */
function resetPeak(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}
function peakRss(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

async function atRest(): Promise<{ rss: number; heap: number }> {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

const loadBefore = os.loadavg()[0]!;
await prepareBenchDatabase({
  name: BENCH_DB,
  fresh: process.argv.includes('--fresh'),
  log,
  prepare: prepareInvoices,
});
const database = await openPostgres(benchDatabaseUrl(BENCH_DB));
try {
  const db = database.db;
  const deps = { db, clock: systemClock };
  const { session, firmId } = await benchSession(db);
  const ids = await db
    .select({ id: documents.id, number: documents.number })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), like(documents.mark, `${MARK}%`)))
    .orderBy(asc(documents.number));
  const big = ids[0]!.id;
  const book = ids.slice(1, BOOK_DOCUMENTS + 1).map((r) => r.id);
  const render = (docUids: string[]) =>
    renderDocumentsPdf({ deps, firmId, session, docType: 'INVOICE', docUids, layout: null });

  // Warm-up: fonts read, modules compiled, the pool's connections open, as in a server that has printed.
  for (let i = 0; i < 5; i += 1) await render([big]);
  const singleBytes = (await render([big])).content.length;

  const singles = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times: number[] = [];
    for (let i = 0; i < RENDERS_PER_RUN; i += 1) {
      const started = performance.now();
      await render([big]);
      times.push(performance.now() - started);
    }
    singles.push(summarize(times));
    log(`100 rader, körning ${run + 1}: p95 ${ms(singles.at(-1)!.p95)}`);
  }

  const books = [];
  for (let run = 0; run < RUNS; run += 1) {
    const rest = await atRest();
    resetPeak();
    let heapPeak = rest.heap;
    // Sampled where the event loop lets it (between the renderer's steps); the resident peak is exact.
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 5);
    const started = performance.now();
    const { content } = await render(book);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    const rssPeak = peakRss();
    books.push({
      p95: seconds * 1000,
      seconds,
      bytes: content.length,
      rssRest: rest.rss,
      rssAbove: rssPeak - rest.rss,
      heapAbove: heapPeak - rest.heap,
    });
    log(
      `100 × 20 rader, körning ${run + 1}: ${seconds.toFixed(2)} s, RSS +${((rssPeak - rest.rss) / MiB).toFixed(0)} MiB`,
    );
  }

  const single = medianRun(singles);
  const bookRun = medianRun(books);
  const worstAbove = Math.max(...books.map((b) => b.rssAbove));
  const m = machineInfo();
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
  const body = [
    `Written by \`npm run bench:printing\` on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM,`,
    `${m.os}, Node ${m.node}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
    `PostgreSQL at \`${new URL(benchServerUrl).host}\`, database \`${BENCH_DB}\` (demo data and the bench's invoices).`,
    'Measured in the process itself, as the server runs it: `renderDocumentsPdf` (the database read, the',
    "firm's settings, the layout and pdfmake) for completed invoices of Rörfirman Demo AB with a client, in",
    "the kind's default layout; lines are articles with RSK numbers, labour and a comment row in ten. After",
    `a warm-up of 5 renders. Memory: the process's resident set (RSS) at its peak (Linux \`VmHWM\`, reset`,
    'before each run) minus at rest (after a garbage collection, before the run); the heap is sampled',
    'every 5 ms where the event loop lets it.',
    '',
    '| Measurement | Result | Target | The 3 runs |',
    '| --- | --- | --- | --- |',
    `| 100-line invoice PDF (${RENDERS_PER_RUN} renders a run, ${(singleBytes / 1024).toFixed(0)} KiB) | p50 ${ms(single.p50)}, p95 ${ms(single.p95)}, p99 ${ms(single.p99)} | p95 ≤ ${TARGET.singleP95} ms (${verdict(single.p95 <= TARGET.singleP95)}) | ${spreadOf(singles)} |`,
    `| 100 invoices × 20 lines, one PDF (${(bookRun.bytes / MiB).toFixed(1)} MiB) | ${bookRun.seconds.toFixed(2)} s | ≤ ${TARGET.bookSeconds} s (${verdict(bookRun.seconds <= TARGET.bookSeconds)}) | ${books.map((b) => `${b.seconds.toFixed(2)} s`).join(' / ')} |`,
    `| Its memory above rest (RSS peak) | ${mib(bookRun.rssAbove)} (at rest ${mib(bookRun.rssRest)}) | < ${TARGET.bookMemoryMiB} MiB (${verdict(worstAbove < TARGET.bookMemoryMiB * MiB)}) | ${books.map((b) => mib(b.rssAbove)).join(' / ')} |`,
    `| Its heap above rest (sampled) | ${mib(bookRun.heapAbove)} | – | ${books.map((b) => mib(b.heapAbove)).join(' / ')} |`,
    '',
    'The median run is shown, with every run (the machine is shared with other work).',
    ...(loadBefore > m.cores
      ? [
          '',
          '**The machine was overloaded during this run** (load average above its cores): rerun on a quiet',
          'machine before judging the targets.',
        ]
      : []),
  ].join('\n');
  writeSection(path.join(root, 'docs/benchmarks.md'), '## Utskrift (issue #15)', body);
  log(body);
} finally {
  await database.close();
}
