/**
 * The print layouts' contact sheet (issue #15, decision 0026): every layout of every kind printed for the
 * fixed demo documents of `printing.fixtures.ts`, page 1 of each turned into a PNG with pdftoppm, and all
 * of them laid out in one image, `docs/print-layouts.png`, with `docs/print-layouts.md` naming the tiles.
 * A throwaway in-memory database with the demo data and a drawn logo. `--keep <dir>` keeps every PDF
 * and a larger PNG of its first page there, to look at one closely.
 *
 *   npx tsx scripts/print-contact-sheet.ts [--keep /tmp/utskrifter]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { layoutDefinitions } from '../src/server/features/printing/layouts/layouts.data';
import { insertFixedDocuments, sessionOf } from '../src/server/features/printing/printing.fixtures';
import { renderDocumentsPdf } from '../src/server/features/printing/printing.usecases';
import { openPglite } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { renderPdf } from '../src/server/platform/pdf/pdf';
import { seedDemoDataIfEmpty } from '../src/server/seed/demo-seed';
import { findFirmIdByCode } from '../src/server/testing/test-fixtures';
import { documentKinds, documentTypes } from '../src/shared/domain/documents/document-kinds';

const root = path.resolve(import.meta.dirname, '..');
const keepAt = process.argv.indexOf('--keep');
const keep = keepAt > 0 ? path.resolve(process.argv[keepAt + 1] ?? 'utskrifter') : null;
const work = mkdtempSync(path.join(tmpdir(), 'kontaktark-'));

function pngOfPage1(pdf: Buffer, name: string, resolution: number, dir = work): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const out = path.join(dir, `${name}-r${resolution}`);
  execFileSync('pdftoppm', [
    '-r',
    String(resolution),
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    out,
  ]);
  return `${out}.png`;
}

const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

/** A firm's logo as a contractor would have one: a drop and the name, drawn and turned into a PNG. */
async function drawnLogo(): Promise<Buffer> {
  const pdf = await renderPdf({
    pageSize: { width: 260, height: 70 },
    pageMargins: [6, 8, 6, 4],
    content: [
      {
        columns: [
          {
            width: 44,
            canvas: [
              { type: 'ellipse', x: 22, y: 32, r1: 18, r2: 18, color: '#1d6fb8' },
              {
                type: 'polyline',
                closePath: true,
                color: '#1d6fb8',
                points: [
                  { x: 6, y: 26 },
                  { x: 22, y: 0 },
                  { x: 38, y: 26 },
                ],
              },
              { type: 'ellipse', x: 16, y: 34, r1: 5, r2: 6, color: '#ffffff' },
            ],
          },
          {
            stack: [
              { text: 'RÖRFIRMAN', fontSize: 22, bold: true, color: '#1d3557', characterSpacing: 1 },
              { text: 'DEMO AB · VVS I LUND', fontSize: 9, color: '#1d6fb8', characterSpacing: 2 },
            ],
            margin: [6, 6, 0, 0],
          },
        ],
      },
    ],
  });
  return readFileSync(pngOfPage1(pdf, 'logotyp', 300));
}

/** A footer picture as firms use one: the trade bodies they belong to, in a band. */
async function drawnFooter(): Promise<Buffer> {
  const pdf = await renderPdf({
    pageSize: { width: 480, height: 26 },
    pageMargins: [0, 7, 0, 0],
    background: () => ({ canvas: [{ type: 'rect', x: 0, y: 0, w: 480, h: 26, r: 4, color: '#e8f1fa' }] }),
    content: [
      {
        text: 'Medlem i Installatörsföretagen  ·  Auktoriserad enligt Säker Vatten  ·  Certifierad våtrumsbehörighet',
        alignment: 'center',
        fontSize: 9,
        bold: true,
        color: '#1d6fb8',
      },
    ],
  });
  return readFileSync(pngOfPage1(pdf, 'sidfot', 300));
}

async function main() {
  const database = await openPglite({});
  const { db } = database;
  await migrateDatabase('pglite', db);
  await seedDemoDataIfEmpty(db);
  const firmId = await findFirmIdByCode(db, '100245');
  const fixed = await insertFixedDocuments(db, firmId);
  // The company feature's upload use case is not public; the demo pictures go in as it would store them.
  for (const [kind, picture] of [
    ['LOGO', await drawnLogo()],
    ['FOOTER', await drawnFooter()],
  ] as const)
    await db.execute(sql`insert into company_images (firm_id, kind, content_type, content, sha256, byte_size)
      values (${firmId}, ${kind}, 'image/png', ${picture}, ${kind}, ${picture.length})`);
  const session = sessionOf({ firmId, employeeId: fixed.employeeId });
  const deps = { db, clock: { now: () => new Date('2026-11-21T09:00:00Z') } };
  if (keep) mkdirSync(keep, { recursive: true });
  const tiles: { file: string; caption: string }[] = [];
  for (const type of documentTypes) {
    const kind = documentKinds[type];
    for (const layout of kind.printLayouts) {
      const { content } = await renderDocumentsPdf({
        deps,
        firmId,
        session,
        docType: type,
        docUids: [fixed.uids[type]],
        layout,
      });
      const name = `${type}-${layout}`;
      tiles.push({
        file: pngOfPage1(content, name, 50),
        caption: `${kind.label} · ${layoutDefinitions[layout].label}`,
      });
      if (keep) pngOfPage1(content, name, 80, keep);
    }
  }
  await database.close();
  const columns = 6;
  const tileWidth = 150;
  const rows: Record<string, unknown>[][] = [];
  for (let i = 0; i < tiles.length; i += columns) {
    const row: Record<string, unknown>[] = tiles.slice(i, i + columns).map((t) => ({
      stack: [
        {
          table: { body: [[{ image: dataUrl(t.file), width: tileWidth }]] },
          layout: {
            hLineColor: () => '#9aa5b1',
            vLineColor: () => '#9aa5b1',
            paddingLeft: () => 0,
            paddingRight: () => 0,
            paddingTop: () => 0,
            paddingBottom: () => 0,
          },
        },
        { text: t.caption, fontSize: 7, margin: [0, 3, 0, 0], color: '#1f2933' },
      ],
      margin: [4, 4, 4, 10],
    }));
    while (row.length < columns) row.push({ text: '' });
    rows.push(row);
  }
  const sheet = await renderPdf({
    pageSize: {
      width: columns * (tileWidth + 24) + 30,
      height: Math.ceil(tiles.length / columns) * 250 + 70,
    },
    pageMargins: [15, 15, 15, 15],
    defaultStyle: { font: 'Roboto' },
    content: [
      {
        text: 'Montör – utskriftsmallar per dokumenttyp (sida 1 av varje)',
        fontSize: 13,
        bold: true,
        margin: [4, 0, 0, 8],
      },
      { table: { widths: Array(columns).fill(tileWidth + 10), body: rows }, layout: 'noBorders' },
    ],
  });
  const sheetPng = pngOfPage1(sheet, 'kontaktark', 110);
  writeFileSync(path.join(root, 'docs', 'print-layouts.png'), readFileSync(sheetPng));
  const list = tiles.map((t, i) => `${i + 1}. ${t.caption}`).join('\n');
  writeFileSync(
    path.join(root, 'docs', 'print-layouts.md'),
    `# Utskriftsmallar – kontaktark\n\n![Alla mallar](print-layouts.png)\n\nSida 1 av varje mall för varje dokumenttyp, utskriven för de fasta dokumenten i\n\`src/server/features/printing/printing.fixtures.ts\` (demofirman med en ritad logotyp och sidfotsbild). Skapas med\n\`npx tsx scripts/print-contact-sheet.ts\`; mallarna beskrivs i docs/decisions/0026-print-system.md.\nRutorna, radvis från vänster:\n\n${list}\n`,
  );
  rmSync(work, { recursive: true, force: true });
  process.stdout.write(`Kontaktark: ${tiles.length} mallar → docs/print-layouts.png\n`);
}

await main();
