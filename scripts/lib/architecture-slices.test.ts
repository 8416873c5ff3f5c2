import { afterAll, describe, expect, it } from 'vitest';
import { checkSample, removeSampleTrees, violationsOf } from './architecture-fixture';

afterAll(removeSampleTrees);

describe('contracts served by their feature', () => {
  it('catches a contract file or folder without its server feature', () => {
    const report = checkSample({
      'src/shared/api/orders.api.ts': 'export const ordersApi = {};\n',
      'src/shared/api/invoices/index.ts': 'export const invoicesApi = {};\n',
    });
    expect(violationsOf(report, 'contract')).toEqual([
      'src/shared/api/invoices kontraktet saknar sina routes: src/server/features/invoices/invoices.routes.ts (eller routes i dess undermappar) finns inte',
      'src/shared/api/orders.api.ts kontraktet saknar sina routes: src/server/features/orders/orders.routes.ts (eller routes i dess undermappar) finns inte',
    ]);
  });

  it('catches a feature folder without routes and a contract folder without index.ts', () => {
    const report = checkSample({
      'src/server/features/documents/engine/engine.routes.ts': null,
      'src/server/features/documents/index.ts': 'export const x = 1;\n',
      'src/shared/api/documents/index.ts': null,
    });
    expect(violationsOf(report, 'contract')).toEqual([
      'src/shared/api/documents kontraktsmappen saknar index.ts, som resten av koden går in genom',
      'src/shared/api/documents kontraktet saknar sina routes: src/server/features/documents/documents.routes.ts (eller routes i dess undermappar) finns inte',
    ]);
  });

  it('accepts routes at the feature root', () => {
    const report = checkSample({
      'src/server/features/documents/engine/engine.routes.ts': null,
      'src/server/features/documents/index.ts': 'export const x = 1;\n',
      'src/server/features/documents/documents.routes.ts': 'export const documentRoutes = [];\n',
    });
    expect(violationsOf(report, 'contract')).toEqual([]);
  });
});

describe('slice names across shared, server and web', () => {
  it('catches server and web features that are neither slices nor allowlisted', () => {
    const report = checkSample({
      'src/server/features/folders/folders.repository.ts': 'export const x = 1;\n',
      'src/web/features/documentItems/ItemsGrid.tsx': 'export const x = 1;\n',
    });
    expect(violationsOf(report, 'slice')).toEqual([
      'src/server/features/folders funktionen har inget kontrakt src/shared/api/folders(.api.ts) och står inte i SERVER_ONLY_FEATURES (scripts/lib/architecture-slices.ts) med ett skäl',
      'src/web/features/documentItems funktionen har inget kontrakt src/shared/api/documentItems(.api.ts) och står inte i WEB_ONLY_FEATURES (scripts/lib/architecture-slices.ts) med ett skäl',
    ]);
  });

  it('catches allowlist entries that are gone or have become slices', () => {
    const report = checkSample({
      'src/server/features/firms/firms.repository.ts': null,
      'src/server/features/firms/index.ts': null,
      'src/server/features/clients/clients.usecases.ts':
        "import { findClients } from './clients.repository';\n",
      'src/shared/api/start.api.ts': 'export const startApi = {};\n',
      'src/server/features/start/start.routes.ts': 'export const startRoutes = [];\n',
    });
    expect(violationsOf(report, 'slice')).toEqual([
      'scripts/lib/architecture-slices.ts SERVER_ONLY_FEATURES nämner firms, men src/server/features/firms finns inte: ta bort den ur listan',
      'scripts/lib/architecture-slices.ts WEB_ONLY_FEATURES nämner start, som har ett kontrakt i src/shared/api: ta bort den ur listan',
    ]);
  });
});
