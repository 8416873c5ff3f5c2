/**
 * `npm run dup`: the copy-paste check. jscpd finds copies of six or more lines (50 tokens) in src/, tests
 * included, with the settings in .jscpd.json, and fails when the duplicated lines exceed its `threshold`
 * (a percentage of all lines). The threshold may only fall: when copies go, lower it to the new figure;
 * never raise it to let a new copy in. The report is in .tmp/jscpd/jscpd-report.json.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInherited } from './lib/run';

const root = path.resolve(import.meta.dirname, '..');
const config = JSON.parse(readFileSync(path.join(root, '.jscpd.json'), 'utf8')) as {
  threshold: number;
  output: string;
};
const report = path.join(root, config.output, 'jscpd-report.json');

// A report left by an earlier run must never stand in for this one.
rmSync(report, { force: true });
const outcome = await runInherited('npx', ['jscpd', '--config', '.jscpd.json'], {
  ...process.env,
  JSCPD_NO_TIPS: '1',
});
if (!existsSync(report)) {
  process.stderr.write('Kopieringskontroll: jscpd skrev ingen rapport\n');
  process.exit(1);
}

const { total } = (
  JSON.parse(readFileSync(report, 'utf8')) as {
    statistics: { total: { clones: number; duplicatedLines: number; percentage: number } };
  }
).statistics;
const figure = `${total.percentage.toFixed(2)} % dubblerade rader (${total.clones} kopior, ${total.duplicatedLines} rader)`;
const over = total.percentage > config.threshold;
const line = `Kopieringskontroll: ${figure}, gränsen är ${config.threshold} % (.jscpd.json, får bara sänkas)`;
(over ? process.stderr : process.stdout).write(`\n${over ? `${line}: över gränsen` : line}\n`);
process.exitCode = over || outcome.code !== 0 ? 1 : 0;
