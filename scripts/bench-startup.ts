/**
 * `npm run bench:startup`: time-to-ready of `npm start` on an empty and on an existing data folder
 * (3 runs each, median), written to the "Start-up and test suite" section of docs/benchmarks.md.
 *
 *   --with-tests   also run `npm test` and time it (test count from its summary file)
 *   --with-npm-ci  also run `npm ci` first and time it (replaces node_modules: not while others work)
 *
 * Without --with-tests the test row comes from the last `npm test` summary in .tmp, if there is one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSection } from './lib/benchmarks-doc';
import { machineInfo } from './lib/machine';
import { runInherited } from './lib/run';
import { type StartTiming, timeStart } from './lib/startup-timer';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = 3;
const log = (text: string) => process.stdout.write(`${text}\n`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (x: number) => `${x.toFixed(2)} s`;

/** Someone editing src/web mid-benchmark makes a start rebuild first; such a run is repeated. */
async function plainStart(dataDir: string, label: string): Promise<StartTiming> {
  for (let attempt = 1; ; attempt++) {
    const timing = await timeStart(root, dataDir);
    log(
      `  ${label}: ${s(timing.seconds)} (servern själv ${timing.serverSeconds ?? '?'} s)${timing.built ? ', byggde webben – görs om' : ''}`,
    );
    if (!timing.built) return timing;
    if (attempt >= 3) throw new Error('Webben byggdes om vid varje start; källorna ändras under mätningen');
  }
}

async function measureStarts() {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'montor-bench-'));
    dirs.push(dir);
    return dir;
  };
  try {
    // Builds the web app if needed and warms the tsx and disk caches, so every timed run starts alike.
    log('Uppvärmning (bygger webben vid behov) …');
    await timeStart(root, tempDir());
    const empty: StartTiming[] = [];
    const existing: StartTiming[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const dir = tempDir();
      empty.push(await plainStart(dir, `tom datamapp ${i}/${RUNS}`));
      existing.push(await plainStart(dir, `befintlig datamapp ${i}/${RUNS}`));
    }
    return { empty, existing };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

interface TestSummary {
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  runners: { runner: string }[];
}

function lastTestSummary(): { summary: TestSummary; when: Date } | null {
  const file = path.join(root, '.tmp/test-summary-all.json');
  if (!existsSync(file)) return null;
  return { summary: JSON.parse(readFileSync(file, 'utf8')), when: statSync(file).mtime };
}

async function timed(command: string, commandArgs: string[]): Promise<number> {
  const outcome = await runInherited(command, commandArgs, {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  if (outcome.code !== 0)
    log(`Varning: ${command} ${commandArgs.join(' ')} avslutades med kod ${outcome.code}`);
  return outcome.seconds;
}

const npmCiSeconds = args.includes('--with-npm-ci')
  ? await timed('npm', ['ci', '--no-audit', '--no-fund'])
  : null;
const npmTestSeconds = args.includes('--with-tests') ? await timed('npm', ['test']) : null;
const tests = lastTestSummary();
// Read before the starts below, which would raise it themselves.
const machine = machineInfo();
const { empty, existing } = await measureStarts();

const runs = (xs: StartTiming[]) => xs.map((t) => t.seconds.toFixed(2)).join(' / ');
const own = (xs: StartTiming[]) => s(median(xs.map((t) => t.serverSeconds ?? Number.NaN)));
const rows = [
  `| \`npm start\`, empty data folder (create, migrate, seed demo data) | ${s(median(empty.map((t) => t.seconds)))} | ${runs(empty)} | ${own(empty)} |`,
  `| \`npm start\`, existing data folder | ${s(median(existing.map((t) => t.seconds)))} | ${runs(existing)} | ${own(existing)} |`,
];

let testLines: string[];
if (tests) {
  const { summary, when } = tests;
  const runners = summary.runners.map((r) => r.runner).join(' + ');
  const wall = npmTestSeconds ?? summary.seconds;
  const source =
    npmTestSeconds === null
      ? `last \`npm test\` run, ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      : 'this run';
  testLines = [
    `| Measurement | Wall time | Tests |`,
    `| --- | --- | --- |`,
    ...(npmCiSeconds === null ? [] : [`| \`npm ci\` | ${s(npmCiSeconds)} | |`]),
    `| \`npm test\` (${runners}; ${source}) | ${s(wall)} | ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped |`,
  ];
} else {
  testLines = ['Test suite not measured: run `npm run bench:startup -- --with-tests`.'];
}

const body = `Written by \`npm run bench:startup\` on ${machine.date}. Machine: ${machine.cpu}, ${machine.cores} cores,
${machine.ramGiB} GiB RAM, ${machine.os}, Node ${machine.node}; load average before the runs
${machine.load} (1 / 5 / 15 min; above ~0.5 the figures include other work).

Time from spawning \`npx tsx scripts/start.ts\` (what \`npm start\` runs) until it prints its ready line, with the
web app already built; embedded PGlite in a fresh temporary \`DATA_DIR\`, the existing-folder start being the
second start of the same folder. ${RUNS} runs each, after one untimed warm-up start. "Server's own" is the
time the server reports from its first line of code (without npx and tsx start-up).

| Measurement | Median | Runs (s) | Server's own (median) |
| --- | --- | --- | --- |
${rows.join('\n')}

${testLines.join('\n')}
`;

writeSection(path.join(root, 'docs/benchmarks.md'), '## Start-up and test suite', body);
log(
  `\nTom datamapp: median ${s(median(empty.map((t) => t.seconds)))}; befintlig: median ${s(median(existing.map((t) => t.seconds)))}`,
);
log('Skrivet till docs/benchmarks.md');
