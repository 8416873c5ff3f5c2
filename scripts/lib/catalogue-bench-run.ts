/**
 * Load runners for the catalogue benchmark: the endpoint over HTTP with autocannon against a server in
 * its own process, and the same use case in-process (its SQL without HTTP, session and JSON) with the
 * same number of concurrent callers.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export interface Measured {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  errors: number;
}

interface CannonInstance extends PromiseLike<{ non2xx: number; errors: number; duration: number }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Cannon = (options: Record<string, unknown>) => CannonInstance;
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function summarize(times: number[], seconds: number, errors = 0): Measured {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: sorted.length / seconds,
    errors,
  };
}

export interface Session {
  cookie: string;
  token: string;
}

/** A visitor's session: the catalogue calls are visitor calls; POSTs need the instance token. */
export async function visitorSession(base: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/current`);
  const { result } = (await response.json()) as { result: { instanceToken: string } };
  return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, token: result.instanceToken };
}

/** `connections` browsers calling `path` for `seconds`, each request with the next parameters in turn. */
export async function measureEndpoint(
  base: string,
  session: Session,
  options: {
    path: string;
    parameters: readonly object[];
    connections: number;
    seconds: number;
    /** Stop after this many requests (or `seconds`, whichever comes first). */
    amount?: number;
  },
): Promise<Measured> {
  let turn = 0;
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    requests: [
      {
        method: 'POST',
        path: options.path,
        headers: {
          'content-type': 'application/json',
          cookie: session.cookie,
          'x-instance-token': session.token,
        },
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify({ parameters: options.parameters[turn++ % options.parameters.length] }),
        }),
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
  });
  const result = await instance;
  return summarize(times, options.seconds, result.non2xx + result.errors);
}

/** The use case called in-process by `connections` concurrent callers for `seconds`. */
export async function measureDirect<P>(
  parameters: readonly P[],
  call: (p: P) => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<Measured> {
  let turn = 0;
  let errors = 0;
  const times: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const p = parameters[turn++ % parameters.length]!;
      const started = performance.now();
      try {
        await call(p);
        times.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return summarize(times, options.seconds, errors);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server as `npm start` runs it, without jobs and the web app, in its own process so that the load
 * generator does not share its event loop. Resolves once it prints its ready line.
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
): Promise<{ base: string; seconds: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      RUN_JOBS: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Servern avslutades (${code}) innan den var igång`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Montör är igång')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    seconds: (performance.now() - started) / 1000,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
