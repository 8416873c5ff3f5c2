/**
 * `npm start`: builds the web app when its sources are newer than the last build, then starts the server.
 * A second start with nothing changed skips the build and is up in about a second.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR (also read by the server) lets a test run build into its own folder.
const distDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const builtIndex = path.join(distDir, 'index.html');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const needsBuild =
  !existsSync(builtIndex) ||
  sources.some((s) => existsSync(s) && newestMtime(s) > statSync(builtIndex).mtimeMs);

if (needsBuild) {
  process.stdout.write('Bygger webbappen …\n');
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
  });
}
await import('../src/server/main');
