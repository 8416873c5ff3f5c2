/**
 * Slices line up across the three roots: a contract in src/shared/api (`<f>.api.ts`, or a folder `<f>/`
 * entered through its index.ts) is served by `src/server/features/<f>` with a routes file, and every
 * server or web feature is either a slice or named below with the reason it has no contract of its own.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type FeatureLayer, folderNames, type SourceTree, type Violation } from './architecture-sources';

/** Server features without a contract of their own: each used by other features, never called over HTTP. */
export const SERVER_ONLY_FEATURES: Readonly<Record<string, string>> = {
  auditLog:
    'the provider administration’s audit log, written by auth and administration, read through administration',
  catalogueImport: 'jobs that read the wholesalers’ price and discount files into the catalogue',
  catalogueSearch: 'the catalogue’s in-memory search index (decision 0008), served by the catalogue routes',
  firms: 'the customer firms table, looked up by auth, company and the firm-scoped features',
  providerSimulator: 'the built-in wholesaler simulator (decision 0015), run as jobs',
  settings: 'provider settings that change over time (price-list dates, ROT cap), read by other features',
};

/** Web features without a contract of their own: pages built on other slices' endpoints. */
export const WEB_ONLY_FEATURES: Readonly<Record<string, string>> = {
  account: 'the account page: module tiles and counters from other slices',
  cookies: 'the static page about cookies',
  offline: 'the field app without a connection: copies and a queue around the other slices’ endpoints',
  profile: 'the signed-in employee’s own profile, on the auth and employees endpoints',
  start: 'the public start page',
};

/** Features that are not slices, per layer, each with its reason (the lists above unless a test says otherwise). */
export type FeatureAllowlists = Record<FeatureLayer, Readonly<Record<string, string>>>;

export const FEATURE_ALLOWLISTS: FeatureAllowlists = { server: SERVER_ONLY_FEATURES, web: WEB_ONLY_FEATURES };
const LIST_NAMES: Record<FeatureLayer, string> = { server: 'SERVER_ONLY_FEATURES', web: 'WEB_ONLY_FEATURES' };
const LIST_FILE = 'scripts/lib/architecture-slices.ts';

interface Slice {
  name: string;
  file: string;
}

/** The contract slices: `<f>.api.ts` files and folders of src/shared/api. */
export function contractSlices(tree: SourceTree): { slices: Slice[]; violations: Violation[] } {
  const apiDir = path.join(tree.src, 'shared', 'api');
  if (!existsSync(apiDir)) return { slices: [], violations: [] };
  const files = readdirSync(apiDir)
    .filter((name) => name.endsWith('.api.ts'))
    .map((name) => ({ name: name.slice(0, -'.api.ts'.length), file: path.join(apiDir, name) }));
  const folders = folderNames(apiDir).map((name) => ({ name, file: path.join(apiDir, name) }));
  const violations = folders
    .filter((slice) => !existsSync(path.join(slice.file, 'index.ts')))
    .map((slice) => ({
      rule: 'contract' as const,
      file: slice.file,
      message: 'kontraktsmappen saknar index.ts, som resten av koden går in genom',
    }));
  const slices = [...files, ...folders].sort((a, b) => a.name.localeCompare(b.name));
  return { slices, violations };
}

function hasRoutes(featureDir: string, feature: string): boolean {
  if (existsSync(path.join(featureDir, `${feature}.routes.ts`))) return true;
  return folderNames(featureDir).some((sub) =>
    readdirSync(path.join(featureDir, sub), { recursive: true }).some((f) =>
      String(f).endsWith('.routes.ts'),
    ),
  );
}

/** Every contract is served by the server feature of the same name. */
function contractViolations(tree: SourceTree, slices: Slice[]): Violation[] {
  return slices.flatMap((slice) => {
    const featureDir = path.join(tree.featuresDir('server'), slice.name);
    if (existsSync(featureDir) && hasRoutes(featureDir, slice.name)) return [];
    const expected = tree.relative(path.join(featureDir, `${slice.name}.routes.ts`));
    return [
      {
        rule: 'contract' as const,
        file: slice.file,
        message: `kontraktet saknar sina routes: ${expected} (eller routes i dess undermappar) finns inte`,
      },
    ];
  });
}

function layerViolations(
  tree: SourceTree,
  layer: FeatureLayer,
  sliceNames: Set<string>,
  entries: Readonly<Record<string, string>>,
): Violation[] {
  const dir = tree.featuresDir(layer);
  const features = folderNames(dir);
  const list = LIST_NAMES[layer];
  const unlisted = features
    .filter((f) => !sliceNames.has(f) && !(f in entries))
    .map((f) => ({
      rule: 'slice' as const,
      file: path.join(dir, f),
      message: `funktionen har inget kontrakt src/shared/api/${f}(.api.ts) och står inte i ${list} (${LIST_FILE}) med ett skäl`,
    }));
  const stale = Object.keys(entries)
    .filter((f) => !features.includes(f) || sliceNames.has(f))
    .map((f) => ({
      rule: 'slice' as const,
      file: path.join(tree.root, LIST_FILE),
      message: features.includes(f)
        ? `${list} nämner ${f}, som har ett kontrakt i src/shared/api: ta bort den ur listan`
        : `${list} nämner ${f}, men src/${layer}/features/${f} finns inte: ta bort den ur listan`,
    }));
  return [...unlisted, ...stale];
}

export function checkSlices(tree: SourceTree, allowlists: FeatureAllowlists): Violation[] {
  const { slices, violations } = contractSlices(tree);
  const names = new Set(slices.map((s) => s.name));
  return [
    ...violations,
    ...contractViolations(tree, slices),
    ...layerViolations(tree, 'server', names, allowlists.server),
    ...layerViolations(tree, 'web', names, allowlists.web),
  ];
}
