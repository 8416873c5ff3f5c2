/**
 * `npm run bench:hostile`: 50 unauthenticated 27 MB JSON bodies to POST /api/auth/login
 * over loopback (issue #24), against the app as it is (route limit 1 MB, refused before parsing) and
 * against the same route with the old 30 MB limit (read and parsed before any check). Prints wall time,
 * the process's memory before, at its peak and after, and the answers' statuses, into the "Hostile
 * bodies" section of docs/benchmarks.md.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';

const BODIES = 50;
const BODY_BYTES = 27 * 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const body = Buffer.from(
  JSON.stringify({ parameters: { employeeLogin: 'x'.repeat(BODY_BYTES), password: 'y' } }),
);

/** The old behaviour: every route read and parsed up to 30 MB before the router looked at the call. */
async function oldLimitApp(): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 30 * 1024 * 1024 });
  app.post('/api/auth/login', async (_request, reply) => reply.status(403).send({ result: null }));
  return app;
}

async function currentApp(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openPglite({});
  await migrateDatabase('pglite', database.db);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent' };
  const { app } = await createApp({ db: database.db, config });
  return { app, close: () => database.close() };
}

function post(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A server that answers before the body is sent closes the socket: that is the point, not a failure.
    request.on('error', () => resolve(-1));
    request.setTimeout(30_000, () => {
      request.destroy();
      resolve(-2);
    });
    request.end(body);
  });
}

async function measure(label: string, app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const statuses = new Map<number, number>();
  for (let i = 0; i < BODIES; i += 1) {
    const status = await post(port);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const after = process.memoryUsage().rss;
  await app.close();
  const answers = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  const row = `| ${label} | ${seconds.toFixed(2)} s | ${mb(before)} | ${mb(peak)} | ${mb(after)} | ${answers} |`;
  process.stdout.write(`${row}\n`);
  return row;
}

const loadBefore = os.loadavg()[0]!;
const current = await currentApp();
const now = await measure('Now: 1 MB route limit, refused before parsing', current.app);
await current.close();
const old = await measure('Before: 30 MB limit, read and parsed first', await oldLimitApp());
const m = machineInfo();
writeSection(
  path.resolve(import.meta.dirname, '../docs/benchmarks.md'),
  '## Hostile bodies',
  [
    `Written by \`npm run bench:hostile\` on ${m.date}. Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os},`,
    `Node ${m.node}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
    `${BODIES} unauthenticated ${mb(BODY_BYTES)} JSON bodies sent one after another to \`POST /api/auth/login\` over`,
    'loopback (issue #24). "Before" is the old 30 MB limit rebuilt in the script (a route that reads and parses',
    "the body before any check), not the old code itself. Memory is the process's resident set (RSS).",
    '',
    '| App | Time | RSS before | RSS peak | RSS after | Answers |',
    '| --- | --- | --- | --- | --- | --- |',
    now,
    old,
  ].join('\n'),
);
