/**
 * `npm run bench:time` (issue #19, decision 0048), on PostgreSQL, through the HTTP endpoints of a server
 * started as `npm start` runs it; written to the "Time on work orders" section of docs/benchmarks.md:
 *   - the time-log list (`timeLogsList`) for a firm with 100 000 entries, firm-wide and filtered: p95 ≤ 30 ms;
 *   - starting and stopping a timer (`startWorkOrderTimer`, `stopWorkOrderTimer`): p95 ≤ 15 ms each.
 *
 * It builds its own database (`montor_bench_time` on the server of DATABASE_URL, default the local
 * postgres): the schema, the demo data, 2 000 work orders and 100 000 time-log entries of the demo firm
 * inserted by SQL. Later runs reuse them; `--fresh` rebuilds.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { benchDatabaseUrl, benchServerUrl, prepareBenchDatabase, withBenchClient } from './lib/bench-db';
import { type Auth, login, ms, request, startServer, summarize } from './lib/bench-http';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_time';
const DEMO_FIRM_CODE = '100245';
const ORDERS = 2000;
const ENTRIES = 100_000;
const REQUESTS = 100;
const TIMER_ROUNDS = 200;
const LIST_TARGET_MS = 30;
const TIMER_TARGET_MS = 15;
const benchUrl = benchDatabaseUrl(BENCH_DB);

const withClient = <T>(run: (client: pg.Client) => Promise<T>) => withBenchClient(benchUrl, run);

/**
 * 2 000 work orders, and 100 000 stopped entries over two years spread over them and the firm's
 * employees: working days of 1–4 h rows from 07:00, one in ten ROT, one in twenty a comment.
 */
async function generate(client: pg.Client, firmId: string): Promise<void> {
  await client.query(
    `insert into documents (firm_id, doc_type, number, doc_date, mark, title, header, modified_at)
     select $1, 'WORK_ORDER', 5000000 + g, current_date - (g % 730), 'Arbetsorder ' || g,
       'Badrum och kök ' || (g % 97), '{}'::jsonb, now() - (g % 730) * interval '1 day'
     from generate_series(1, $2::int) g`,
    [firmId, ORDERS],
  );
  await client.query(
    `insert into time_log_entries (id, firm_id, work_order_id, employee_id, kind, started_at, ended_at, rot,
       code, name, unit, price_ore, purchase_price_ore, note)
     select gen_random_uuid(), $1, o.ids[1 + g % o.n], e.ids[1 + g % e.n],
       case when g % 20 = 0 then 'COMMENT' else 'TIMELOG' end, s.started,
       case when g % 20 = 0 then s.started else s.started + (60 + (g * 37) % 180) * interval '1 minute' end,
       g % 10 = 0, 'ARB1', 'Arbete montör, per timme', 'tim', 65000, 30000, 'Rad ' || g
     from generate_series(1, $2::int) g
     cross join (select array_agg(id order by id) as ids, count(*)::int as n from documents
                 where firm_id = $1 and doc_type = 'WORK_ORDER') o
     cross join (select array_agg(id order by id) as ids, count(*)::int as n from employees where firm_id = $1) e
     cross join lateral (select (current_date - (g % 730))::timestamptz + interval '6 hours'
       + (g % 4) * interval '2 hours' as started) s`,
    [firmId, ENTRIES],
  );
}

async function buildDatabase(fresh: boolean) {
  await prepareBenchDatabase({ name: BENCH_DB, fresh, log });
  return withClient(async (client) => {
    const firm = await client.query<{ id: string }>('select id from firms where code = $1', [DEMO_FIRM_CODE]);
    const firmId = firm.rows[0]!.id;
    const count = async () =>
      Number(
        (
          await client.query<{ n: string }>('select count(*) as n from time_log_entries where firm_id = $1', [
            firmId,
          ])
        ).rows[0]!.n,
      );
    if ((await count()) < ENTRIES * 0.9) {
      log(`Genererar ${ORDERS} arbetsordrar och ${ENTRIES} tidrader för demoföretaget …`);
      const started = performance.now();
      await generate(client, firmId);
      log(`… klart på ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    } else log('Tidraderna finns redan, återanvänds.');
    await client.query('vacuum analyze time_log_entries');
    await client.query('vacuum analyze documents');
    const picks = await client.query<{ order_id: string; employee_id: string }>(
      `select (select work_order_id from time_log_entries where firm_id = $1 group by 1 order by count(*) desc limit 1) as order_id,
              (select id from employees where firm_id = $1 order by display_name limit 1) as employee_id`,
      [firmId],
    );
    return { firmId, entries: await count(), ...picks.rows[0]! };
  });
}

function listCases(orderId: string, employeeId: string) {
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  return [
    { label: 'The whole firm, newest first', parameters: {} },
    { label: 'One employee', parameters: { employeeUids: [employeeId] } },
    { label: 'This month', parameters: { dateFrom: `${month}-01`, dateTo: now.toISOString().slice(0, 10) } },
    { label: 'One work order (its own log)', parameters: { workOrderUid: orderId } },
  ];
}

async function measureLists(base: URL, auth: Auth, orderId: string, employeeId: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results = [];
  for (const c of listCases(orderId, employeeId)) {
    const times: number[] = [];
    let totalCount = 0;
    for (let i = 0; i <= REQUESTS; i++) {
      const parameters = { ...c.parameters, offset: (i % 3) * 50, limit: 50 };
      const r = await request(agent, base, 'POST', '/doc/timeLogsList', auth, parameters);
      if (r.status !== 200) throw new Error(`Listan: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      totalCount = (r.body.result as { totalCount: number }).totalCount;
      if (i > 0) times.push(r.ms);
    }
    results.push({ label: c.label, totalCount, summary: summarize(times) });
  }
  agent.destroy();
  return results;
}

async function measureTimer(base: URL, auth: Auth, orderId: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const starts: number[] = [];
  const stops: number[] = [];
  for (let i = 0; i <= TIMER_ROUNDS; i++) {
    const timeLogUid = crypto.randomUUID();
    const started = await request(agent, base, 'POST', '/doc/startWorkOrderTimer', auth, {
      timeLogUid,
      workOrderUid: orderId,
    });
    if (started.status !== 200) throw new Error(`Start: ${started.status} ${JSON.stringify(started.body)}`);
    const stopped = await request(agent, base, 'POST', '/doc/stopWorkOrderTimer', auth, { timeLogUid });
    if (stopped.status !== 200) throw new Error(`Stopp: ${stopped.status} ${JSON.stringify(stopped.body)}`);
    if (i > 0) {
      starts.push(started.ms);
      stops.push(stopped.ms);
    }
  }
  agent.destroy();
  return { start: summarize(starts), stop: summarize(stops) };
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  log(`Databas ${BENCH_DB} (${fresh ? 'byggs om' : 'återanvänds om den finns'}) …`);
  const { entries, order_id: orderId, employee_id: employeeId } = await buildDatabase(fresh);
  const loadBefore = os.loadavg().map((x) => x.toFixed(1));
  const server = await startServer(benchUrl, 10);
  let failed = false;
  try {
    const auth = await login(new http.Agent({ keepAlive: true, maxSockets: 1 }), server.base);
    // A timer left running by an interrupted run would refuse the first start.
    await withClient((c) =>
      c.query('update time_log_entries set ended_at = started_at where ended_at is null'),
    );
    log(`Tidrapportlistan × ${REQUESTS} per fall …`);
    const lists = await measureLists(server.base, auth, orderId, employeeId);
    log(`Start och stopp av tidtagning × ${TIMER_ROUNDS} …`);
    const timer = await measureTimer(server.base, auth, orderId);
    const loadAfter = os.loadavg()[0]!.toFixed(1);
    const verdict = (p95: number, target: number) => (p95 <= target ? 'met' : '**missed**');
    failed =
      lists.some((l) => l.summary.p95 > LIST_TARGET_MS) ||
      timer.start.p95 > TIMER_TARGET_MS ||
      timer.stop.p95 > TIMER_TARGET_MS;
    const m = machineInfo();
    const body = [
      `Written by \`npm run bench:time\` (scripts/bench-time.ts) on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores,`,
      `${m.ramGiB} GiB RAM, ${m.os}, Node ${m.node}. PostgreSQL at \`${new URL(benchServerUrl).host}\` (stock settings),`,
      `database \`${BENCH_DB}\`; the server runs as \`npm start\` does, in its own process.`,
      '',
      `The demo firm has ${entries} time-log entries (one SQL statement in this script: two years of working`,
      `days over ${ORDERS} work orders and the firm's employees, one in ten ROT, one in twenty a comment).`,
      `Each list case: a page of 50 (offsets 0/50/100 in turn) with the filtered list's count (capped at`,
      `10 000, decision 0037; one order's log also sums its minutes), ${REQUESTS} requests after one warm-up, one connection. Target p95 ≤ ${LIST_TARGET_MS} ms.`,
      '',
      '| Time-log list | Matching | Requests | p50 | p95 | p99 | Verdict |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...lists.map(
        (l) =>
          `| ${l.label} | ${l.totalCount} | ${l.summary.count} | ${ms(l.summary.p50)} | ${ms(l.summary.p95)} | ${ms(l.summary.p99)} | ${verdict(l.summary.p95, LIST_TARGET_MS)} |`,
      ),
      '',
      `The timer: ${TIMER_ROUNDS} rounds of start then stop by one employee on one work order, after one`,
      `warm-up round. Target p95 ≤ ${TIMER_TARGET_MS} ms each.`,
      '',
      '| Call | Requests | p50 | p95 | p99 | Verdict |',
      '| --- | --- | --- | --- | --- | --- |',
      `| startWorkOrderTimer | ${timer.start.count} | ${ms(timer.start.p50)} | ${ms(timer.start.p95)} | ${ms(timer.start.p99)} | ${verdict(timer.start.p95, TIMER_TARGET_MS)} |`,
      `| stopWorkOrderTimer | ${timer.stop.count} | ${ms(timer.stop.p50)} | ${ms(timer.stop.p95)} | ${ms(timer.stop.p99)} | ${verdict(timer.stop.p95, TIMER_TARGET_MS)} |`,
      '',
      'How: the list reads `time_log_firm_started_idx` (firm, start descending) for its page; filters by',
      'employee use `time_log_firm_employee_started_idx`, a work order its own `time_log_work_order_idx`.',
      'The one-running-timer rule is a partial unique index (employee where no end): a start inserts and is',
      'refused by it, with its reads sent at once; a stop is one read and one update with `returning`.',
      '',
      `Load average (1/5/15 min) before: ${loadBefore.join(' / ')}; 1 min after: ${loadAfter}. Other work shares`,
      'this machine; it shows directly in these times.',
    ].join('\n');
    writeSection(path.join(root, 'docs/benchmarks.md'), '## Time on work orders', body);
    log(body);
  } finally {
    server.stop();
  }
  if (failed) {
    log('Ett mål missades.');
    process.exitCode = 1;
  }
}

await main();
