import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** The file roles a feature folder may hold: `<feature>.<role>.ts` or `<feature>.<role>.test.ts`. */
export const FEATURE_FILE_ROLES = [
  'routes',
  'usecases',
  'repository',
  'table',
  'errors',
  'test',
  'jobs',
  'session',
  'passwords',
  'seed',
  'counters',
  'mapper',
  'service',
  'data',
  'cache',
  // The catalogue's in-memory search index (decision 0008): its arrays, what it finds, and its packed fields.
  'index',
  'hits',
  'shown',
  'codes',
] as const;

/** Packages that only make sense on the server; shared code must also run in the browser. */
export const SERVER_ONLY_PACKAGES = [
  'fastify',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  '@node-rs/argon2',
] as const;

export interface Violation {
  file: string;
  line?: number;
  message: string;
}

interface ImportRef {
  specifier: string;
  line: number;
}

type Layer = 'shared' | 'server' | 'web' | 'other';

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The TypeScript scanner sees static, re-export and dynamic imports, and skips comments and strings. */
function importsOf(file: string): ImportRef[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ({
    specifier: ref.fileName,
    line: source.getLineAndCharacterOfPosition(ref.pos).line + 1,
  }));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export class ArchitectureChecker {
  private readonly src: string;

  constructor(private readonly root: string) {
    this.src = path.join(root, 'src');
  }

  private layerOf(absolute: string): Layer {
    const [top] = path.relative(this.src, absolute).split(path.sep);
    return top === 'shared' || top === 'server' || top === 'web' ? top : 'other';
  }

  /** Where a specifier points inside the repository, or null for a package. */
  private resolve(fromFile: string, specifier: string): string | null {
    if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
    if (specifier === '@shared' || specifier.startsWith('@shared/')) {
      return path.join(this.src, 'shared', specifier.slice('@shared'.length));
    }
    if (specifier.startsWith('/')) return specifier;
    if (/^src(\/|$)/.test(specifier)) return path.join(this.root, specifier);
    return null;
  }

  /** Layer an import reaches, including aliases that are not set up but would be read as one. */
  private targetLayer(fromFile: string, specifier: string): Layer {
    const resolved = this.resolve(fromFile, specifier);
    if (resolved) return this.layerOf(resolved);
    const alias = /^[@~#]?(server|web)(\/|$)/.exec(specifier);
    return alias ? (alias[1] as Layer) : 'other';
  }

  private checkImport(file: string, ref: ImportRef): string | null {
    const from = this.layerOf(file);
    const to = this.targetLayer(file, ref.specifier);
    const what = `importerar '${ref.specifier}'`;
    if (from === 'shared' && (to === 'server' || to === 'web'))
      return `${what}: src/shared får inte bero på src/${to}`;
    if (from === 'web' && to === 'server') return `${what}: src/web får inte bero på src/server`;
    if (from === 'server' && to === 'web') return `${what}: src/server får inte bero på src/web`;
    if (from !== 'shared' || this.resolve(file, ref.specifier)) return null;
    const pkg = packageName(ref.specifier);
    if (ref.specifier.startsWith('node:') || builtinModules.includes(pkg)) {
      return `${what}: src/shared körs även i webbläsaren och får inte använda Node-moduler`;
    }
    if ((SERVER_ONLY_PACKAGES as readonly string[]).includes(pkg) || pkg.startsWith('@fastify/')) {
      return `${what}: src/shared får inte använda serverpaketet ${pkg}`;
    }
    return null;
  }

  private checkFeatureFile(file: string): string | null {
    const parts = path.relative(path.join(this.src, 'server', 'features'), file).split(path.sep);
    if (parts.length < 2 || parts[0]?.startsWith('..')) return null;
    const feature = parts[0]!;
    const name = parts.at(-1)!;
    const match = /^(.+?)\.([a-z]+)(\.test)?\.ts$/.exec(name);
    const roleOk = match && (FEATURE_FILE_ROLES as readonly string[]).includes(match[2]!);
    if (match?.[1] === feature && roleOk) return null;
    return `filnamnet ska vara ${feature}.<roll>.ts eller ${feature}.<roll>.test.ts med roll bland: ${FEATURE_FILE_ROLES.join(', ')}`;
  }

  /** Every contract module must be served by the feature of the same name. */
  private checkContracts(): Violation[] {
    const apiDir = path.join(this.src, 'shared', 'api');
    if (!existsSync(apiDir)) return [];
    return readdirSync(apiDir)
      .filter((name) => name.endsWith('.api.ts'))
      .flatMap((name) => {
        const feature = name.slice(0, -'.api.ts'.length);
        const routes = path.join(this.src, 'server', 'features', feature, `${feature}.routes.ts`);
        if (existsSync(routes)) return [];
        const expected = path.relative(this.root, routes);
        return [
          { file: path.join(apiDir, name), message: `kontraktet saknar sina routes: ${expected} finns inte` },
        ];
      });
  }

  run(): { files: number; violations: Violation[] } {
    const files = listSources(this.src);
    const violations: Violation[] = [];
    for (const file of files) {
      const naming = this.checkFeatureFile(file);
      if (naming) violations.push({ file, message: naming });
      for (const ref of importsOf(file)) {
        const message = this.checkImport(file, ref);
        if (message) violations.push({ file, line: ref.line, message });
      }
    }
    violations.push(...this.checkContracts());
    const relative = violations
      .map((v) => ({ ...v, file: path.relative(this.root, v.file) }))
      .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    return { files: files.length, violations: relative };
  }
}
