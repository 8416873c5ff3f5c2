/**
 * `npm run eval:search`: typo-tolerant catalogue search measured on a labelled query set (issue 25,
 * decision 0042). Builds the demo catalogue in a temporary PGlite (20 000 products) — or, with
 * `--database-url postgres://…`, uses that database's catalogue — draws the query set from it
 * (scripts/lib/search-eval-cases.ts), and asks every query as a suggestion's product list (the six the
 * search bar shows, with an exact number match above them) with and without typo tolerance. Prints
 * recall@6 (share of queries with a relevant product among the six) and recall@1 per typo kind and per
 * word shape, whether the intended, typo-free query's first hit is the same with typo tolerance as
 * without, the time per query in the process, and the typo lexicon's build time and memory.
 *
 *   --database-url URL   use this database instead of a fresh PGlite
 *   --per-cell N         queries per typo kind and word shape (default 12)
 *   --misses             list the queries that missed
 *   --slow               list the ten slowest queries with typo tolerance
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { catalogueIndex, catalogueStructure, suggestHits } from '../src/server/features/catalogue';
import { hitQuery, planSearch } from '../src/server/features/catalogueSearch';
import { COMPOUND_PARTS } from '../src/server/features/catalogueSearch/typos/typos.data';
import { buildTypoLexicon } from '../src/server/features/catalogueSearch/typos/typos.index';
import {
  type Database,
  type Db,
  openPglite,
  openPostgres,
  queryRows,
} from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { seedDemoDataIfEmpty } from '../src/server/seed/demo-seed';
import { normaliseSearchText, parseSearchQuery } from '../src/shared/domain/catalogue-search';
import { type EvalCase, type EvalProduct, evalCases, relevance } from './lib/search-eval-cases';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const DATABASE_URL = flag('--database-url');
const PER_CELL = Number(flag('--per-cell') ?? 12);
const log = (text: string) => process.stdout.write(`${text}\n`);
const GOAL = 0.95;
const SHOWN = 6;

async function openCatalogue(): Promise<{ database: Database; done: () => Promise<void>; source: string }> {
  if (DATABASE_URL) {
    const database = await openPostgres(DATABASE_URL);
    return {
      database,
      done: () => database.close(),
      source: `PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}`,
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'montor-eval-'));
  const database = await openPglite({ dataDir: dir });
  await migrateDatabase('pglite', database.db);
  await seedDemoDataIfEmpty(database.db);
  return {
    database,
    done: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
    source: 'PGlite, demo catalogue',
  };
}

/**
 * Compound tails the products' names end in: a known part (the decompounder's word list) or a name word
 * that another name word ends with, three letters or more after its head.
 */
function compoundTails(products: readonly EvalProduct[]): Map<string, string> {
  const letters = [
    ...new Set(products.flatMap((p) => normaliseSearchText(`${p.name} ${p.brand ?? ''}`).split(' '))),
  ].filter((w) => /^[a-z]+$/.test(w));
  const tails = new Map<string, string>();
  for (const candidate of new Set([...COMPOUND_PARTS, ...letters])) {
    if (candidate.length < 5) continue;
    const compound = letters.find(
      (w) => w !== candidate && w.endsWith(candidate) && w.length - candidate.length >= 3,
    );
    if (compound) tails.set(candidate, compound);
  }
  return tails;
}

/** The products a suggestion lists for `pattern`: the exact number match first, then the six. */
async function suggested(db: Db, pattern: string, typos: boolean): Promise<number[]> {
  const index = await catalogueIndex(db);
  const plan = await planSearch(db, index, parseSearchQuery(pattern), { typos });
  const { ids } = suggestHits(index, index.products, hitQuery(plan, 'products'), SHOWN);
  const exact = plan.productCodes.find((c) => c.exact)?.id;
  return exact === undefined ? ids : [exact, ...ids.filter((id) => id !== exact)];
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`);
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

interface Outcome {
  c: EvalCase;
  before: number[];
  after: number[];
  hit6: boolean;
  hit1: boolean;
  hit6Before: boolean;
  ms: number;
}

function groupTable(title: string, outcomes: Outcome[], key: (o: Outcome) => string): string[] {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
  const lines = [
    `| ${title} | Queries | recall@6 without typo tolerance | recall@6 | recall@1 |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [name, os] of [...groups, ['**all**', outcomes] as const]) {
    const n = os.length;
    const count = (f: (o: Outcome) => boolean) => os.filter(f).length;
    lines.push(
      `| ${name} | ${n} | ${pct(
        count((o) => o.hit6Before),
        n,
      )} | ${pct(
        count((o) => o.hit6),
        n,
      )} | ${pct(
        count((o) => o.hit1),
        n,
      )} |`,
    );
  }
  return lines;
}

async function main() {
  const { database, done, source } = await openCatalogue();
  try {
    const db = database.db;
    const products = await queryRows<EvalProduct>(
      db,
      sql`select p.id, p.name, p.brand, c.name as category, p.article, p.rsk
          from catalogue_products p join catalogue_categories c on c.id = p.category_id
          where p.active order by p.id`,
    );
    const { words } = await catalogueStructure(db);
    const cases = evalCases(products, compoundTails(products), PER_CELL);
    const relevant = relevance(products);
    await catalogueIndex(db);
    // One round untimed: the first calls compile the code and build the lexicon.
    for (const c of cases.slice(0, 50)) await suggested(db, c.query, true);

    const outcomes: Outcome[] = [];
    const times: Record<'on' | 'off', number[]> = { on: [], off: [] };
    for (const c of cases) {
      let started = performance.now();
      const before = await suggested(db, c.query, false);
      times.off.push(performance.now() - started);
      started = performance.now();
      const after = await suggested(db, c.query, true);
      const ms = performance.now() - started;
      times.on.push(ms);
      const ok = (ids: number[]) => ids.some((id) => relevant(c, id));
      outcomes.push({
        c,
        before,
        after,
        hit6: ok(after),
        hit1: after.length > 0 && relevant(c, after[0]!),
        hit6Before: ok(before),
        ms,
      });
    }

    const intended = [...new Set(cases.map((c) => c.intended))];
    let same = 0;
    let sameSix = 0;
    const changed: string[] = [];
    for (const q of intended) {
      const [off, on] = [await suggested(db, q, false), await suggested(db, q, true)];
      if (off[0] === on[0]) same += 1;
      else changed.push(q);
      if (off.join() === on.join()) sameSix += 1;
    }

    (globalThis as { gc?: () => void }).gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const lexicon = buildTypoLexicon(words);
    const buildMs = performance.now() - started;
    (globalThis as { gc?: () => void }).gc?.();
    const lexiconBytes = process.memoryUsage().heapUsed - heapBefore;

    const all = outcomes.length;
    const recall = outcomes.filter((o) => o.hit6).length / all;
    const byKind = groupTable('Typo', outcomes, (o) => o.c.kind);
    const byShape = groupTable('Word', outcomes, (o) => o.c.shape);
    const worst = [...byKind, ...byShape]
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Typo') && !l.startsWith('| Word'))
      .map((l) => Number(l.split('|')[4]!.trim().replace(' %', '')))
      .filter((x) => Number.isFinite(x));
    log(`Catalogue: ${source}, ${products.length} active products, ${words.length} dictionary words.`);
    log(`Query set: ${all} queries (${intended.length} distinct intended queries), seed 20261125.\n`);
    log(byKind.join('\n'));
    log('');
    log(byShape.join('\n'));
    log('');
    log(
      `Goal recall@6 ≥ ${GOAL * 100} % overall and in every kind and word: ${recall >= GOAL && Math.min(...worst) >= GOAL * 100 ? 'met' : '**missed**'} (overall ${pct(recall * all, all)}, lowest group ${Math.min(...worst).toFixed(1)} %).`,
    );
    log(
      `Intended (typo-free) queries whose first hit is unchanged by typo tolerance: ${same} of ${intended.length}${changed.length > 0 ? ` (changed: ${changed.join(', ')})` : ''}; whole six unchanged: ${sameSix} of ${intended.length}.`,
    );
    log(
      `In the process (plan + six products, one at a time): without typo tolerance p50 ${quantile(times.off, 0.5).toFixed(2)} ms / p95 ${quantile(times.off, 0.95).toFixed(2)} ms; with p50 ${quantile(times.on, 0.5).toFixed(2)} ms / p95 ${quantile(times.on, 0.95).toFixed(2)} ms.`,
    );
    log(
      `Typo lexicon: ${lexicon.texts} words and compound parts (${lexicon.parts} parts shared by the dictionary's own words), ${lexicon.nodes} tree nodes, built in ${buildMs.toFixed(1)} ms, about ${(lexiconBytes / 1024).toFixed(0)} KiB${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for a measured size)'}.`,
    );
    if (args.includes('--slow')) {
      for (const o of [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
        log(`slow ${o.ms.toFixed(2)} ms [${o.c.kind} / ${o.c.shape}] "${o.c.query}"`);
      }
    }
    if (args.includes('--misses')) {
      for (const o of outcomes.filter((x) => !x.hit6)) {
        log(
          `miss [${o.c.kind} / ${o.c.shape}] "${o.c.query}" (meant "${o.c.intended}"): ${o.after.join(', ')}`,
        );
      }
    }
  } finally {
    await done();
  }
}

await main();
