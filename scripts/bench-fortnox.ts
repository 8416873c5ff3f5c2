/**
 * `npm run bench:fortnox` (issue #18, decision 0047): 500 invoices exported to the Fortnox stub by two
 * app servers at once — two database pools and two clients of one firm, each exporting half — against
 * Fortnox's limit of 25 requests per 5 s per token. Measured: the time, the most requests the stub saw
 * in any 5 s, the 429 answers and that every one was waited out and sent again, and that the stub
 * found every request valid against Fortnox's OpenAPI description. Needs the benchmarks' PostgreSQL.
 */
import path from 'node:path';
import { INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { runExport } from '../src/server/features/fortnox/export/export.usecases';
import {
  authorizationUrl,
  exchangeCode,
  FortnoxApi,
  sealTokens,
} from '../src/server/features/fortnox/fortnox.client';
import { insertAuthState, saveConnection } from '../src/server/features/fortnox/fortnox.repository';
import { openPostgres, queryRows } from '../src/server/platform/db/database';
import { systemClock } from '../src/server/platform/http/context';
import { giveConsent, startFortnoxStub } from '../src/server/testing/fortnox-stub';
import { benchDatabaseUrl, prepareBenchDatabase } from './lib/bench-db';
import { ms } from './lib/bench-http';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const root = path.resolve(import.meta.dirname, '..');
const log = (text: string) => process.stdout.write(`${text}\n`);
const BENCH_DB = 'montor_bench_fortnox';
const INVOICES = 500;
const LIMIT = 25;
const WINDOW_MS = 5000;

await prepareBenchDatabase({ name: BENCH_DB, fresh: true, log });
const stub = await startFortnoxStub();
const url = benchDatabaseUrl(BENCH_DB);
const [serverA, serverB] = [await openPostgres(url), await openPostgres(url)];
const config = {
  ...loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' }),
  webDistDir: '/nonexistent',
  fortnox: stub.config,
};
const montor = await createApp({ db: serverA.db, config });

/** One call as the browser makes it, on the in-process app. */
async function call(cookie: string, token: string, pathName: string, parameters: unknown) {
  const answer = await montor.app.inject({
    method: 'POST',
    url: `/api${pathName}`,
    headers: { cookie, [INSTANCE_TOKEN_HEADER]: token },
    payload: { parameters },
  });
  if (answer.statusCode !== 200) throw new Error(`${pathName}: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { result: Record<string, unknown> }).result;
}

async function signIn() {
  const first = await montor.app.inject({ method: 'GET', url: '/api/auth/current' });
  const visitorCookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const visitorToken = (first.json() as { result: { instanceToken: string } }).result.instanceToken;
  const answer = await montor.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: visitorCookie, [INSTANCE_TOKEN_HEADER]: visitorToken },
    payload: { parameters: { employeeLogin: 'demo-admin', password: 'demo1234', durable: false } },
  });
  const cookie = answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const result = answer.json() as {
    result: { instanceToken: string; session: { customerUid: string; employeeUid: string } };
  };
  return { cookie, token: result.result.instanceToken, ...result.result.session };
}

const me = await signIn();
const firmId = me.customerUid;

// The firm's connection, as the activation makes it: a state, the consent, the code for tokens.
const state = `bench-${Date.now()}`;
await insertAuthState(serverA.db, {
  state,
  firmId,
  employeeId: me.employeeUid,
  expiresAt: new Date(Date.now() + 600_000),
});
const { code } = await giveConsent(authorizationUrl(stub.config, state));
const tokens = (await exchangeCode(stub.config, code, new Date()))!;
await saveConnection(serverA.db, {
  firmId,
  employeeId: me.employeeUid,
  tokens: sealTokens(stub.config, tokens),
  now: new Date(),
});

// One client and one completed invoice through the API, then 499 copies of the invoice with their own numbers.
const client = await call(me.cookie, me.token, '/profile/customerClient', {
  data: {
    code: 'FNX-BENCH',
    name: 'Bänkkund AB',
    paymentDelay: 30,
    address: { street: 'Bänkvägen 1', postalCode: '22466', city: 'Lund' },
  },
});
const line = (description: string, quantity: number, priceOre: number) => ({
  uid: crypto.randomUUID(),
  type: 'NOMENCLATURE',
  nomenclatureItemType: 'FREE',
  code: 'FRI-1',
  description,
  quantity,
  unit: 'st',
  priceOre,
});
const draft = await call(me.cookie, me.token, '/doc/invoice', {
  newVersion: 0,
  data: {
    docDate: '2026-11-25',
    mark: 'Fortnox-bänk',
    clientUid: client.uid,
    clientAddress: { streetAddress: 'Bänkvägen 1', zipCode: '224 66', city: 'Lund' },
    items: [line('Kopplingsledning 300 mm', 4000, 12_500), line('Arbete', 2000, 65_000)],
  },
});
await call(me.cookie, me.token, '/doc/complete', {
  docType: 'INVOICE',
  docUid: draft.uid,
  newVersion: draft.version,
});
// One statement, so it runs on one connection of the pool: each copy is the row with a new id and number.
await serverA.db.execute(sql`
  insert into documents
  select (jsonb_populate_record(null::documents,
            to_jsonb(d) || jsonb_build_object('id', gen_random_uuid(), 'number', d.number + g))).*
    from documents d cross join generate_series(1, ${INVOICES - 1}) g
   where d.id = ${String(draft.uid)}`);
const uids = (
  await queryRows<{ id: string }>(
    serverA.db,
    sql`select id from documents where firm_id = ${firmId} and doc_type = 'INVOICE' and completed order by number`,
  )
).map((r) => r.id);

// The client goes first (both halves' invoices need it), then each server exports its half at once.
const apiA = new FortnoxApi({ db: serverA.db, clock: systemClock, config }, firmId);
const apiB = new FortnoxApi({ db: serverB.db, clock: systemClock, config }, firmId);
const request = (part: string[]) => ({
  firmId,
  employeeId: me.employeeUid,
  kind: 'INVOICE' as const,
  uids: part,
  alreadyExported: 'SKIP' as const,
});
await runExport({ db: serverA.db, clock: systemClock }, apiA, {
  ...request([]),
  kind: 'CLIENT',
  uids: [String(client.uid)],
});
const logStart = stub.state.log.length;
const started = performance.now();
const half = Math.ceil(uids.length / 2);
const [a, b] = await Promise.all([
  runExport({ db: serverA.db, clock: systemClock }, apiA, request(uids.slice(0, half))),
  runExport({ db: serverB.db, clock: systemClock }, apiB, request(uids.slice(half))),
]);
const elapsed = performance.now() - started;

const arrivals = stub.state.log.slice(logStart).map((e) => e.at);
let busiest = 0;
for (let i = 0, j = 0; i < arrivals.length; i++) {
  while (arrivals[i]! - arrivals[j]! >= WINDOW_MS) j++;
  busiest = Math.max(busiest, i - j + 1);
}
const exported = a.successfullyExportedDocuments.length + b.successfullyExportedDocuments.length;
const failed = [...a.failedDocuments, ...b.failedDocuments];
const retried = apiA.retried429 + apiB.retried429;
const company = stub.state.companies.at(-1)!;
const machine = machineInfo();
const floorSeconds = ((INVOICES / LIMIT) * WINDOW_MS) / 1000;
const checks = {
  everyInvoice: exported === INVOICES && failed.length === 0 && company.invoices.size === INVOICES,
  withinLimit: busiest <= LIMIT,
  noUnretried429: retried === stub.state.counts.tooMany,
  valid: stub.state.counts.invalid === 0,
};
const ok = Object.values(checks).every(Boolean);

const lines = [
  `Fortnox-export, ${INVOICES} fakturor, två appservrar (två databaspooler) mot stubben, gräns ${LIMIT} anrop / 5 s`,
  `  maskin: ${machine.cpu}, ${machine.cores} kärnor, Node ${machine.node}, last ${machine.load}`,
  `  tid ${ms(elapsed)} (golv ${floorSeconds} s vid ${LIMIT} anrop per 5 s), ${arrivals.length} anrop`,
  `  flest anrop i något 5-sekundersfönster hos stubben: ${busiest} (gräns ${LIMIT})`,
  `  429-svar: ${stub.state.counts.tooMany}, väntade ut och skickade igen: ${retried}`,
  `  exporterade ${exported}, misslyckade ${failed.length}, i stubbens företag ${company.invoices.size}`,
  `  ogiltiga anrop enligt OpenAPI-beskrivningen: ${stub.state.counts.invalid}`,
  `  resultat: ${ok ? 'OK' : `FEL ${JSON.stringify(checks)}`}`,
];
for (const text of lines) log(text);

writeSection(
  path.join(root, 'docs/benchmarks.md'),
  '## Fortnox export (`npm run bench:fortnox`)',
  `Issue #18, decision 0047. ${INVOICES} completed invoices (two lines each) exported to the Fortnox stub by two
app servers at once (two PostgreSQL pools, two clients of the same firm, half each), the stub enforcing
Fortnox's ${LIMIT} requests per 5 s per token and checking every body against Fortnox's OpenAPI file.
Target: within the limit, no 429 left unretried, every invoice in Fortnox.

| Measure | Value |
|---|---|
| Time | ${ms(elapsed)} (the limit alone makes it at least ${floorSeconds} s) |
| Requests | ${arrivals.length} |
| Most requests in any 5 s at the stub | ${busiest} (limit ${LIMIT}) |
| 429 answers / waited out and sent again | ${stub.state.counts.tooMany} / ${retried} |
| Exported / failed / in the stub's company | ${exported} / ${failed.length} / ${company.invoices.size} |
| Requests invalid against the OpenAPI file | ${stub.state.counts.invalid} |
| Result | ${ok ? 'OK' : 'FAILED'} |

Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.load}.`,
);

await montor.app.close();
await Promise.all([serverA.close(), serverB.close(), stub.close()]);
if (!ok) process.exitCode = 1;
