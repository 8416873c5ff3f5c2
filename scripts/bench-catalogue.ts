/**
 * `npm run bench:catalogue`: the catalogue at wholesaler scale (issue 3, "Performance"). On PostgreSQL it
 * builds a fresh database `montor_bench` with 500 000 products, then measures suggest, search page 1 with a
 * facet and a category page with two facets — each through the HTTP endpoint (autocannon, 16 connections)
 * and as the use case in-process (its SQL and search-index work: the floor) — times reading the search
 * index, and times the import of a generated 500 000-row price file. On PGlite it does the same three
 * calls with the default 20 000 products. Results go to the "Catalogue" section of docs/benchmarks.md.
 *
 *   --seconds N   per measurement (default 30)
 *   --reuse       keep an existing montor_bench instead of building it again
 *   --only pg|pglite
 *   --cases search,level   measure only these calls (and skip the import); the table is printed, not
 *                          written to docs/benchmarks.md, since it is only part of the section
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  catalogueIndex,
  catalogueLevel,
  forgetCatalogueStructure,
  indexBytes,
  resultCacheStats,
  viewerOf,
} from '../src/server/features/catalogue';
import { catalogueSearch, catalogueSuggest } from '../src/server/features/catalogueSearch';
import { type Database, openPglite, openPostgres, queryRows } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import type { AppDeps } from '../src/server/platform/http/context';
import { seedDemoDataIfEmpty } from '../src/server/seed/demo-seed';
import { writeSection } from './lib/benchmarks-doc';
import { type BenchCases, benchCases } from './lib/catalogue-bench-cases';
import { writePriceFile } from './lib/catalogue-bench-import';
import {
  type Measured,
  measureDirect,
  measureEndpoint,
  startServer,
  visitorSession,
} from './lib/catalogue-bench-run';
import { machineInfo } from './lib/machine';
import { runInherited } from './lib/run';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args[args.indexOf(name) + 1];
const SECONDS = args.includes('--seconds') ? Number(flag('--seconds')) : 30;
const ONLY = args.includes('--only') ? flag('--only') : null;
const REUSE = args.includes('--reuse');
const PICKED = args.includes('--cases') ? flag('--cases')!.split(',') : null;
const CONNECTIONS = 16;
/** Seconds of unrecorded load before each measurement. */
const WARM_UP = 5;
const BENCH_DB = 'montor_bench';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${BENCH_DB}` }).toString();
const log = (text: string) => process.stdout.write(`${text}\n`);
/** The 1-minute load average as each measurement starts: other work on the machine shows in the times. */
const loads: number[] = [];

type CaseName = 'suggest' | 'search' | 'level';
const CASES: Array<{ name: CaseName; label: string; path: string }> = [
  { name: 'suggest', label: 'suggest (3–12 chars of a word or number)', path: '/api/catalogue/suggest' },
  { name: 'search', label: 'search page 1, one facet selected', path: '/api/catalogue/search' },
  { name: 'level', label: 'category page, two facets selected', path: '/api/catalogue/level' },
].filter((c) => !PICKED || PICKED.includes(c.name)) as Array<{ name: CaseName; label: string; path: string }>;

/** Each engine runs twice: the results cache off (every request computed: the cold cost) and on. */
type Mode = 'uncached' | 'cached';
const MODES: Mode[] = ['uncached', 'cached'];
const cacheEnv = (mode: Mode) => ({ CATALOGUE_RESULT_CACHE: mode === 'cached' ? 'on' : 'off' });

interface Row {
  engine: string;
  mode: Mode;
  label: string;
  name: CaseName;
  endpoint: Measured;
  direct: Measured;
  /** Share of the direct run's calls answered from the results cache. */
  hitRate: number | null;
}

function visitorDeps(database: Database): AppDeps {
  return { db: database.db, clock: { now: () => new Date() } } as AppDeps;
}

/** The use cases the routes call, with a visitor (the catalogue calls are visitor calls). */
function directCall(database: Database, name: CaseName) {
  const deps = visitorDeps(database);
  const viewer = viewerOf({
    today: new Date().toISOString().slice(0, 10),
    viewer: { kind: 'visitor' },
    employee: null,
    warehouse: null,
  });
  // The defaults the contract's schemas fill in before a handler sees the parameters.
  const defaults = { offset: 0, limit: 20, searchArea: 'CATALOGUE_ONLY', selectedFacets: [] };
  return (p: object) => {
    const input = { ...defaults, ...p } as never;
    if (name === 'suggest') return catalogueSuggest({ deps, input });
    if (name === 'search') return catalogueSearch({ deps, viewer, input });
    return catalogueLevel({ deps, viewer, input });
  };
}

async function measureEngine(
  engine: string,
  mode: Mode,
  cases: BenchCases,
  server: { base: string },
): Promise<Row[]> {
  const rows: Row[] = [];
  const session = await visitorSession(server.base);
  for (const c of CASES) {
    // With the cache on, one untimed pass over the requests first: the timed run measures repeats.
    if (mode === 'cached') {
      await measureEndpoint(server.base, session, {
        path: c.path,
        parameters: cases[c.name],
        connections: CONNECTIONS,
        seconds: 600,
        amount: cases[c.name].length,
      });
    }
    // One request first, waited for: a fresh server reads its search index in the background, which on a
    // busy machine takes longer than the warm-up (every request of the run would wait for it).
    await measureEndpoint(server.base, session, {
      path: c.path,
      parameters: cases[c.name].slice(0, 1),
      connections: 1,
      seconds: 600,
      amount: 1,
    });
    // A fresh server (and PGlite's page cache) warms up first; that is not what a page costs.
    await measureEndpoint(server.base, session, {
      path: c.path,
      parameters: cases[c.name],
      connections: CONNECTIONS,
      seconds: WARM_UP,
    });
    log(`${engine} (${mode}): ${c.name} över HTTP i ${SECONDS} s …`);
    loads.push(os.loadavg()[0]!);
    const endpoint = await measureEndpoint(server.base, session, {
      path: c.path,
      parameters: cases[c.name],
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ engine, mode, label: c.label, name: c.name, endpoint, direct: endpoint, hitRate: null });
  }
  return rows;
}

/** Every request once, CONNECTIONS at a time: what fills the results cache before a timed run. */
async function passOnce<P>(parameters: readonly P[], call: (p: P) => Promise<unknown>): Promise<void> {
  let turn = 0;
  const worker = async () => {
    while (turn < parameters.length) await call(parameters[turn++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

async function measureDirectAll(
  engine: string,
  mode: Mode,
  database: Database,
  cases: BenchCases,
  rows: Row[],
) {
  Object.assign(process.env, cacheEnv(mode));
  for (const c of CASES) {
    if (mode === 'cached') await passOnce(cases[c.name], directCall(database, c.name));
    await measureDirect(cases[c.name], directCall(database, c.name), {
      connections: CONNECTIONS,
      seconds: WARM_UP,
    });
    log(`${engine} (${mode}): ${c.name} direkt (SQL i processen) i ${SECONDS} s …`);
    loads.push(os.loadavg()[0]!);
    const before = resultCacheStats();
    const direct = await measureDirect(cases[c.name], directCall(database, c.name), {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const after = resultCacheStats();
    const calls = after.hits + after.misses - before.hits - before.misses;
    const row = rows.find((r) => r.engine === engine && r.mode === mode && r.name === c.name);
    if (row) {
      row.direct = direct;
      row.hitRate = mode === 'cached' && calls > 0 ? (after.hits - before.hits) / calls : null;
    }
  }
}

/**
 * Reading the search index (decision 0008): what each app server pays at start and after an import. The
 * first read warms the database's pages; the second is timed, with the heap it leaves behind.
 */
async function timeIndexRead(engine: string, database: Database): Promise<string> {
  await catalogueIndex(database.db);
  const times: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    await database.db.execute(sql`update catalogue_version set version = version + 1 where id = 1`);
    forgetCatalogueStructure();
    const started = performance.now();
    await catalogueIndex(database.db);
    times.push(performance.now() - started);
  }
  const index = await catalogueIndex(database.db);
  return `${engine}: reading the search index (${index.products.size} products, ${index.products.postings.length} postings, ${index.freeItems.size} free items) took ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(' and ')} (two reads after a warm-up read); it holds about ${(indexBytes(index) / 2 ** 20).toFixed(0)} MiB.`;
}

async function postgresPart(): Promise<{ rows: Row[]; notes: string[] }> {
  const notes: string[] = [];
  if (!REUSE) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    await admin.end();
    log('PostgreSQL: migrerar och lägger in demodata med 500 000 produkter …');
    const started = performance.now();
    process.env.SEED_PRODUCTS = '500000';
    const seeding = await openPostgres(benchUrl);
    await seeding.exclusive(async (db) => {
      await migrateDatabase('postgres', db);
      await seedDemoDataIfEmpty(db, log);
    });
    await seeding.db.execute(sql`vacuum analyze`);
    await seeding.close();
    delete process.env.SEED_PRODUCTS;
    notes.push(
      `Seeding 500 000 products (with stock, free items, words, counts) took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
  const database = await openPostgres(benchUrl);
  // A reused database gets the migrations added since it was built.
  await database.exclusive((db) => migrateDatabase('postgres', db));
  const cases = await benchCases(database.db);
  notes.push(await timeIndexRead('PostgreSQL', database));
  const [counts] = await queryRows<{ products: number; search: number; words: number }>(
    database.db,
    sql`select (select count(*)::int from catalogue_products) as products,
               (select count(*)::int from catalogue_product_search) as search,
               (select count(*)::int from catalogue_words) as words`,
  );
  notes.push(
    `PostgreSQL: ${counts!.products} products (${counts!.search} active), ${counts!.words} dictionary words.`,
  );
  const rows: Row[] = [];
  for (const mode of MODES) {
    const server = await startServer(root, { DATABASE_URL: benchUrl, DEMO_DATA: 'false', ...cacheEnv(mode) });
    try {
      rows.push(...(await measureEngine('PostgreSQL', mode, cases, server)));
    } finally {
      await server.stop();
    }
    await measureDirectAll('PostgreSQL', mode, database, cases, rows);
  }

  if (PICKED) {
    await database.close();
    return { rows, notes };
  }
  log('PostgreSQL: skriver en prisfil med 500 000 rader och importerar den …');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'montor-bench-'));
  const file = path.join(dir, 'prisfil.csv');
  const written = await writePriceFile(database.db, file);
  await database.close();
  const run = await runInherited(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/catalogue-import.ts', file],
    {
      ...process.env,
      DATABASE_URL: benchUrl,
    },
  );
  notes.push(
    `Import of a ${written.rows}-row price file (${(statSync(file).size / 2 ** 20).toFixed(0)} MiB; ${written.changed} new prices, ${written.added} new articles, ${written.removed} left out, ${written.bad} broken rows) with \`npm run catalogue:import\` against PostgreSQL: **${run.seconds.toFixed(1)} s** wall time including process start (target ≤ 60 s; exit code ${run.code}, 2 = some rows rejected, as intended).`,
  );
  rmSync(dir, { recursive: true, force: true });
  return { rows, notes };
}

async function pglitePart(): Promise<{ rows: Row[]; notes: string[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'montor-bench-pglite-'));
  try {
    log('PGlite: skapar databasen med standardkatalogen (20 000 produkter) …');
    const started = performance.now();
    let database = await openPglite({ dataDir });
    await migrateDatabase('pglite', database.db);
    await seedDemoDataIfEmpty(database.db);
    const seedSeconds = (performance.now() - started) / 1000;
    const cases = await benchCases(database.db);
    const indexNote = await timeIndexRead('PGlite', database);
    await database.close();
    const rows: Row[] = [];
    for (const mode of MODES) {
      const server = await startServer(root, { DATA_DIR: dataDir, ...cacheEnv(mode) });
      try {
        rows.push(...(await measureEngine('PGlite', mode, cases, server)));
      } finally {
        await server.stop();
      }
      // PGlite is one process's database: the server has to be gone before this process opens it.
      database = await openPglite({ dataDir });
      await measureDirectAll('PGlite', mode, database, cases, rows);
      await database.close();
    }
    return {
      rows,
      notes: [
        `PGlite: creating, migrating and seeding the demo data with 20 000 products took ${seedSeconds.toFixed(1)} s.`,
        indexNote,
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const targets: Record<string, Partial<Record<CaseName, number>>> = {
  PostgreSQL: { suggest: 20, search: 60 },
  PGlite: { suggest: 30 },
};
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '–');

function table(rows: Row[]): string[] {
  return [
    '| Engine | Results cache | Call | Endpoint p50 / p95 / p99 | Endpoint req/s | Direct p50 / p95 / p99 | Direct req/s | p50 endpoint ÷ direct | Target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const target = targets[r.engine]?.[r.name];
      const p95 = target ? `p95 ≤ ${target} ms: ${r.endpoint.p95 <= target ? 'met' : '**missed**'}` : '–';
      const rps =
        r.engine === 'PostgreSQL' && r.name === 'suggest'
          ? `; ≥ 400 req/s: ${r.endpoint.perSecond >= 400 ? 'met' : '**missed**'}`
          : '';
      const ratio = r.endpoint.p50 / r.direct.p50;
      const cache =
        r.mode === 'cached'
          ? `on (${r.hitRate === null ? '–' : `${(r.hitRate * 100).toFixed(0)} % hits`})`
          : 'off';
      return `| ${r.engine} | ${cache} | ${r.label} | ${ms(r.endpoint.p50)} / ${ms(r.endpoint.p95)} / ${ms(r.endpoint.p99)} | ${Math.round(r.endpoint.perSecond)}${r.endpoint.errors ? ` (${r.endpoint.errors} errors)` : ''} | ${ms(r.direct.p50)} / ${ms(r.direct.p95)} / ${ms(r.direct.p99)} | ${Math.round(r.direct.perSecond)} | ${ratio.toFixed(2)}${r.engine === 'PostgreSQL' ? (ratio <= 1.5 ? ' (≤ 1.5: met)' : ' (≤ 1.5: **missed**)') : ''} | ${p95}${rps} |`;
    }),
  ];
}

const loadBefore = os.loadavg()[0]!;
function loadRange(): string {
  const sorted = [...loads].sort((a, b) => a - b);
  if (sorted.length === 0) return '–';
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${sorted[0]!.toFixed(1)}–${sorted.at(-1)!.toFixed(1)} (median ${median.toFixed(1)})`;
}
const started = performance.now();
const parts = [];
if (ONLY !== 'pglite') parts.push(await postgresPart());
if (ONLY !== 'pg') parts.push(await pglitePart());
const m = machineInfo();
const body = [
  `Written by \`npm run bench:catalogue\` on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os},`,
  `Node ${m.node}. PostgreSQL at \`${new URL(serverUrl).host}\` (database \`${BENCH_DB}\`, ${REUSE ? 'reused from an earlier run' : 'built fresh'}), PGlite in a`,
  `temporary folder. Every call is a visitor's, ${CONNECTIONS} concurrent connections for ${SECONDS} s after ${WARM_UP} s of warm-up, cycling through 2 000`,
  'requests drawn from the catalogue itself (scripts/lib/catalogue-bench-cases.ts). "Endpoint" is the HTTP call',
  'to a server in its own process (autocannon in this one); "direct" is the same use case in-process — its SQL,',
  'search index work and result mapping without HTTP, session lookup and JSON — with the same concurrency: the floor.',
  'Each engine runs twice. "Results cache off" (`CATALOGUE_RESULT_CACHE=off`) computes every request: what a',
  'query costs the first time. "On" is the normal server: the listing of a query asked before (hits, order,',
  "totals, facet counts; decision 0008) comes from the app server's memory and only the cards (prices, stock,",
  'favourites) are read. Before an "on" run every one of the 2 000 requests is sent once, untimed, so the timed',
  "run measures repeats: a warm cache (the hit rate shown is the direct run's). Real traffic hits it less often",
  'and a miss costs what the "off" rows say.',
  '',
  ...table(parts.flatMap((p) => p.rows)),
  '',
  ...parts.flatMap((p) => p.notes.map((n) => `- ${n}`)),
  `- Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadRange()} as the measurements started, ${os.loadavg()[0]!.toFixed(1)} after; the whole run took ${((performance.now() - started) / 60_000).toFixed(1)} min. Other work on this 2-core machine shows directly in these times.`,
].join('\n');
if (!PICKED) writeSection(path.join(root, 'docs/benchmarks.md'), '## Catalogue', body);
log(body);
