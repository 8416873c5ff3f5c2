/**
 * What the document benchmarks share: the server started as `npm start` runs it (in its own process),
 * keep-alive requests with a logged-in session, and percentiles.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';

const root = path.resolve(import.meta.dirname, '../..');

export interface Auth {
  cookie: string;
  token: string;
}

export interface BenchResponse {
  status: number;
  body: { result: unknown };
  ms: number;
  cookie: string | null;
}

/** One keep-alive connection per agent: `n` agents are `n` browsers. */
export function request(
  agent: http.Agent,
  base: URL,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathAndQuery: string,
  auth: Auth | null,
  parameters?: unknown,
): Promise<BenchResponse> {
  const payload = parameters === undefined ? null : JSON.stringify({ parameters });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: `/api${pathAndQuery}`,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(auth ? { cookie: auth.cookie, [INSTANCE_TOKEN_HEADER]: auth.token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            ms: performance.now() - started,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export async function login(agent: http.Agent, base: URL, employeeLogin = 'demo-admin'): Promise<Auth> {
  const first = await request(agent, base, 'GET', '/auth/current', null);
  const visitor = {
    cookie: first.cookie!,
    token: (first.body.result as { instanceToken: string }).instanceToken,
  };
  const r = await request(agent, base, 'POST', '/auth/login', visitor, {
    employeeLogin,
    password: 'demo1234',
    durable: false,
  });
  if (r.status !== 200) throw new Error(`Inloggningen misslyckades: ${r.status}`);
  return { cookie: r.cookie!, token: (r.body.result as { instanceToken: string }).instanceToken };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const ms = (x: number) => `${x.toFixed(1)} ms`;

export function summarize(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    count: sorted.length,
  };
}

/**
 * The server as `npm start` runs it (without jobs; demo seeding only with `demoData`), in its own process.
 */
export async function startServer(
  databaseUrl: string,
  poolSize: number,
  options: { demoData?: boolean } = {},
): Promise<{ base: URL; stop: () => void }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const server = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  const quiet = {
    RUN_JOBS: 'false',
    DEMO_DATA: String(options.demoData ?? false),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
  };
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...server, ...quiet },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Servern avslutades (${code}) innan den var igång`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Montör är igång')) resolve();
    });
  });
  return { base: new URL(`http://127.0.0.1:${port}`), stop: () => child.kill('SIGTERM') };
}
