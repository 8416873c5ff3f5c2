/**
 * The architecture check (`npm run arch`): runs every rule over a repository root and returns the
 * violations, sorted by file and line, with the feature cycles counted for the summary.
 */
import path from 'node:path';
import { cycleViolations, type FeatureCycle, featureCycles } from './architecture-cycles';
import { checkDirection } from './architecture-direction';
import { checkLayering, checkNaming, checkPublicFiles } from './architecture-features';
import { checkSlices, FEATURE_ALLOWLISTS, type FeatureAllowlists } from './architecture-slices';
import {
  listSources,
  RULES,
  type RuleId,
  type SourceFile,
  SourceTree,
  type Violation,
} from './architecture-sources';

export { SERVER_ONLY_PACKAGES } from './architecture-direction';
export { FEATURE_FILE_ROLES } from './architecture-features';
export { SERVER_ONLY_FEATURES, WEB_ONLY_FEATURES } from './architecture-slices';
export { RULES, type RuleId, type Violation } from './architecture-sources';

/** No source file may grow past this; split it by role instead. */
export const MAX_LINES = 400;
/** Folders whose TypeScript counts for the line limit; the import rules read src/ only. */
const LINE_LIMITED_DIRS = ['src', 'scripts', 'e2e'];

export interface ArchitectureReport {
  files: number;
  cycles: FeatureCycle[];
  violations: Violation[];
}

export interface ArchitectureOptions {
  /** Features that are not slices (the lists in architecture-slices.ts by default). */
  allowlists?: FeatureAllowlists;
}

function checkLength(sources: SourceFile[]): Violation[] {
  return sources
    .filter((s) => s.lines > MAX_LINES)
    .map((s) => ({
      rule: 'length' as const,
      file: s.file,
      message: `filen har ${s.lines} rader, högst ${MAX_LINES}: dela den efter roll`,
    }));
}

export class ArchitectureChecker {
  private readonly tree: SourceTree;

  constructor(
    private readonly root: string,
    private readonly options: ArchitectureOptions = {},
  ) {
    this.tree = new SourceTree(root);
  }

  run(): ArchitectureReport {
    const files = LINE_LIMITED_DIRS.flatMap((dir) => listSources(path.join(this.root, dir)));
    const all = files.map((file) => this.tree.read(file));
    const sources = all.filter((s) => !path.relative(this.tree.src, s.file).startsWith('..'));
    const cycles = [
      ...featureCycles(this.tree, sources, 'server'),
      ...featureCycles(this.tree, sources, 'web'),
    ];
    const violations: Violation[] = [
      ...checkDirection(this.tree, sources),
      ...checkSlices(this.tree, this.options.allowlists ?? FEATURE_ALLOWLISTS),
      ...cycleViolations(this.tree, cycles),
      ...checkPublicFiles(this.tree, sources),
      ...checkLayering(this.tree, sources),
      ...checkLength(all),
      ...checkNaming(this.tree, sources),
    ];
    const relative = violations
      .map((v) => ({ ...v, file: this.tree.relative(v.file) }))
      .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    return { files: files.length, cycles, violations: relative };
  }
}

/** How many violations each rule found, every rule listed (zero included). */
export function countByRule(violations: Violation[]): Record<RuleId, number> {
  const counts = Object.fromEntries(Object.keys(RULES).map((rule) => [rule, 0])) as Record<RuleId, number>;
  for (const v of violations) counts[v.rule] += 1;
  return counts;
}
