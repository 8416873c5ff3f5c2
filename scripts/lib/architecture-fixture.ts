/**
 * Sample trees for the architecture check's tests: a small clean repository that passes every rule,
 * which each test changes in one place to show that a rule catches it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchitectureChecker, type ArchitectureReport } from './architecture';
import type { FeatureAllowlists } from './architecture-slices';
import type { RuleId, Violation } from './architecture-sources';

export type SampleFiles = Record<string, string>;

/** Features that are not slices in the sample tree. */
export const SAMPLE_ALLOWLISTS: FeatureAllowlists = {
  server: { firms: 'the firms table, used by other features' },
  web: { start: 'the public start page' },
};

/** A tree that passes every rule: two slices (a file and a folder contract), one web page per slice. */
export const CLEAN_TREE: SampleFiles = {
  'src/shared/api/clients.api.ts': "import { z } from 'zod';\nexport const clientsApi = z.object({});\n",
  'src/shared/api/documents/index.ts': "export * from './engine.api';\n",
  'src/shared/api/documents/engine.api.ts': 'export const engineApi = {};\n',
  'src/shared/domain/money.ts': 'export const zero = 0;\n',
  'src/server/app.ts':
    "import { clientRoutes } from './features/clients';\nimport { documentRoutes } from './features/documents/index';\nexport const routes = [clientRoutes, documentRoutes];\n",
  'src/server/platform/db/schema.ts':
    "export * from '../../features/clients/clients.table';\nexport * from '../../features/documents/items/items.table';\n",
  'src/server/features/clients/index.ts': "export { clientRoutes } from './clients.routes';\n",
  'src/server/features/clients/clients.routes.ts':
    "import { clientsApi } from '@shared/api/clients.api';\nimport { listClients } from './clients.usecases';\nimport { clients } from './clients.table';\nexport const clientRoutes = [clientsApi, listClients, clients];\n",
  'src/server/features/clients/clients.usecases.ts':
    "import { findFirm } from '../firms';\nimport { ClientError } from './clients.errors';\nimport { findClients } from './clients.repository';\nexport const listClients = () => [findFirm, findClients, ClientError];\n",
  'src/server/features/clients/clients.repository.ts':
    "import { clients } from './clients.table';\nexport const findClients = () => clients;\n",
  'src/server/features/clients/clients.table.ts': 'export const clients = {};\n',
  'src/server/features/clients/clients.errors.ts': 'export class ClientError extends Error {}\n',
  'src/server/features/clients/clients.test.ts':
    "import { findClients } from './clients.repository';\nimport { clientRoutes } from './index';\nexport const used = [findClients, clientRoutes];\n",
  'src/server/features/documents/index.ts': "export { documentRoutes } from './engine/engine.routes';\n",
  'src/server/features/documents/engine/engine.routes.ts':
    "import { engineApi } from '@shared/api/documents';\nimport { saveDocument } from './engine.usecases';\nexport const documentRoutes = [engineApi, saveDocument];\n",
  'src/server/features/documents/engine/engine.usecases.ts':
    "import { clientRoutes } from '../../clients';\nimport { kinds } from '../kinds';\nimport { saveItems } from '../items/items.repository';\nexport const saveDocument = () => [saveItems, kinds, clientRoutes];\n",
  'src/server/features/documents/items/items.repository.ts':
    "import { items } from './items.table';\nexport const saveItems = () => items;\n",
  'src/server/features/documents/items/items.table.ts': 'export const items = {};\n',
  'src/server/features/documents/kinds/index.ts': "export { offer as kinds } from './offer.kind';\n",
  'src/server/features/documents/kinds/offer.kind.ts':
    "import { saveItems } from '../items/items.repository';\nexport const offer = { saveItems };\n",
  'src/server/features/firms/index.ts': "export { findFirm } from './firms.repository';\n",
  'src/server/features/firms/firms.repository.ts': 'export const findFirm = () => null;\n',
  'src/web/routes/routes.tsx':
    "import { ClientsPage } from '../features/clients';\nimport { StartPage } from '../features/start';\nexport const pages = [ClientsPage, StartPage];\n",
  'src/web/features/clients/index.ts': "export { ClientsPage } from './ClientsPage';\n",
  'src/web/features/clients/ClientsPage.tsx':
    "import { zero } from '@shared/domain/money';\nimport { DocumentLink } from '../documents';\nimport { clientLabel } from './client-label';\nexport const ClientsPage = () => [zero, DocumentLink, clientLabel];\n",
  'src/web/features/clients/client-label.ts': "export const clientLabel = 'Kund';\n",
  'src/web/features/documents/index.ts': "export { DocumentLink } from './DocumentLink';\n",
  'src/web/features/documents/DocumentLink.tsx': "export const DocumentLink = () => 'dokument';\n",
  'src/web/features/start/index.ts': "export const StartPage = () => 'start';\n",
  'scripts/check.ts': "console.log('ok');\n",
};

const made: string[] = [];

/** Writes the clean tree with the given files added or replaced (null removes one) into a temp folder. */
export function sampleTree(changes: Record<string, string | null> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'montor-arch-'));
  made.push(root);
  const files: Record<string, string | null> = { ...CLEAN_TREE, ...changes };
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

export function removeSampleTrees(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

export function checkSample(changes: Record<string, string | null> = {}): ArchitectureReport {
  return new ArchitectureChecker(sampleTree(changes), { allowlists: SAMPLE_ALLOWLISTS }).run();
}

/** The violations of one rule, as `file:line message` lines that read well in a failed expectation. */
export function violationsOf(report: ArchitectureReport, rule: RuleId): string[] {
  return report.violations
    .filter((v: Violation) => v.rule === rule)
    .map((v) => `${v.file}${v.line ? `:${v.line}` : ''} ${v.message}`);
}
