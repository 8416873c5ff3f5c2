import { existsSync, readFileSync } from 'node:fs';

export interface RunnerCounts {
  runner: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** Why the counts are not simply the runner's own, e.g. it crashed or failed outside any test. */
  note?: string;
  /** The failed tests by file and title, so the last lines of a CI log name them. */
  failedTitles?: string[];
  /** Tests that failed first and passed on a retry: defects to fix, named for the same reason. */
  flakyTitles?: string[];
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A runner that exits non-zero without a failing test (crash, broken config, global setup error)
 * still counts as one failure, so the closing line never claims "0 failed" for a broken run.
 */
function withExitCode(counts: RunnerCounts, code: number | null): RunnerCounts {
  if (code === 0 || counts.failed > 0) return counts;
  return {
    ...counts,
    failed: counts.failed + 1,
    note: counts.note ?? `avslutades med kod ${code ?? 'signal'}`,
  };
}

function crashed(runner: string, seconds: number, code: number | null): RunnerCounts {
  const note = `kraschade utan resultatfil (kod ${code ?? 'signal'})`;
  return { runner, passed: 0, failed: 1, skipped: 0, seconds, note };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string; fullName?: string }[] }[];
}

const relative = (file: string) => file.replace(`${process.cwd()}/`, '');

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((f) => {
    const failed = f.assertionResults.filter((a) => a.status === 'failed');
    if (f.status === 'failed' && failed.length === 0) return [`${relative(f.name)} (kunde inte köras)`];
    return failed.map((a) => `${relative(f.name)} › ${a.fullName ?? ''}`);
  });
}

export function vitestCounts(file: string, code: number | null, seconds: number): RunnerCounts {
  const report = readJson(file) as VitestReport | null;
  if (!report || typeof report.numPassedTests !== 'number') return crashed('vitest', seconds, code);
  // A file that fails to load has no test results of its own; count it so it cannot vanish.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  const counts: RunnerCounts = {
    runner: 'vitest',
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    ...(brokenFiles > 0 ? { note: `${brokenFiles} testfil(er) kunde inte köras` } : {}),
    failedTitles: vitestFailures(report),
  };
  return withExitCode(counts, code);
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}

/** The titles of the specs whose test ended with `status` ('unexpected' = failed, 'flaky'). */
function playwrightTitles(
  suites: PlaywrightSuite[] | undefined,
  status: string,
  path: string[] = [],
): string[] {
  return (suites ?? []).flatMap((suite) => {
    const here = [...path, suite.title].filter(Boolean);
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === status))
      .map((spec) => [...here, spec.title].join(' › '));
    return [...own, ...playwrightTitles(suite.suites, status, here)];
  });
}

export function playwrightCounts(file: string, code: number | null, seconds: number): RunnerCounts {
  const report = readJson(file) as PlaywrightReport | null;
  if (!report?.stats) return crashed('playwright', seconds, code);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const counts: RunnerCounts = {
    runner: 'playwright',
    // A flaky test passed on retry; it is reported in the note rather than as a failure.
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    seconds,
    ...(flaky > 0 ? { note: `${flaky} instabila (godkända vid omkörning)` } : {}),
    failedTitles: playwrightTitles(report.suites, 'unexpected'),
    flakyTitles: playwrightTitles(report.suites, 'flaky'),
  };
  return withExitCode(counts, code);
}

export function describeCounts(c: RunnerCounts): string {
  const parts = `${c.passed} godkända / ${c.failed} underkända / ${c.skipped} överhoppade`;
  const named = [
    ...(c.failedTitles ?? []).map((t) => `    underkänd: ${t}`),
    ...(c.flakyTitles ?? []).map((t) => `    instabil: ${t}`),
  ];
  return [
    `  ${c.runner.padEnd(10)} ${parts} (${c.seconds.toFixed(1)} s)${c.note ? ` – ${c.note}` : ''}`,
    ...named,
  ].join('\n');
}

/** The plain line CI reads: `N passed, N failed`, with `, N skipped` only when some were. */
export function closingLine(total: { passed: number; failed: number; skipped: number }): string {
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  return `${total.passed} passed, ${total.failed} failed${skipped}`;
}
