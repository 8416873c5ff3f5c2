/**
 * The architecture check's view of the tree: the source files, the imports in each (resolved to the file
 * they reach), and where a file sits among the features. The rules in architecture-*.ts read only this.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each rule's name, as printed in the summary. */
export const RULES = {
  direction: 'importriktning och webbsäker shared',
  contract: 'kontrakt med routes',
  cycle: 'funktionscykler',
  publicFile: 'in via index.ts',
  layering: 'lager inom en funktion',
  length: 'filer över 400 rader',
  naming: 'filnamn i serverfunktioner',
  slice: 'namn över shared/server/web',
} as const;

export type RuleId = keyof typeof RULES;

export interface Violation {
  rule: RuleId;
  file: string;
  line?: number;
  message: string;
  /** Further lines printed under the message (a cycle's imports). */
  details?: string[];
}

export interface ImportRef {
  specifier: string;
  line: number;
  /** The absolute path the import reaches (the file when it exists), or null for a package. */
  target: string | null;
}

export interface SourceFile {
  file: string;
  lines: number;
  imports: ImportRef[];
}

export type FeatureLayer = 'server' | 'web';

/** Where a path sits inside a feature: `src/<layer>/features/<feature>/<...parts>`. */
export interface FeaturePlace {
  layer: FeatureLayer;
  feature: string;
  parts: string[];
}

/** What an import may leave off: an extension, or a folder's index file. */
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

export function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/** Lines as an editor counts them: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

function toFile(base: string): string {
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

export class SourceTree {
  readonly src: string;

  constructor(readonly root: string) {
    this.src = path.join(root, 'src');
  }

  /** Where a specifier points inside the repository (without resolving the file), or null for a package. */
  resolveSpecifier(fromFile: string, specifier: string): string | null {
    if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
    if (specifier === '@shared' || specifier.startsWith('@shared/')) {
      return path.join(this.src, 'shared', specifier.slice('@shared'.length));
    }
    if (specifier.startsWith('/')) return specifier;
    if (/^src(\/|$)/.test(specifier)) return path.join(this.root, specifier);
    return null;
  }

  /** The TypeScript scanner sees static, re-export and dynamic imports, and skips comments and strings. */
  read(file: string): SourceFile {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const imports = ts.preProcessFile(text, true, true).importedFiles.map((ref) => {
      const base = this.resolveSpecifier(file, ref.fileName);
      return {
        specifier: ref.fileName,
        line: source.getLineAndCharacterOfPosition(ref.pos).line + 1,
        target: base === null ? null : toFile(base),
      };
    });
    return { file, lines: countLines(text), imports };
  }

  /** The feature a path belongs to, or null outside `src/server/features` and `src/web/features`. */
  featureOf(absolute: string): FeaturePlace | null {
    const [layer, features, feature, ...parts] = path.relative(this.src, absolute).split(path.sep);
    if ((layer !== 'server' && layer !== 'web') || features !== 'features' || !feature) return null;
    return { layer, feature, parts };
  }

  featuresDir(layer: FeatureLayer): string {
    return path.join(this.src, layer, 'features');
  }

  relative(absolute: string): string {
    return path.relative(this.root, absolute);
  }
}

/** Folder names directly under a directory (none when it does not exist). */
export function folderNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}
