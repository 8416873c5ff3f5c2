import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countByRule, SERVER_ONLY_FEATURES, WEB_ONLY_FEATURES } from './architecture';
import { checkSample, removeSampleTrees, sampleTree, violationsOf } from './architecture-fixture';

afterAll(removeSampleTrees);

const lines = (n: number) => 'export const x = 1;\n'.repeat(n);

describe('the sample tree', () => {
  it('passes every rule', () => {
    const report = checkSample();
    expect(report.violations).toEqual([]);
    expect(report.cycles).toEqual([]);
    expect(report.files).toBeGreaterThan(20);
  });
});

describe('import direction and browser-safe shared code', () => {
  it('catches shared code that reaches the server or the web, and web code that reaches the server', () => {
    const report = checkSample({
      'src/shared/domain/money.ts': "import { clients } from '../../server/features/clients/index';\n",
      'src/shared/domain/links.ts': "import { pages } from '../../web/routes/routes';\n",
      'src/web/features/clients/client-label.ts': "import { routes } from '../../../server/app';\n",
    });
    expect(violationsOf(report, 'direction')).toEqual([
      "src/shared/domain/links.ts:1 importerar '../../web/routes/routes': src/shared får inte bero på src/web",
      "src/shared/domain/money.ts:1 importerar '../../server/features/clients/index': src/shared får inte bero på src/server",
      "src/web/features/clients/client-label.ts:1 importerar '../../../server/app': src/web får inte bero på src/server",
    ]);
  });

  it('catches Node modules and server packages in shared code', () => {
    const report = checkSample({
      'src/shared/domain/money.ts':
        "import { readFileSync } from 'node:fs';\nimport Fastify from 'fastify';\n",
    });
    expect(violationsOf(report, 'direction')).toEqual([
      "src/shared/domain/money.ts:1 importerar 'node:fs': src/shared körs även i webbläsaren och får inte använda Node-moduler",
      "src/shared/domain/money.ts:2 importerar 'fastify': src/shared får inte använda serverpaketet fastify",
    ]);
  });
});

describe('file length', () => {
  it('catches a source file over 400 lines in src, scripts or e2e, and lets 400 pass', () => {
    const report = checkSample({
      'src/web/features/clients/client-label.ts': lines(400),
      'scripts/lib/long.ts': lines(401),
      'e2e/long.spec.ts': `${lines(450)}`,
    });
    expect(violationsOf(report, 'length')).toEqual([
      'e2e/long.spec.ts filen har 450 rader, högst 400: dela den efter roll',
      'scripts/lib/long.ts filen har 401 rader, högst 400: dela den efter roll',
    ]);
  });
});

describe('server file names', () => {
  it('catches a retired role, a wrong name in a sub-folder and a component file', () => {
    const report = checkSample({
      'src/server/features/clients/clients.service.ts': 'export const x = 1;\n',
      'src/server/features/documents/items/documents.repository.ts': 'export const x = 1;\n',
      'src/server/features/documents/kinds/offer.usecases.ts': 'export const x = 1;\n',
      'src/server/features/clients/ClientCard.tsx': 'export const x = 1;\n',
    });
    expect(violationsOf(report, 'naming').map((v) => v.split(' ')[0])).toEqual([
      'src/server/features/clients/ClientCard.tsx',
      'src/server/features/clients/clients.service.ts',
      'src/server/features/documents/items/documents.repository.ts',
      'src/server/features/documents/kinds/offer.usecases.ts',
    ]);
    expect(violationsOf(report, 'naming')[2]).toContain('filnamnet ska vara items.<roll>.ts');
  });

  it('lets kind modules, tests by role, sub-folder names and index files pass', () => {
    const report = checkSample({
      'src/server/features/documents/kinds/customerOrder.kind.ts': 'export const x = 1;\n',
      'src/server/features/documents/kinds/offer.kind.test.ts': 'export const x = 1;\n',
      'src/server/features/documents/items/items.usecases.test.ts': 'export const x = 1;\n',
      'src/server/features/documents/items/index.ts': 'export const x = 1;\n',
    });
    expect(violationsOf(report, 'naming')).toEqual([]);
  });
});

// Each case starts tsx in a child process, which takes seconds on a busy 2-core machine.
describe('npm run arch', { timeout: 60_000 }, () => {
  const script = path.join(import.meta.dirname, '..', 'check-architecture.ts');
  const tsx = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  // The command line uses the repository's own allowlists, so the sample holds those features too.
  const allowlisted = Object.fromEntries([
    ...Object.keys(SERVER_ONLY_FEATURES).map((f) => [`src/server/features/${f}/index.ts`, '']),
    ...Object.keys(WEB_ONLY_FEATURES).map((f) => [`src/web/features/${f}/index.ts`, '']),
  ]);
  const run = (root: string) => spawnSync(tsx, [script, root], { encoding: 'utf8' });

  it('passes a clean tree and says there are no feature cycles', () => {
    const result = run(sampleTree(allowlisted));
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Arkitekturkontroll: OK \(\d+ filer, 0 funktionscykler/);
    expect(result.status).toBe(0);
  });

  it('fails with each violation and a summary of the counts', () => {
    const root = sampleTree({
      ...allowlisted,
      'src/server/features/clients/clients.repository.ts':
        "import { listClients } from './clients.usecases';\n",
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "src/server/features/clients/clients.repository.ts:1  importerar './clients.usecases': repository får inte bero på usecases",
    );
    expect(result.stderr).toMatch(/Arkitekturkontroll: 1 fel i \d+ filer, 0 funktionscykler/);
    expect(result.stderr).toMatch(/\s1 {2}lager inom en funktion/);
  });
});

describe('countByRule', () => {
  it('lists every rule, zero included', () => {
    const counts = countByRule([{ rule: 'cycle', file: 'x', message: 'm' }]);
    expect(counts.cycle).toBe(1);
    expect(counts.length).toBe(0);
    expect(Object.keys(counts)).toHaveLength(8);
  });
});
