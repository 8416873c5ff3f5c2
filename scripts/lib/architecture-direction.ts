/**
 * Import direction between the three roots (shared ← server, shared ← web, never server ↔ web), and
 * shared code that must also run in the browser (no Node modules, no server-only packages).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { ImportRef, SourceFile, SourceTree, Violation } from './architecture-sources';

/** Packages that only make sense on the server; shared code must also run in the browser. */
export const SERVER_ONLY_PACKAGES = [
  'fastify',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  '@node-rs/argon2',
] as const;

type Layer = 'shared' | 'server' | 'web' | 'other';

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function layerOf(tree: SourceTree, absolute: string): Layer {
  const [top] = path.relative(tree.src, absolute).split(path.sep);
  return top === 'shared' || top === 'server' || top === 'web' ? top : 'other';
}

/** Layer an import reaches, including aliases that are not set up but would be read as one. */
function targetLayer(tree: SourceTree, ref: ImportRef): Layer {
  if (ref.target) return layerOf(tree, ref.target);
  const alias = /^[@~#]?(server|web)(\/|$)/.exec(ref.specifier);
  return alias ? (alias[1] as Layer) : 'other';
}

function checkImport(tree: SourceTree, file: string, ref: ImportRef): string | null {
  const from = layerOf(tree, file);
  const to = targetLayer(tree, ref);
  const what = `importerar '${ref.specifier}'`;
  if (from === 'shared' && (to === 'server' || to === 'web'))
    return `${what}: src/shared får inte bero på src/${to}`;
  if (from === 'web' && to === 'server') return `${what}: src/web får inte bero på src/server`;
  if (from === 'server' && to === 'web') return `${what}: src/server får inte bero på src/web`;
  if (from !== 'shared' || ref.target) return null;
  const pkg = packageName(ref.specifier);
  if (ref.specifier.startsWith('node:') || builtinModules.includes(pkg)) {
    return `${what}: src/shared körs även i webbläsaren och får inte använda Node-moduler`;
  }
  if ((SERVER_ONLY_PACKAGES as readonly string[]).includes(pkg) || pkg.startsWith('@fastify/')) {
    return `${what}: src/shared får inte använda serverpaketet ${pkg}`;
  }
  return null;
}

export function checkDirection(tree: SourceTree, sources: SourceFile[]): Violation[] {
  return sources.flatMap(({ file, imports }) =>
    imports.flatMap((ref) => {
      const message = checkImport(tree, file, ref);
      return message ? [{ rule: 'direction' as const, file, line: ref.line, message }] : [];
    }),
  );
}
