import type { Document } from '@shared/api/documents';
import { printingApi } from '@shared/api/printing.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLine } from '../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  exportedFile,
  ore,
  pdfText,
  printingClients,
  savedDocument,
  xlsxRows,
} from './reports/reports.fixtures';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let hidden: TestClient;
let offer: Document;
let second: Document;
let theirs: Document;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, norr, hidden } = await printingClients(t));
  offer = await savedDocument(admin, 'OFFER', { mark: 'Badrum Åsa Öberg' });
  second = await savedDocument(admin, 'OFFER', {
    mark: 'Kök Ängelholm',
    items: [freeLine({ quantity: 1000, priceOre: 12_345, discountBp: 1000, rskNumber: '1234567' })],
  });
  theirs = await savedDocument(norr, 'OFFER', { mark: 'Norrlands offert' });
});
afterAll(() => t.close());

const print = (client: TestClient, parameters: Record<string, unknown>) =>
  client.call(printingApi.printDocuments, { docType: 'OFFER', ...parameters });

describe('printDocuments', () => {
  it('answers a short-lived link to the PDF, which opens inline in the tab', async () => {
    const { link, file, bytes } = await exportedFile(t, admin, [
      printingApi.printDocuments,
      { docType: 'OFFER', documentUids: [offer.uid] },
    ]);
    expect(link.link).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);
    expect(link.fileType).toBe('application/pdf');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Badrum Åsa Öberg');
  });

  it('prints several documents into one PDF, and is saved instead when not inline', async () => {
    const { file, bytes } = await exportedFile(t, admin, [
      printingApi.printDocuments,
      { docType: 'OFFER', documentUids: [offer.uid, second.uid], pdfFormat: 'CLIENT', inline: false },
    ]);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const text = pdfText(bytes);
    expect(text).toContain('Badrum Åsa Öberg');
    expect(text).toContain('Kök Ängelholm');
  });

  it("answers 404 for another firm's document, alone or among ours, and for another kind's", async () => {
    for (const documentUids of [[theirs.uid], [offer.uid, theirs.uid], [crypto.randomUUID()]]) {
      const r = await print(admin, { documentUids });
      expect(r.status).toBe(404);
      expect(r.body.userErrorMessage).toBe('Det du söker finns inte (eller tillhör ett annat företag).');
    }
    expect((await print(norr, { documentUids: [offer.uid] })).status).toBe(404);
    const asInvoice = await admin.call(printingApi.printDocuments, {
      docType: 'INVOICE',
      documentUids: [offer.uid],
    });
    expect(asInvoice.status).toBe(404);
  });

  it('refuses a kind whose module the firm does not have', async () => {
    const r = await norr.call(printingApi.printDocuments, {
      docType: 'COST_CALCULATION',
      documentUids: [offer.uid],
    });
    expect(r.status).toBe(403);
  });

  it('refuses the internal layouts to an employee whose net prices are hidden, in Swedish', async () => {
    for (const pdfFormat of ['INTERNAL', 'CLIENT_AND_INTERNAL']) {
      const r = await print(hidden, { documentUids: [offer.uid], pdfFormat });
      expect(r.status).toBe(403);
      expect(r.body.userErrorMessage).toMatch(/dolda för din inloggning/);
    }
    expect((await print(hidden, { documentUids: [offer.uid], pdfFormat: 'CLIENT' })).status).toBe(200);
  });

  it('refuses a layout the kind does not have, at pdfFormat', async () => {
    const r = await print(admin, { documentUids: [offer.uid], pdfFormat: 'UNIX_NETTO' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field: 'pdfFormat' });
    expect(r.body.messages[0]?.text).toMatch(/utskriftsmall/);
  });

  it('refuses an empty selection and an unknown layout at the field', async () => {
    const none = await print(admin, { documentUids: [] });
    expect(none.status).toBe(400);
    expect(none.body.messages[0]?.field).toBe('documentUids');
    const unknown = await print(admin, { documentUids: [offer.uid], pdfFormat: 'FANCY' });
    expect(unknown.body.messages[0]?.field).toBe('pdfFormat');
  });
});

describe('exportDocumentItems', () => {
  const exportOf = (format: 'CSV' | 'XLSX', doc = offer, client = admin) =>
    exportedFile(t, client, [printingApi.exportDocumentItems, { docType: 'OFFER', docUid: doc.uid, format }]);

  it('writes the lines as CSV for Swedish Excel: BOM, semicolons, decimal commas, every row', async () => {
    const { link, file, bytes } = await exportOf('CSV');
    expect(link.fileType).toBe('text/csv');
    expect(link.fileName).toBe('Offert utkast – rader.csv');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\ufeffRad;RSK-nr;Artikelnr;Benämning;Antal;Enhet;À-pris (kr);')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    const [line1, line2, comment] = offer.items;
    expect(lines[1]).toBe(`1;;${line1!.code};Kopplingsledning 300 mm;2;st;129,50;0,00;0,00;259,00`);
    expect(lines[2]).toBe(`2;;${line2!.code};Arbete montör, per timme;3,5;tim;650,00;0,00;0,00;2275,00`);
    expect(lines[3]).toBe(`3;;${comment!.code};Arbetet utförs enligt Säker Vatten.;;;;;;`);
  });

  it('writes a real .xlsx with the lines as numbers, the discount and the sum to the öre', async () => {
    const { link, bytes } = await exportOf('XLSX', second);
    expect(link.fileName).toBe('Offert utkast – rader.xlsx');
    const { sheet, rows } = await xlsxRows(bytes);
    expect(rows[0]).toEqual([
      'Rad',
      'RSK-nr',
      'Artikelnr',
      'Benämning',
      'Antal',
      'Enhet',
      'À-pris (kr)',
      'Rabatt (%)',
      'Rabatt (kr/enhet)',
      'Summa (kr)',
    ]);
    const row = rows[1]!;
    expect(row.slice(0, 2)).toEqual([1, '1234567']);
    expect(row[4]).toBe(1);
    expect(ore(row[6])).toBe(12_345);
    expect(row[7]).toBe(10);
    // The 10 % discount of 123,45 is 12,345 → 12,35 (rounded once, decision 0002): 111,10.
    expect(ore(row[9])).toBe(second.items[0]!.sumOre);
    expect(ore(row[9])).toBe(11_110);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it("answers 404 for another firm's document", async () => {
    const r = await admin.call(printingApi.exportDocumentItems, {
      docType: 'OFFER',
      docUid: theirs.uid,
      format: 'CSV',
    });
    expect(r.status).toBe(404);
  });
});
