/**
 * `npm run arch`: the import direction (shared ← server, shared ← web, never server ↔ web), browser-safe
 * shared code, the feature-folder file roles, and one routes file per contract module.
 * An optional argument names another repository root (used to try the rules on a sample tree).
 */
import path from 'node:path';
import { ArchitectureChecker } from './lib/architecture';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const { files, violations } = new ArchitectureChecker(root).run();

if (violations.length === 0) {
  process.stdout.write(`Arkitekturkontroll: OK (${files} filer)\n`);
} else {
  process.stderr.write(`Arkitekturkontroll: ${violations.length} fel i ${files} filer\n`);
  for (const v of violations)
    process.stderr.write(`  ${v.file}${v.line ? `:${v.line}` : ''}  ${v.message}\n`);
  process.exitCode = 1;
}
