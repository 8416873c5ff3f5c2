import { afterAll, describe, expect, it } from 'vitest';
import { stronglyConnected } from './architecture-cycles';
import { checkSample, removeSampleTrees, violationsOf } from './architecture-fixture';

afterAll(removeSampleTrees);

describe('feature cycles', () => {
  it('finds a cycle between server features, with one example import per edge', () => {
    const report = checkSample({
      'src/server/features/firms/firms.repository.ts':
        "import { clientRoutes } from '../clients';\nexport const findFirm = () => clientRoutes;\n",
    });
    expect(report.cycles).toEqual([
      {
        layer: 'server',
        features: ['clients', 'firms'],
        edges: [
          "clients → firms: src/server/features/clients/clients.usecases.ts:1 importerar '../firms'",
          "firms → clients: src/server/features/firms/firms.repository.ts:1 importerar '../clients'",
        ],
      },
    ]);
    expect(violationsOf(report, 'cycle')).toEqual([
      'src/server/features funktionscykel: 2 funktioner importerar varandra (clients, firms)',
    ]);
  });

  it('finds a cycle between web features, however the import reaches the other feature', () => {
    const report = checkSample({
      'src/web/features/documents/DocumentLink.tsx':
        "import { clientLabel } from '../clients/client-label';\nexport const DocumentLink = () => clientLabel;\n",
    });
    expect(report.cycles.map((c) => [c.layer, c.features])).toEqual([['web', ['clients', 'documents']]]);
  });

  it('does not count imports from test files as edges', () => {
    const report = checkSample({
      'src/server/features/firms/firms.test.ts': "import { clientRoutes } from '../clients';\n",
    });
    expect(report.cycles).toEqual([]);
  });

  it('groups every feature of a longer loop into one component', () => {
    const graph = new Map([
      ['a', new Map([['b', 'x']])],
      ['b', new Map([['c', 'x']])],
      ['c', new Map([['a', 'x']])],
      ['d', new Map([['a', 'x']])],
    ]);
    expect(stronglyConnected(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('features entered through their index.ts', () => {
  it('catches imports of another feature’s internals, on the server and the web', () => {
    const report = checkSample({
      'src/server/app.ts': "import { clientRoutes } from './features/clients/clients.routes';\n",
      'src/server/features/documents/engine/engine.usecases.ts':
        "import { findClients } from '../../clients/clients.repository';\n",
      'src/web/routes/routes.tsx': "import { ClientsPage } from '../features/clients/ClientsPage';\n",
      'src/web/features/clients/ClientsPage.tsx':
        "import { DocumentLink } from '../documents/DocumentLink';\n",
    });
    expect(violationsOf(report, 'publicFile')).toEqual([
      "src/server/app.ts:1 importerar './features/clients/clients.routes': funktionen src/server/features/clients nås utifrån bara via clients/index.ts",
      "src/server/features/documents/engine/engine.usecases.ts:1 importerar '../../clients/clients.repository': funktionen src/server/features/clients nås utifrån bara via clients/index.ts",
      "src/web/features/clients/ClientsPage.tsx:1 importerar '../documents/DocumentLink': funktionen src/web/features/documents nås utifrån bara via documents/index.ts",
      "src/web/routes/routes.tsx:1 importerar '../features/clients/ClientsPage': funktionen src/web/features/clients nås utifrån bara via clients/index.ts",
    ]);
  });

  it('lets only the schema file name tables, and nothing else of a feature', () => {
    const report = checkSample({
      'src/server/platform/db/schema.ts': "export * from '../../features/clients/clients.repository';\n",
      'src/server/platform/db/tables.ts': "export * from '../../features/clients/clients.table';\n",
    });
    expect(violationsOf(report, 'publicFile').map((v) => v.split(' ')[0])).toEqual([
      'src/server/platform/db/schema.ts:1',
      'src/server/platform/db/tables.ts:1',
    ]);
  });

  it('lets a table name another feature’s table for its foreign key, and nothing else of it', () => {
    const report = checkSample({
      'src/server/features/notes/notes.table.ts':
        "import { clients } from '../clients/clients.table';\nimport { x } from '../clients/clients.repository';\n",
    });
    expect(violationsOf(report, 'publicFile').map((v) => v.split(' ')[0])).toEqual([
      'src/server/features/notes/notes.table.ts:2',
    ]);
  });

  it('lets the folder, its index and index.ts itself pass, and a feature’s own tests reach inside', () => {
    const report = checkSample({
      'src/server/app.ts':
        "import { a } from './features/clients';\nimport { b } from './features/clients/index';\nimport { c } from './features/clients/index.ts';\n",
    });
    expect(violationsOf(report, 'publicFile')).toEqual([]);
  });
});

describe('routes → usecases → repository → table inside a server feature', () => {
  it('catches imports against the order', () => {
    const report = checkSample({
      'src/server/features/clients/clients.repository.ts':
        "import { listClients } from './clients.usecases';\n",
      'src/server/features/clients/clients.table.ts': "import { findClients } from './clients.repository';\n",
      'src/server/features/clients/clients.usecases.ts': "import { clientRoutes } from './clients.routes';\n",
      'src/server/features/documents/items/items.repository.ts':
        "import { saveDocument } from '../engine/engine.usecases';\n",
    });
    expect(violationsOf(report, 'layering').map((v) => v.replace(/ \(inom .*\)$/, ''))).toEqual([
      "src/server/features/clients/clients.repository.ts:1 importerar './clients.usecases': repository får inte bero på usecases",
      "src/server/features/clients/clients.table.ts:1 importerar './clients.repository': table får inte bero på repository",
      "src/server/features/clients/clients.usecases.ts:1 importerar './clients.routes': usecases får inte bero på routes",
      "src/server/features/documents/items/items.repository.ts:1 importerar '../engine/engine.usecases': repository får inte bero på usecases",
    ]);
  });

  it('catches other roles that call use cases or routes, and files that import their own index.ts', () => {
    const report = checkSample({
      'src/server/features/clients/clients.mapper.ts': "import { listClients } from './clients.usecases';\n",
      'src/server/features/documents/kinds/offer.kind.ts':
        "import { documentRoutes } from '../engine/engine.routes';\n",
      'src/server/features/clients/clients.errors.ts': "import { clientRoutes } from './index';\n",
      'src/web/features/clients/client-label.ts': "import { ClientsPage } from './index';\n",
    });
    expect(violationsOf(report, 'layering')).toEqual([
      "src/server/features/clients/clients.errors.ts:1 importerar './index': funktionens egen index.ts är till för andra funktioner; importera filen direkt",
      "src/server/features/clients/clients.mapper.ts:1 importerar './clients.usecases': mapper får inte bero på usecases (inom en funktion går beroenden routes → usecases → repository → table, aldrig bakåt)",
      "src/server/features/documents/kinds/offer.kind.ts:1 importerar '../engine/engine.routes': kind får inte bero på routes (inom en funktion går beroenden routes → usecases → repository → table, aldrig bakåt)",
      "src/web/features/clients/client-label.ts:1 importerar './index': funktionens egen index.ts är till för andra funktioner; importera filen direkt",
    ]);
  });

  it('lets tests import any file of their feature, and other roles use repositories and tables', () => {
    const report = checkSample({
      'src/server/features/clients/clients.usecases.test.ts':
        "import { clientRoutes } from './clients.routes';\nimport { listClients } from './clients.usecases';\n",
      'src/server/features/clients/clients.counters.ts':
        "import { findClients } from './clients.repository';\nimport { clients } from './clients.table';\n",
      'src/server/features/clients/clients.jobs.ts': "import { clientRoutes } from './clients.routes';\n",
    });
    expect(violationsOf(report, 'layering')).toEqual([]);
  });
});
