import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const READY = 'Montör är igång på http://localhost:';
const BUILDING = 'Bygger webbappen';

export interface StartTiming {
  /** From spawning `npx tsx scripts/start.ts` to the ready line. */
  seconds: number;
  /** What the server itself reports (from its first line of code, without npx and tsx). */
  serverSeconds: number | null;
  /** The start rebuilt the web app first, so it does not measure a plain start. */
  built: boolean;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('Ingen ledig port');
  return address.port;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * npx, tsx and the server are three processes; the whole group gets SIGTERM and we wait until every one
 * has gone, so the next start never finds the data folder still held open.
 */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    process.kill(-pid, 'SIGKILL');
    throw new Error('Servern stängdes inte inom 30 s efter SIGTERM');
  }
}

// The server runs in its own process group, so Ctrl-C on the benchmark would not reach it.
let running: number | null = null;
process.once('SIGINT', () => {
  if (running !== null && groupAlive(running)) process.kill(-running, 'SIGTERM');
  process.exit(130);
});

export async function timeStart(root: string, dataDir: string, timeoutMs = 180_000): Promise<StartTiming> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir };
  // The benchmark is of the embedded database, whatever the shell has set.
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child.pid ?? null;
  let output = '';
  let built = false;
  const ready = new Promise<StartTiming>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Inte igång efter ${timeoutMs / 1000} s`)), timeoutMs);
    // Decoding as a stream keeps an 'ö' split across two chunks intact.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      output += chunk;
    });
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      built ||= output.includes(BUILDING);
      // Only whole lines: the ready line may arrive in two chunks.
      const line = output
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      const own = /\(start ([\d.]+) s/.exec(line);
      resolve({
        seconds: (performance.now() - started) / 1000,
        serverSeconds: own ? Number(own[1]) : null,
        built,
      });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Servern avslutades (kod ${code}) innan den var igång:\n${output.slice(-2000)}`));
    });
  });
  try {
    return await ready;
  } finally {
    if (child.pid) await stopGroup(child.pid);
    running = null;
  }
}
