/**
 * `npm run bench:ordering`: the kiosk basket and sending it as an order (issue #7) on PostgreSQL, through
 * the HTTP endpoints of a server started as `npm start` runs it, written to the "Ordering" section of
 * docs/benchmarks.md.
 *   - basket add (`POST /kiosk/basket`, one pack more of a product, the basket of up to 20 lines answered
 *     with prices and stock): p95 ≤ 15 ms;
 *   - order send (`POST /kiosk/basket/send`: the basket of 5 lines becomes a customer order through the
 *     document engine and is sent to the provider's intake, in-process): p95 ≤ 50 ms;
 *   - basket check (`POST /kiosk/basket/check`), for reference.
 *
 * It builds its own database (`montor_bench_ordering`, on the server of DATABASE_URL, default the local
 * postgres) the first time and reuses it afterwards; `--fresh` rebuilds it.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows } from '../src/server/platform/db/database';
import { benchDatabaseUrl, benchServerUrl, prepareBenchDatabase } from './lib/bench-db';
import { type Auth, login, ms, request, startServer, summarize } from './lib/bench-http';
import { medianRun, spreadOf } from './lib/bench-runs';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_ordering';
const ADDS = 200;
const CHECKS = 100;
const SENDS = 60;
const BASKET_LINES = 20;
const ORDER_LINES = 5;
const TARGET = { add: 15, send: 50 };
const serverUrl = benchServerUrl;
const benchUrl = benchDatabaseUrl(BENCH_DB);

/** The demo data, with planner statistics as autovacuum leaves them after the seed's bulk load. */
async function buildDatabase(fresh: boolean): Promise<void> {
  await prepareBenchDatabase({
    name: BENCH_DB,
    fresh,
    log,
    prepare: (db) => db.execute(sql`vacuum analyze`).then(() => undefined),
  });
}

/** Active products in stock in the demo firm's warehouse (Lund): what a plumber puts in the basket. */
async function benchProducts(): Promise<number[]> {
  const database = await openPostgres(benchUrl);
  try {
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`select p.id from catalogue_products p
          join catalogue_stock s on s.product_id = p.id
          join warehouses w on w.id = s.warehouse_id and w.code = 'LUN'
          where p.active and s.balance > 100000 and p.gross_price_ore is not null
          order by p.id limit ${BASKET_LINES}`,
    );
    if (rows.length < BASKET_LINES) throw new Error('För få produkter i lager i Lund');
    return rows.map((r) => r.id);
  } finally {
    await database.close();
  }
}

type Agent = http.Agent;

async function post(agent: Agent, base: URL, auth: Auth, url: string, parameters: unknown) {
  const r = await request(agent, base, 'POST', url, auth, parameters);
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r;
}

const clear = (agent: Agent, base: URL, auth: Auth) =>
  post(agent, base, auth, '/kiosk/basket', { change: { action: 'CLEAR' } });
const addOne = (agent: Agent, base: URL, auth: Auth, productId: number) =>
  post(agent, base, auth, '/kiosk/basket', {
    change: { action: 'UPDATE', product: { productId }, mode: 'INCREMENT' },
  });

/** Adds one pack at a time, round the products: the basket grows to 20 lines and then quantities grow. */
async function measureAdds(agent: Agent, base: URL, auth: Auth, products: number[]) {
  await clear(agent, base, auth);
  const times: number[] = [];
  for (let i = 0; i <= ADDS; i++) {
    const r = await addOne(agent, base, auth, products[i % products.length]!);
    if (i > 0) times.push(r.ms);
  }
  return summarize(times);
}

async function measureChecks(agent: Agent, base: URL, auth: Auth) {
  const times: number[] = [];
  for (let i = 0; i <= CHECKS; i++) {
    const r = await post(agent, base, auth, '/kiosk/basket/check', {});
    if (i > 0) times.push(r.ms);
  }
  return summarize(times);
}

/** Each send: a basket of 5 lines filled (not timed), then sent as an order to be picked up in Lund. */
async function measureSends(agent: Agent, base: URL, auth: Auth, products: number[]) {
  const times: number[] = [];
  const numbers = new Set<number>();
  for (let i = 0; i <= SENDS; i++) {
    await clear(agent, base, auth);
    for (let k = 0; k < ORDER_LINES; k++)
      await addOne(agent, base, auth, products[(i + k) % products.length]!);
    const r = await post(agent, base, auth, '/kiosk/basket/send', {
      mark: `Prestandatest ${i}`,
      object: 'Stambyte, Storgatan 3',
      deliveryType: 'PICKUP',
      warehouseCode: 'LUN',
      providerMessage: 'Hämtas av montör',
    });
    const result = r.body.result as { sent: boolean; number: number | null; failureMessage: string | null };
    if (!result.sent || result.number === null) throw new Error(`Inte skickad: ${result.failureMessage}`);
    numbers.add(result.number);
    if (i > 0) times.push(r.ms);
  }
  if (numbers.size !== SENDS + 1) throw new Error('Två beställningar fick samma nummer');
  return summarize(times);
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  delete process.env.PROVIDER_INTAKE_URL;
  log(`Databas ${BENCH_DB} (${fresh ? 'byggs om' : 'återanvänds om den finns'}) …`);
  await buildDatabase(fresh).catch(async (error: Error) => {
    if (fresh) throw error;
    log(`Databasen kunde inte uppdateras (${error.message.split('\n')[0]}); den byggs om …`);
    await buildDatabase(true);
  });
  const products = await benchProducts();
  const loadBefore = os.loadavg()[0]!;
  const server = await startServer(benchUrl, 10);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const auth = await login(agent, server.base);
    // Three runs each; the median run is reported and every run's p95 listed, so the spread shows.
    type Summary = ReturnType<typeof summarize>;
    const adds: Summary[] = [];
    const checks: Summary[] = [];
    const sends: Summary[] = [];
    for (let run = 1; run <= 3; run++) {
      log(`Lägg i varukorgen × ${ADDS}, körning ${run}/3 …`);
      adds.push(await measureAdds(agent, server.base, auth, products));
      log(`Kontrollera varukorgen (${BASKET_LINES} rader) × ${CHECKS}, körning ${run}/3 …`);
      checks.push(await measureChecks(agent, server.base, auth));
      log(`Skicka beställning (${ORDER_LINES} rader) × ${SENDS}, körning ${run}/3 …`);
      sends.push(await measureSends(agent, server.base, auth, products));
    }
    await clear(agent, server.base, auth);
    agent.destroy();
    const [add, check, send] = [medianRun(adds), medianRun(checks), medianRun(sends)];
    const m = machineInfo();
    const load = `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;
    const verdict = (p95: number, target: number) => (p95 <= target ? 'met' : '**missed**');
    const row = (name: string, s: Summary, target: string, runs: Summary[]) =>
      `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${target} | ${spreadOf(runs)} |`;
    const body = [
      `Written by \`npm run bench:ordering\` on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM,`,
      `${m.os}, Node ${m.node}; load average ${load}. PostgreSQL at \`${new URL(serverUrl).host}\`, database`,
      `\`${BENCH_DB}\` (demo data). The server runs as \`npm start\` does, in its own process, pool of 10.`,
      'One connection, one request at a time (one person ordering), logged in as demo-admin (Rörfirman Demo AB,',
      'warehouse Lund).',
      '',
      `- **Basket add**: \`POST /api/kiosk/basket\`, one pack more of one of ${BASKET_LINES} products in stock; the answer is`,
      `  the whole basket (up to ${BASKET_LINES} lines) with the firm's prices, stock in Lund and replacements.`,
      `- **Basket check**: \`POST /api/kiosk/basket/check\` of the ${BASKET_LINES}-line basket.`,
      `- **Order send**: \`POST /api/kiosk/basket/send\` of a ${ORDER_LINES}-line basket, pickup in Lund: the customer order is`,
      '  created through the document engine (saveDocument), checked and sent by `sendCustomerOrder` (number,',
      '  send key, in-process provider intake, completion, sent stamp), and the basket emptied. Every answer was',
      '  checked: sent, and every order got its own number.',
      '',
      '| Call | Requests | p50 | p95 | p99 | Target p95 | The 3 runs |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('Basket add', add, `≤ ${TARGET.add} ms (${verdict(add.p95, TARGET.add)})`, adds),
      row('Basket check', check, '–', checks),
      row('Order send', send, `≤ ${TARGET.send} ms (${verdict(send.p95, TARGET.send)})`, sends),
      '',
      'The median of three runs is shown, with every run and the spread (the machine is shared with other work).',
      ...(Math.max(loadBefore, os.loadavg()[0]!) > m.cores
        ? [
            '',
            `**The machine was overloaded during this run** (load average above its ${m.cores} cores): the times`,
            'are mostly waiting for a CPU, not the calls themselves. Rerun on a quiet machine before judging the targets.',
          ]
        : []),
    ].join('\n');
    writeSection(path.join(root, 'docs/benchmarks.md'), '## Ordering (issue #7)', body);
    log(body);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
