/**
 * Rules for the inside of features: entered from outside only through `<f>/index.ts`; inside a server
 * feature routes → usecases → repository → table, never backwards; server file names say their role.
 */
import path from 'node:path';
import {
  type FeaturePlace,
  type ImportRef,
  isTestFile,
  type SourceFile,
  type SourceTree,
  type Violation,
} from './architecture-sources';

/** The file roles a server feature may hold: `<name>.<role>.ts` or `<name>.<role>.test.ts`. */
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
  'data',
  'cache',
  // The catalogue's in-memory search index (decision 0008): its arrays, what it finds, and its packed fields.
  'index',
  'hits',
  'shown',
  'codes',
  // A document kind's module (`documents/kinds/offer.kind.ts`): its definition and behaviour hooks.
  'kind',
  'rules',
  'csv',
  // A spreadsheet a feature writes (a price list's .xlsx), beside its CSV and PDF twins.
  'xlsx',
  'files',
  // Clients of outside services and the outputs they send.
  'client',
  'mail',
  'sms',
  'pdf',
  // An official schema a produced file is checked against before it leaves (Skatteverket's ROT XSD).
  'schema',
  'fixtures',
] as const;

/** Rank of a role in a server feature: a file may import only roles of the same or a lower rank. */
const ROLE_RANK: Readonly<Record<string, number>> = {
  routes: 4,
  jobs: 4,
  usecases: 3,
  repository: 2,
  table: 1,
};
/** Roles outside the ranked chain may use repositories and tables, never the use cases or their callers. */
const OTHER_ROLES_MAY_REACH = ROLE_RANK.repository!;
/** The one file outside a feature that may name its tables: drizzle-kit reads the schema from it. */
const SCHEMA_FILE = path.join('src', 'server', 'platform', 'db', 'schema.ts');
const LAYER_ORDER = 'inom en funktion går beroenden routes → usecases → repository → table';

const FILE_NAME = /^(.+?)\.([a-z]+)(\.test)?\.ts$/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

function isPublicFile(place: FeaturePlace): boolean {
  return place.parts.length === 0 || (place.parts.length === 1 && /^index(\.tsx?)?$/.test(place.parts[0]!));
}

function sameFeature(a: FeaturePlace, b: FeaturePlace): boolean {
  return a.layer === b.layer && a.feature === b.feature;
}

/** The role a server feature file's name declares (`items.repository.ts` → repository), if any. */
export function roleOf(file: string): string | null {
  const match = FILE_NAME.exec(path.basename(file));
  if (!match || match[3]) return null;
  return match[2]!;
}

function entryViolation(tree: SourceTree, file: string, ref: ImportRef): Violation | null {
  const to = ref.target ? tree.featureOf(ref.target) : null;
  if (!to || isPublicFile(to)) return null;
  const from = tree.featureOf(file);
  if (from && sameFeature(from, to)) return null;
  if (tree.relative(file) === SCHEMA_FILE && ref.target!.endsWith('.table.ts')) return null;
  // A table's foreign key names another feature's table: tables are the schema, loaded with the database
  // before any feature's use cases, so they must not pull a whole feature in (an import cycle at start).
  if (file.endsWith('.table.ts') && ref.target!.endsWith('.table.ts')) return null;
  const message = `importerar '${ref.specifier}': funktionen src/${to.layer}/features/${to.feature} nås utifrån bara via ${to.feature}/index.ts`;
  return { rule: 'publicFile', file, line: ref.line, message };
}

/** A feature is entered from outside only through its public file. */
export function checkPublicFiles(tree: SourceTree, sources: SourceFile[]): Violation[] {
  return sources.flatMap(({ file, imports }) =>
    imports.flatMap((ref) => entryViolation(tree, file, ref) ?? []),
  );
}

function layeringMessage(tree: SourceTree, file: string, ref: ImportRef): string | null {
  const from = tree.featureOf(file);
  const to = ref.target ? tree.featureOf(ref.target) : null;
  if (!from || !to || !sameFeature(from, to)) return null;
  if (to.parts.length === 1 && isPublicFile(to)) {
    // The public file re-exports the routes and use cases: reaching it from inside closes a loop.
    return `importerar '${ref.specifier}': funktionens egen index.ts är till för andra funktioner; importera filen direkt`;
  }
  if (from.layer !== 'server') return null;
  const role = roleOf(file);
  const targetRole = roleOf(ref.target!);
  if (!role || !targetRole) return null;
  const rank = ROLE_RANK[role] ?? 0;
  const targetRank = ROLE_RANK[targetRole] ?? 0;
  const limit = rank > 0 ? rank : OTHER_ROLES_MAY_REACH;
  if (targetRank <= limit) return null;
  return `importerar '${ref.specifier}': ${role} får inte bero på ${targetRole} (${LAYER_ORDER}, aldrig bakåt)`;
}

/** Inside a feature: no import against the role order, and no import of the feature's own public file. */
export function checkLayering(tree: SourceTree, sources: SourceFile[]): Violation[] {
  return sources
    .filter(({ file }) => !isTestFile(file) && tree.featureOf(file) && !isPublicFile(tree.featureOf(file)!))
    .flatMap(({ file, imports }) =>
      imports.flatMap((ref) => {
        const message = layeringMessage(tree, file, ref);
        return message ? [{ rule: 'layering' as const, file, line: ref.line, message }] : [];
      }),
    );
}

function namingMessage(place: FeaturePlace): string | null {
  const name = place.parts.at(-1)!;
  if (name === 'index.ts') return null;
  const folder = place.parts.length > 1 ? place.parts.at(-2)! : place.feature;
  const match = FILE_NAME.exec(name);
  const roleOk = match && (FEATURE_FILE_ROLES as readonly string[]).includes(match[2]!);
  if (roleOk && match[1] === folder) return null;
  const isKind = folder === 'kinds' && match?.[2] === 'kind' && CAMEL_CASE.test(match[1]!);
  if (isKind) return null;
  const kinds = folder === 'kinds' ? ' (i kinds även <typ>.kind.ts)' : '';
  return `filnamnet ska vara ${folder}.<roll>.ts eller ${folder}.<roll>.test.ts${kinds} med roll bland: ${FEATURE_FILE_ROLES.join(', ')}`;
}

/** Server feature files are named `<feature or sub-folder>.<role>.ts`; `index.ts` may sit in any folder. */
export function checkNaming(tree: SourceTree, sources: SourceFile[]): Violation[] {
  return sources.flatMap(({ file }) => {
    const place = tree.featureOf(file);
    if (place?.layer !== 'server' || place.parts.length === 0) return [];
    const message = namingMessage(place);
    return message ? [{ rule: 'naming' as const, file, message }] : [];
  });
}
