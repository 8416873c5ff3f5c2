/**
 * `npm run bench:stock`: Montör on a PostgreSQL as a newcomer has it (issue #24). The server's settings are
 * left as installed (JIT on, default costs), the database is created the way `npm start` leaves it (migrated
 * and seeded by the server itself, no manual ANALYZE), and then measured again after `vacuum analyze` (the
 * tuned case the other benchmarks use):
 *   - one person saving a one-line offer, one request at a time: p50/p95 per save;
 *   - 50 people each saving their own one-line offer at once for 10 s over the default pool of 10.
 * Written to the "Stock PostgreSQL" section of docs/benchmarks.md. The database `montor_bench_stock` is
 * rebuilt on every run: a fresh one is the point.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type DocumentItemData, documentHeaderSchema } from '@shared/api/documents';
import { formatDate } from '@shared/domain/format';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { catalogueProducts } from '../src/server/features/catalogue';
import { catalogueLine, loadPricingFacts } from '../src/server/features/documents';
import { openPostgres, queryRows } from '../src/server/platform/db/database';
import { benchDatabaseUrl, benchServerUrl } from './lib/bench-db';
import { type Auth, login, ms, request, startServer, summarize } from './lib/bench-http';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_stock';
const FIRM_CODE = '100245';
const SAVES = 30;
const USERS = 50;
const LOAD_SECONDS = 10;
/** As `npm start` has it: DATABASE_POOL_SIZE unset. */
const POOL = 10;
const benchUrl = benchDatabaseUrl(BENCH_DB);

type Doc = { uid: string; version: number; items: DocumentItemData[]; header: Record<string, unknown> };

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
}

/** The server's own settings, read on a plain connection (not the app's), so the report says what it met. */
async function serverSettings(): Promise<string> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('jit', 'jit_above_cost', 'random_page_cost', 'shared_buffers') order by name`,
    );
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]!
      .server_version;
    return `PostgreSQL ${version}; ${rows.map((r) => `${r.name} = ${r.setting}`).join(', ')}`;
  } finally {
    await client.end();
  }
}

/** One catalogue article priced for the firm, as the line search makes the line. */
async function oneLine(): Promise<DocumentItemData> {
  const database = await openPostgres(benchUrl);
  try {
    const db = database.db;
    const [firm] = await queryRows<{ id: string }>(db, sql`select id from firms where code = ${FIRM_CODE}`);
    const [product] = await db
      .select({ article: catalogueProducts.article })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.active, true))
      .orderBy(asc(catalogueProducts.article))
      .limit(1);
    const { facts } = await loadPricingFacts({
      db,
      firmId: firm!.id,
      clientId: null,
      today: formatDate(new Date()),
      articles: [product!.article],
      ownArticleUids: [],
    });
    return {
      ...catalogueLine(crypto.randomUUID(), facts.products.get(product!.article)!, facts),
      quantity: 1000,
    };
  } finally {
    await database.close();
  }
}

async function createOffer(agent: http.Agent, base: URL, auth: Auth, line: DocumentItemData): Promise<Doc> {
  const header = documentHeaderSchema.parse({ docDate: formatDate(new Date()), mark: 'Badrum, Storgatan 4' });
  const r = await request(agent, base, 'POST', '/doc/offer', auth, {
    newVersion: 0,
    data: { ...header, items: [line] },
  });
  if (r.status !== 200)
    throw new Error(`Offerten kunde inte skapas: ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.result as Doc;
}

async function save(agent: http.Agent, base: URL, auth: Auth, doc: Doc, n: number) {
  const items = doc.items.map((item) => ({ ...item, quantity: 1000 + (n % 9) * 1000 }));
  return request(agent, base, 'POST', '/doc/offer', auth, {
    docUid: doc.uid,
    newVersion: doc.version,
    data: { ...doc.header, items },
  });
}

async function onePerson(base: URL, line: DocumentItemData) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const auth = await login(agent, base);
  let doc = await createOffer(agent, base, auth, line);
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const r = await save(agent, base, auth, doc, i);
    if (r.status !== 200) throw new Error(`Sparandet misslyckades: ${r.status}`);
    doc = r.body.result as Doc;
    times.push(r.ms);
  }
  agent.destroy();
  return summarize(times);
}

async function manyPeople(base: URL, line: DocumentItemData) {
  const people = await Promise.all(
    Array.from({ length: USERS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const auth = await login(agent, base);
      return { agent, auth, doc: await createOffer(agent, base, auth, line) };
    }),
  );
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    people.map(async (person, k) => {
      for (let n = k; performance.now() < until; n++) {
        const r = await save(person.agent, base, person.auth, person.doc, n);
        times.push(r.ms);
        if (r.status === 200) person.doc = r.body.result as Doc;
        else errors++;
      }
      person.agent.destroy();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(times), perSecond: times.length / seconds, errors };
}

async function measure(label: string, line: DocumentItemData) {
  const server = await startServer(benchUrl, POOL, { demoData: false });
  try {
    log(`${label}: en person sparar × ${SAVES} …`);
    const single = await onePerson(server.base, line);
    log(`${label}: ${USERS} personer sparar samtidigt i ${LOAD_SECONDS} s …`);
    const crowd = await manyPeople(server.base, line);
    return { single, crowd };
  } finally {
    server.stop();
  }
}

async function main() {
  log(`Databasen ${BENCH_DB} skapas på nytt; servern migrerar och lägger in demodata som vid npm start …`);
  await recreateDatabase();
  const seeding = await startServer(benchUrl, POOL, { demoData: true });
  seeding.stop();
  const settings = await serverSettings();
  const line = await oneLine();
  const loadBefore = os.loadavg()[0]!;
  const stock = await measure('Ny databas', line);
  log('vacuum analyze …');
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
  const tuned = await measure('Efter vacuum analyze', line);
  const m = machineInfo();
  const row = (name: string, r: typeof stock) => [
    `| ${name}: one person, ${SAVES} saves | ${r.single.count} | ${ms(r.single.p50)} | ${ms(r.single.p95)} | – | – |`,
    `| ${name}: ${USERS} people at once, ${LOAD_SECONDS} s | ${r.crowd.count} | ${ms(r.crowd.p50)} | ${ms(r.crowd.p95)} | ${r.crowd.perSecond.toFixed(1)} | ${r.crowd.errors} |`,
  ];
  const body = [
    `Written by \`npm run bench:stock\` on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM,`,
    `${m.os}, Node ${m.node}. ${settings} — the server as installed, nothing tuned.`,
    `The database \`${BENCH_DB}\` is created empty and the server migrates and seeds it itself, as \`npm start\``,
    'leaves a newcomer\'s database ("fresh"); then `vacuum analyze` runs and the same is measured again ("analysed").',
    `The server runs as \`npm start\` does, in its own process, with the default pool of ${POOL}. A save is`,
    '`POST /api/doc/offer` of a one-line offer (one catalogue article) with its quantity changed.',
    '',
    '| Measurement | Requests | p50 | p95 | Requests/s | Errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...row('Fresh', stock),
    ...row('Analysed', tuned),
    '',
    `Load average (1 min): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
  ].join('\n');
  writeSection(path.join(root, 'docs/benchmarks.md'), '## Stock PostgreSQL', body);
  log(body);
}

await main();
