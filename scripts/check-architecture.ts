/**
 * `npm run arch`: the import direction (shared ← server, shared ← web, never server ↔ web), browser-safe
 * shared code, contracts served by their feature, slice names across the three roots, no import cycle
 * between features, features entered only through their index.ts, routes → usecases → repository → table
 * inside a server feature, server file names by role, and no source file over 400 lines.
 * An optional argument names another repository root (used to try the rules on a sample tree).
 */
import path from 'node:path';
import { ArchitectureChecker, countByRule, RULES, type RuleId } from './lib/architecture';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const { files, cycles, violations } = new ArchitectureChecker(root).run();

const inCycles = cycles.reduce((n, c) => n + c.features.length, 0);
const cycleText = `${cycles.length} funktionscykler (${inCycles} funktioner i cykler)`;

if (violations.length === 0) {
  process.stdout.write(`Arkitekturkontroll: OK (${files} filer, ${cycleText})\n`);
} else {
  for (const v of violations) {
    process.stderr.write(`  ${v.file}${v.line ? `:${v.line}` : ''}  ${v.message}\n`);
    for (const detail of v.details ?? []) process.stderr.write(`      ${detail}\n`);
  }
  const counts = countByRule(violations);
  process.stderr.write(`\nArkitekturkontroll: ${violations.length} fel i ${files} filer, ${cycleText}\n`);
  for (const [rule, label] of Object.entries(RULES)) {
    process.stderr.write(`  ${String(counts[rule as RuleId]).padStart(5)}  ${label}\n`);
  }
  process.exitCode = 1;
}
