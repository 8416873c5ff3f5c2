import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCounts, playwrightCounts, vitestCounts } from './counts';

const dir = mkdtempSync(path.join(tmpdir(), 'counts-'));
function report(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the test counts CI reads', () => {
  it('names the failed Vitest tests and a file that could not run', () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/src/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a breaks' },
          ],
        },
        { name: `${process.cwd()}/src/b.test.ts`, status: 'failed', assertionResults: [] },
      ],
    });
    const counts = vitestCounts(file, 1, 2);
    expect(counts.failed).toBe(2);
    expect(counts.failedTitles).toEqual(['src/a.test.ts › a breaks', 'src/b.test.ts (kunde inte köras)']);
    expect(describeCounts(counts)).toContain('\n    underkänd: src/a.test.ts › a breaks');
  });

  it('names the failed and the flaky Playwright specs through nested suites', () => {
    const file = report('playwright.json', {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'payments.spec.ts',
          specs: [{ title: 'lists', tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'the payments list',
              specs: [
                { title: 'exports', tests: [{ status: 'unexpected' }] },
                { title: 'sums', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    });
    const counts = playwrightCounts(file, 1, 2);
    expect(counts).toMatchObject({ passed: 2, failed: 1 });
    expect(counts.failedTitles).toEqual(['payments.spec.ts › the payments list › exports']);
    expect(counts.flakyTitles).toEqual(['payments.spec.ts › the payments list › sums']);
  });
});
