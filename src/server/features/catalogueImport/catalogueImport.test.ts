import { catalogueApi } from '@shared/api/catalogue.api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { enqueueCatalogueImport } from './catalogueImport.jobs';
import { importCatalogueFile } from './catalogueImport.usecases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: await findFirmIdByCode(db, '100245'), norr: await findFirmIdByCode(db, '100318') }),
  );
});
afterAll(() => t.close());

const header =
  'Artikelnummer;RSK-nummer;Benämning;Varumärke;Kategori;Enhet;Förpackning;Minsta antal;Bruttopris;Rabattgrupp;Kampanjpris;Kampanj t.o.m.';
const priceFile = [
  header,
  'B10001;123 45 67;Tvättställsblandare Mora Vega krom;Mora Armatur;2;ST;1;;2 600,00;BL;;',
  'B10002;1234568;Tvättställsblandare Oras Nova svart matt;Oras;2;ST;1;;2500;BL;1500,00;2026-12-01',
  'N90001;1810028;Kopparrör 28x1,2 mm 5 m;Nordlunds;6;ST;1;10;1 150,50;ROR;;',
  'B10004;;;FM Mattsson;4;ST;1;;2500;BL;;',
  'B10003;2345678;Köksblandare Gustavsberg Nautic;Gustavsberg;3;ST;1;;12,3,4;BL;;',
  'B10005;12345;Termostatblandare bad Mora Cera cc 150;Mora Armatur;4;ST;1;;2500;BL;;',
  'N90001;;Dubblett;Nordlunds;6;ST;1;;10;ROR;;',
  'N90002;;Ny artikel utan kategori;LK;;ST;1;;10;ROR;;',
  'N90003;;Ny artikel i okänd kategori;LK;999;ST;1;;10;ROR;;',
  'R20001;1810015;Kopparrör 15x1,0 mm 5 m;Nordlunds;6;ST;1;;600;ROR;500;',
  '',
].join('\r\n');

/** Excel's "CSV (semikolonavgränsad)" on Windows writes Windows-1252, which for å, ä, ö is Latin-1. */
const windows1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('price file import', () => {
  it('imports the good rows, reports the bad ones by line and deactivates what the file left out', async () => {
    const db = t.database.db;
    const summary = await importCatalogueFile({ deps: t.deps, bytes: windows1252(priceFile) });
    expect(summary).toMatchObject({
      kind: 'PRICE_FILE',
      encoding: 'windows-1252',
      rows: 10,
      inserted: 1,
      updated: 1,
      unchanged: 1,
    });
    expect(summary.errors).toEqual([
      { line: 5, reason: 'Benämning saknas' },
      { line: 6, reason: 'Ogiltigt bruttopris "12,3,4"' },
      { line: 7, reason: 'Ogiltigt RSK-nummer "12345" (sju siffror)' },
      { line: 8, reason: 'Artikelnumret N90001 finns redan på rad 4' },
      { line: 11, reason: 'Kampanjpris och kampanjens slutdatum hör ihop' },
      { line: 9, reason: 'Ny artikel utan kategori: ange Kategori' },
      { line: 10, reason: 'Kategori 999 finns inte i katalogen' },
    ]);
    const rows = await queryRows<{ article: string; active: boolean; gross: number; name: string }>(
      db,
      sql`select article, active, gross_price_ore as gross, name from catalogue_products order by article`,
    );
    const byArticle = new Map(rows.map((r) => [r.article, r]));
    expect(byArticle.get('B10001')).toMatchObject({ gross: 260_000, active: true });
    expect(byArticle.get('N90001')).toMatchObject({
      gross: 115_050,
      active: true,
      name: 'Kopparrör 28x1,2 mm 5 m',
    });
    // Named in the file, but with a bad row this week: kept as it was.
    for (const kept of ['B10003', 'B10004', 'B10005', 'R20001'])
      expect(byArticle.get(kept)?.active).toBe(true);
    for (const gone of ['R20002', 'R20003', 'W30001', 'T40001'])
      expect(byArticle.get(gone)?.active).toBe(false);
    expect(summary.deactivated).toBe(6);
    expect(rows).toHaveLength(14);
  });

  it('makes new articles searchable and removes deactivated ones from search and pages', async () => {
    const visitor = t.client();
    const hit = await visitor.call(catalogueApi.search, { pattern: 'kopparrör 28' });
    expect(
      (hit.body.result as { products: Array<{ article: string }> }).products.map((p) => p.article),
    ).toEqual(['N90001']);
    const wc = await visitor.call(catalogueApi.search, { pattern: 'wc' });
    expect((wc.body.result as { totalProductsFound: number }).totalProductsFound).toBe(0);
    const kopparror = await visitor.call(catalogueApi.level, { parentItemId: 6 });
    expect((kopparror.body.result as { totalProductsCount: number }).totalProductsCount).toBe(2);
  });

  it('changes nothing when the same file comes again', async () => {
    const summary = await importCatalogueFile({
      deps: t.deps,
      bytes: new TextEncoder().encode(priceFile),
    });
    expect(summary).toMatchObject({
      encoding: 'utf-8',
      inserted: 0,
      updated: 0,
      unchanged: 3,
      deactivated: 0,
    });
  });

  it('refuses a file of unknown kind without touching the catalogue', async () => {
    const summary = await importCatalogueFile({
      deps: t.deps,
      bytes: new TextEncoder().encode('a;b;c\n1;2;3'),
    });
    expect(summary.kind).toBeNull();
    expect(summary.errors[0]!.line).toBe(1);
    const [active] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalogue_products where active`,
    );
    expect(active?.n).toBe(7);
  });
});

describe('rabattbrev import', () => {
  it('replaces a firm’s discounts and the firm’s net prices follow', async () => {
    const file = ['Kundnummer;Rabattgrupp;Rabatt', '100245;BL;35,5', '100245;ROR;40 %', ''].join('\n');
    const summary = await importCatalogueFile({ deps: t.deps, bytes: new TextEncoder().encode(file) });
    expect(summary).toMatchObject({ kind: 'DISCOUNT_FILE', firms: 1, updated: 1, unchanged: 1, errors: [] });
    const admin = t.client();
    await admin.login('demo-admin');
    const r = await admin.call(catalogueApi.product, { id: '3' });
    expect((r.body.result as { prices: { regularPrice: number } }).prices.regularPrice).toBe(161_250);
  });

  it('reports unknown firms and bad discounts, and removes nothing when a row was bad', async () => {
    const file = [
      'Kundnummer;Rabattgrupp;Rabatt',
      '100245;BL;36',
      '999999;BL;10',
      '100245;X;120',
      '100245;;5',
    ].join('\n');
    const summary = await importCatalogueFile({ deps: t.deps, bytes: new TextEncoder().encode(file) });
    expect(summary.errors).toEqual([
      { line: 3, reason: 'Kundnummer 999999 finns inte' },
      { line: 4, reason: 'Ogiltig rabatt "120" (0–100 procent)' },
      { line: 5, reason: 'Rabattgrupp saknas' },
    ]);
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const rows = await queryRows<{ g: string; bp: number }>(
      t.database.db,
      sql`select discount_group as g, discount_bp as bp from catalogue_firm_discounts
          where firm_id = ${firmId} order by 1`,
    );
    expect(rows).toEqual([
      { g: 'BL', bp: 3600 },
      { g: 'ROR', bp: 4000 },
    ]);
  });

  it('takes the firm from --firm when the letter has no Kundnummer column', async () => {
    const file = 'Rabattgrupp;Rabatt\nBL;30\n';
    const summary = await importCatalogueFile({
      deps: t.deps,
      bytes: new TextEncoder().encode(file),
      firmCode: '100318',
    });
    expect(summary).toMatchObject({ firms: 1, errors: [] });
  });
});

describe('the catalogue.import job', () => {
  it('imports a stored file in the background and keeps the summary', async () => {
    const file = ['Kundnummer;Rabattgrupp;Rabatt', '100402;BL;5'].join('\n');
    const { importId, jobId } = await enqueueCatalogueImport(t.database.db, t.deps.jobs, {
      fileName: 'rabattbrev.csv',
      bytes: new TextEncoder().encode(file),
    });
    expect(await t.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const job = await t.deps.jobs.get(jobId);
    expect(job?.status).toBe('DONE');
    expect(job?.result).toMatchObject({ kind: 'DISCOUNT_FILE', firms: 1, errorCount: 0 });
    const [stored] = await queryRows<{ summary: { firms: number } }>(
      t.database.db,
      sql`select summary from catalogue_imports where id = ${importId}`,
    );
    expect(stored?.summary.firms).toBe(1);
  });
});
