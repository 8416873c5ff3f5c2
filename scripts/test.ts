/**
 * `npm test`: Vitest for all projects, then Playwright when end-to-end specs exist, ending with the plain
 * line `N passed, N failed` that CI reads (Vitest's own summary is not one it recognises).
 *
 *   --server-only  only the Vitest `server` project (the PostgreSQL pass in .ci/run)
 *   --no-e2e       skip Playwright
 *   --name=NAME    name of the summary file .tmp/test-summary-NAME.json (default: all, server or
 *                  server-postgres), which .ci/run and bench-startup read
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closingLine, describeCounts, playwrightCounts, type RunnerCounts, vitestCounts } from './lib/counts';
import { runInherited } from './lib/run';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const args = process.argv.slice(2);
const serverOnly = args.includes('--server-only');
const withE2e = !serverOnly && !args.includes('--no-e2e');
const defaultName = serverOnly ? (process.env.DATABASE_URL ? 'server-postgres' : 'server') : 'all';
const name = args.find((a) => a.startsWith('--name='))?.slice('--name='.length) || defaultName;

const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
mkdirSync(tmp, { recursive: true });

async function runVitest(): Promise<RunnerCounts> {
  const file = path.join(tmp, 'vitest.json');
  // A stale report from an earlier run must never stand in for a run that crashed.
  rmSync(file, { force: true });
  const projects = serverOnly ? ['--project', 'server'] : [];
  const outcome = await runInherited(
    'npx',
    [
      'vitest',
      'run',
      ...projects,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  return vitestCounts(file, outcome.code, outcome.seconds);
}

function hasE2eSpecs(): boolean {
  const dir = path.join(root, 'e2e');
  return (
    existsSync(path.join(root, 'playwright.config.ts')) &&
    existsSync(dir) &&
    readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.spec.ts'))
  );
}

async function runPlaywright(): Promise<RunnerCounts> {
  const file = path.join(tmp, 'playwright.json');
  rmSync(file, { force: true });
  const outcome = await runInherited('npx', ['playwright', 'test', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  return playwrightCounts(file, outcome.code, outcome.seconds);
}

const started = performance.now();
const results = [await runVitest()];
if (withE2e && hasE2eSpecs()) results.push(await runPlaywright());
else if (withE2e)
  process.stdout.write(
    '\nInga end-to-end-tester (e2e/*.spec.ts och playwright.config.ts) – hoppar över Playwright.\n',
  );

const total = {
  passed: results.reduce((n, r) => n + r.passed, 0),
  failed: results.reduce((n, r) => n + r.failed, 0),
  skipped: results.reduce((n, r) => n + r.skipped, 0),
};
const seconds = (performance.now() - started) / 1000;
writeFileSync(
  path.join(tmp, `test-summary-${name}.json`),
  `${JSON.stringify({ name, ...total, seconds, runners: results }, null, 2)}\n`,
);

process.stdout.write(`\nSammanfattning (${name}, ${seconds.toFixed(1)} s):\n`);
for (const r of results) process.stdout.write(`${describeCounts(r)}\n`);
process.stdout.write(`${closingLine(total)}\n`);
process.exitCode = total.failed > 0 ? 1 : 0;
