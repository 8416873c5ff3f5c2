/**
 * `npm run bench:documents` (second part): lists, folders and archive at scale (issue #6), through the
 * HTTP endpoints of a server started as `npm start` runs it, written to the "Documents at scale" section
 * of docs/benchmarks.md.
 *   - a list page with search text and a period for the busiest firm (50 000 documents): p95 ≤ 30 ms;
 *   - folder counters (`GET /folders/list`): p95 ≤ 20 ms;
 *   - archiving 5 000 documents in one bulk call (`/folders/docArchive`): ≤ 5 s.
 *
 * It builds its own database (`montor_bench_scale`, on the server of DATABASE_URL, default the local
 * postgres): the schema, the demo data and 1 000 000 generated documents over 500 firms
 * (scripts/lib/bench-scale-data.ts). The first run takes several minutes; later runs reuse it; `--fresh`
 * rebuilds it.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatDate } from '@shared/domain/format';
import pg from 'pg';
import { countDocumentsByFolder, listDocuments } from '../src/server/features/documents';
import { openPostgres } from '../src/server/platform/db/database';
import { benchDatabaseUrl, benchServerUrl, prepareBenchDatabase } from './lib/bench-db';
import { type Auth, login, ms, request, startServer, summarize } from './lib/bench-http';
import {
  BUSIEST_DOCUMENTS,
  DEMO_FIRM_CODE,
  FIRMS,
  generateScaleData,
  TOTAL_DOCUMENTS,
} from './lib/bench-scale-data';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_scale';
const POOL = 10;
const LIST_REQUESTS = 200;
const COUNTER_REQUESTS = 100;
const ARCHIVE_SIZE = 5000;
const ARCHIVE_RUNS = 3;
const TARGET = { list: 30, counters: 20, archiveSeconds: 5 };
const serverUrl = benchServerUrl;
const benchUrl = benchDatabaseUrl(BENCH_DB);

async function buildDatabase(fresh: boolean): Promise<void> {
  await prepareBenchDatabase({ name: BENCH_DB, fresh, log });
  log(`Genererar ${TOTAL_DOCUMENTS} dokument över ${FIRMS} företag om de saknas …`);
  if (!(await generateScaleData(benchUrl, log))) log('Data finns redan, återanvänds.');
}

/** Searches a user types (a client's surname, a kind of job, an address) over the periods users pick. */
function listRequests(today: string) {
  const year = today.slice(0, 4);
  const halfYearAgo = formatDate(new Date(Date.now() - 182 * 86_400_000));
  const searches = ['badrum', 'sjöberg', 'storgatan 1', 'värmepump', 'brf eken', 'golvvärme'];
  const periods: { periodType: string; dateFrom?: string; dateTo?: string }[] = [
    { periodType: 'THIS_YEAR' },
    { periodType: 'OPTIONAL', dateFrom: halfYearAgo, dateTo: today },
    { periodType: 'OPTIONAL', dateFrom: `${year}-01-01`, dateTo: today },
  ];
  return Array.from({ length: LIST_REQUESTS }, (_, i) => ({
    searchPattern: searches[i % searches.length]!,
    ...periods[i % periods.length],
    offset: 0,
    limit: 20,
  }));
}

/**
 * Where the time goes, in this process against the same database (no HTTP, JSON or session check): the
 * list's page and count statements, and the folder counters' statement.
 */
async function measureQueries(firmId: string, lists: ReturnType<typeof listRequests>, today: string) {
  const database = await openPostgres(benchUrl);
  const year = today.slice(0, 4);
  const page: number[] = [];
  const counters: number[] = [];
  try {
    for (let i = 0; i <= 100; i++) {
      const r = lists[i % lists.length]!;
      let started = performance.now();
      await listDocuments(database.db, {
        firmId,
        docType: 'OFFER',
        employeeId: firmId,
        search: r.searchPattern ?? '',
        searchByClientCode: false,
        completed: null,
        dateFrom: r.dateFrom ?? `${year}-01-01`,
        dateTo: r.dateTo ?? `${year}-12-31`,
        sortBy: 'modifiedAt',
        sortDesc: true,
        offset: 0,
        limit: 20,
        folderId: null,
        withSubfolders: false,
        specialFolder: null,
        clientId: null,
        sent: null,
        readState: null,
        unixType: null,
        onlyAssigned: false,
        employeeIds: [],
        withoutInvoiceRelations: false,
      });
      if (i > 0) page.push(performance.now() - started);
      started = performance.now();
      await countDocumentsByFolder(database.db, firmId, 'OFFER');
      if (i > 0) counters.push(performance.now() - started);
    }
  } finally {
    await database.close();
  }
  return { list: summarize(page), counters: summarize(counters) };
}

type Outcome = ReturnType<typeof summarize> | { error: string };

async function measure(
  send: (i: number) => Promise<{ status: number; ms: number; body: unknown }>,
  count: number,
): Promise<Outcome & { sample?: unknown }> {
  const times: number[] = [];
  let sample: unknown;
  for (let i = 0; i <= count; i++) {
    const r = await send(i);
    if (r.status !== 200) return { error: `HTTP ${r.status}: ${JSON.stringify(r.body).slice(0, 200)}` };
    if (i === 1) sample = r.body;
    // The first request warms the caches and is not counted.
    if (i > 0) times.push(r.ms);
  }
  return { ...summarize(times), sample };
}

async function measureArchive(agent: http.Agent, base: URL, auth: Auth, firmId: string) {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const runs: { seconds: number; count: number; restoreSeconds: number }[] = [];
  try {
    for (let run = 0; run < ARCHIVE_RUNS; run++) {
      const { rows } = await client.query<{ id: string }>(
        `select id from documents where firm_id = $1 and doc_type = 'OFFER' and not archived and not deleted
         order by md5(id::text || $3) limit $2`,
        [firmId, ARCHIVE_SIZE, run],
      );
      const docUids = rows.map((r) => r.id);
      if (docUids.length !== ARCHIVE_SIZE)
        throw new Error(`Bara ${docUids.length} aktiva offerter att arkivera`);
      const parameters = { docType: 'OFFER', docUids };
      const archived = await request(agent, base, 'POST', '/folders/docArchive', auth, parameters);
      if (archived.status !== 200) {
        return { error: `HTTP ${archived.status}: ${JSON.stringify(archived.body).slice(0, 200)}` };
      }
      // Put them back, so every run (and the next benchmark) finds the same data.
      const restored = await request(agent, base, 'POST', '/folders/docUnarchive', auth, parameters);
      if (restored.status !== 200) throw new Error(`Återställningen misslyckades: ${restored.status}`);
      const count = (archived.body.result as { count: number }).count;
      if (count !== docUids.length) throw new Error(`Arkiveringen svarade ${count}, inte ${docUids.length}`);
      runs.push({ seconds: archived.ms / 1000, count, restoreSeconds: restored.ms / 1000 });
    }
  } finally {
    await client.end();
  }
  return { runs };
}

async function firmFacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select f.id, count(d.*)::int as documents,
              count(*) filter (where d.doc_type = 'OFFER')::int as offers,
              (select count(*)::int from documents) as total,
              (select count(*)::int from firms) as firms,
              (select pg_size_pretty(pg_total_relation_size('documents'))) as size
       from firms f join documents d on d.firm_id = f.id where f.code = $1 group by f.id`,
      [DEMO_FIRM_CODE],
    );
    return rows[0] as {
      id: string;
      documents: number;
      offers: number;
      total: number;
      firms: number;
      size: string;
    };
  } finally {
    await client.end();
  }
}

const row = (label: string, outcome: Outcome, target: number) =>
  'error' in outcome
    ? `| ${label} | – | – | – | – | p95 ≤ ${target} ms | **not measured**: ${outcome.error} |`
    : `| ${label} | ${outcome.count} | ${ms(outcome.p50)} | ${ms(outcome.p95)} | ${ms(outcome.p99)} | p95 ≤ ${target} ms | ${outcome.p95 <= target ? 'met' : '**missed**'} |`;

async function main() {
  const fresh = process.argv.includes('--fresh');
  log(`Databas ${BENCH_DB} (${fresh ? 'byggs om' : 'återanvänds om den finns'}) …`);
  await buildDatabase(fresh);
  const facts = await firmFacts(benchUrl);
  // What autovacuum does after a bulk change (generation, or the previous run's archiving): planner
  // statistics and the visibility map the lists' index-only scans rely on.
  const vacuum = new pg.Client({ connectionString: benchUrl });
  await vacuum.connect();
  await vacuum.query('vacuum analyze documents');
  await vacuum.end();
  const loadBefore = os.loadavg().map((x) => x.toFixed(1));
  const server = await startServer(benchUrl, POOL);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const auth = await login(agent, server.base);
    const today = formatDate(new Date());
    const lists = listRequests(today);
    log(`Lista med sökning och period × ${LIST_REQUESTS} …`);
    const list = await measure(
      (i) => request(agent, server.base, 'POST', '/doc/offers', auth, lists[i % lists.length]),
      LIST_REQUESTS,
    );
    log(`Mappräknare × ${COUNTER_REQUESTS} …`);
    const kinds = ['OFFER', 'WORK_ORDER', 'INVOICE'];
    const counters = await measure(
      (i) => request(agent, server.base, 'GET', `/folders/list?docType=${kinds[i % 3]}`, auth),
      COUNTER_REQUESTS,
    );
    // Before the archiving, which leaves the visibility map of the rows it touched to autovacuum.
    log('Databasdelen i processen …');
    const parts = await measureQueries(facts.id, lists, today);
    log(`Arkivera ${ARCHIVE_SIZE} dokument i ett anrop × ${ARCHIVE_RUNS} …`);
    const archive = await measureArchive(agent, server.base, auth, facts.id);
    agent.destroy();
    const loadAfter = os.loadavg()[0]!.toFixed(1);
    const m = machineInfo();
    const hits = 'sample' in list ? (list.sample as { result: { totalCount: number } }).result.totalCount : 0;
    const archiveLine =
      'error' in archive
        ? `| Archive ${ARCHIVE_SIZE} offers in one call | – | – | – | – | ≤ ${TARGET.archiveSeconds} s | **not measured**: ${archive.error} |`
        : (() => {
            const worst = Math.max(...archive.runs.map((r) => r.seconds));
            const all = archive.runs.map((r) => `${r.seconds.toFixed(2)} s`).join(' / ');
            return `| Archive ${ARCHIVE_SIZE} offers in one call (${ARCHIVE_RUNS} runs: ${all}; unarchive ${archive.runs.map((r) => `${r.restoreSeconds.toFixed(2)} s`).join(' / ')}) | ${archive.runs.length} | – | – | ${worst.toFixed(2)} s (worst) | ≤ ${TARGET.archiveSeconds} s | ${worst <= TARGET.archiveSeconds ? 'met' : '**missed**'} |`;
          })();
    const body = [
      `Written by \`npm run bench:documents\` (scripts/bench-documents-scale.ts) on ${m.date}. Machine: ${m.cpu},`,
      `${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}, Node ${m.node}. PostgreSQL at \`${new URL(serverUrl).host}\``,
      `(stock settings: shared_buffers 128 MB), database \`${BENCH_DB}\`: ${facts.total} documents over ${facts.firms} firms`,
      `(table with indexes ${facts.size}); the busiest firm (demo firm ${DEMO_FIRM_CODE}, demo-admin) has ${facts.documents} documents,`,
      `${facts.offers} of them offers; generated by scripts/lib/bench-scale-data.ts (${BUSIEST_DOCUMENTS} for the busiest, a long`,
      'tail for the rest, ~20 months of dates, 30 % archived, 2 % in the trash, ~10 folders per firm; generating',
      'it took 128–153 s here at load 10–15, and later runs reuse it). The server',
      `runs as \`npm start\` does, in its own process, pool of ${POOL}; one connection, one request at a time.`,
      '',
      `List: \`POST /api/doc/offers\`, page of 20 sorted by modified date, with search text (${['badrum', 'sjöberg', 'storgatan 1', 'värmepump', 'brf eken', 'golvvärme'].join(', ')})`,
      `and a period (THIS_YEAR, OPTIONAL last six months, OPTIONAL this year), rotating; e.g. the first matched ${hits} offers.`,
      'Folder counters: `GET /api/folders/list` for offers, work orders and invoices, rotating. Archive: one',
      `\`POST /api/folders/docArchive\` with ${ARCHIVE_SIZE} offer uids, a different random sample of the active offers each run (each`,
      'run is then unarchived again).',
      '',
      '| Measurement | Requests | p50 | p95 | p99 | Target | Verdict |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('List page, search text + period, busiest firm', list, TARGET.list),
      row('Folder counters', counters, TARGET.counters),
      archiveLine,
      '',
      'How the lists stay fast (issue #6): migration 0012 adds `documents_firm_type_list_idx` on (firm,',
      'kind, deleted, archived, modified desc, id desc) including date, folder, completed and the search text;',
      '0013 extends the folder index with archived and deleted for the folder counters. A page',
      'first takes its 20 ids from that index alone (an index-only scan in list order that stops at the 20th',
      'match; `listDocuments` in documentLists.repository.ts), then reads only those rows; the total count and',
      "the folder counters are index-only scans over the firm's documents of the kind (15 000 offers for the",
      'busiest firm) instead of a table visit per document. A trigram GIN index on the search text was tried',
      "and not kept: for a common word ('badrum' is in ~19 % of all rows) its bitmap covers ~190 000 rows of",
      "every firm, 97 ms against 36 ms for filtering the firm's own rows (EXPLAIN ANALYZE, same database). The",
      'counters and count read the visibility map, so they slow down right after a bulk change until autovacuum',
      'has passed (the benchmark vacuums first, as autovacuum does after the generation).',
      '',
      `Where the time goes (in the benchmark's process, 100 rounds, no HTTP): the list's page and count statements`,
      `(\`listDocuments\`) ${ms(parts.list.p50)} p50 / ${ms(parts.list.p95)} p95; the folder counters' statement (\`countDocumentsByFolder\`, offers)`,
      `${ms(parts.counters.p50)} p50 / ${ms(parts.counters.p95)} p95. The rest of a request is Fastify, the session look-up, zod and JSON.`,
      '',
      `Load average (1/5/15 min) before: ${loadBefore.join(' / ')}; 1 min after: ${loadAfter}. Other helpers' work`,
      'shares this 2-core machine; it shows directly in these times.',
    ].join('\n');
    writeSection(path.join(root, 'docs/benchmarks.md'), '## Documents at scale', body);
    log(body);
  } finally {
    server.stop();
  }
}

await main();
