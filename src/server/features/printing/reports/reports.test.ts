import { clientsApi } from '@shared/api/clients.api';
import { type Document, documentKindEndpoints } from '@shared/api/documents';
import { printingApi } from '@shared/api/printing.api';
import { type UnixInvoicesSummary, unixDocumentsApi } from '@shared/api/unixDocuments.api';
import { formatAmount } from '@shared/domain/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLine } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { employees } from '../../employees';
import {
  exportedFile,
  fetchFile,
  insertProviderInvoice,
  ore,
  pdfText,
  printingClients,
  savedDocument,
  xlsxRows,
} from './reports.fixtures';
import { renderReport } from './reports.usecases';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let hidden: TestClient;
let offers: Document[];
let clientName: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, norr, hidden } = await printingClients(t));
  const client = (await admin.call(clientsApi.list, { limit: 1 })).body.result as {
    items: Array<{ uid: string; name: string }>;
  };
  clientName = client.items[0]!.name;
  offers = [
    // 2 × 129,50 + 3,5 h × 650 = 2 534,00, VAT 633,50, 3 167,50 → 3 168 (öresavrundning +0,50).
    await savedDocument(admin, 'OFFER', { clientUid: client.items[0]!.uid, mark: 'Badrum Åsa Öberg' }),
    // 123,45 + VAT 30,86 = 154,31 → 154 (öresavrundning −0,31).
    await savedDocument(admin, 'OFFER', {
      mark: 'Kök',
      items: [freeLine({ quantity: 1000, priceOre: 12_345 })],
    }),
  ];
});
afterAll(() => t.close());

/** An amount as pdftotext gives it back: the no-break spaces as spaces. */
const shown = (amount: number) => formatAmount(amount).replace(/\u00a0/g, ' ');

/** The list's "Summa" of each offer: the figure the report must repeat. */
async function listedPayable(): Promise<Map<string, number | null>> {
  const r = await admin.call(documentKindEndpoints.OFFER.list, { limit: 200 });
  const items = (r.body.result as { items: Array<{ docUid: string; totalPayableSumOre: number | null }> })
    .items;
  return new Map(items.map((i) => [i.docUid, i.totalPayableSumOre]));
}

const reportOf = (client: TestClient, reportType: 'PDF' | 'XLSX', docUids = offers.map((o) => o.uid)) =>
  client.call(printingApi.report, { docType: 'OFFER', docUids, reportType });

describe('the report of selected documents', () => {
  it('is a real .xlsx with the list\'s "Summa", the editor\'s net and VAT, to the öre, and a total row', async () => {
    const { link, file, bytes } = await exportedFile(t, admin, [
      printingApi.report,
      { docType: 'OFFER', docUids: offers.map((o) => o.uid), reportType: 'XLSX' },
    ]);
    expect(link.fileType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(link.fileName).toMatch(/^Offerter rapport \d{4}-\d{2}-\d{2}\.xlsx$/);
    const { sheet, rows } = await xlsxRows(bytes);
    expect(rows[0]).toEqual([
      'Nummer',
      'Datum',
      'Kund',
      'Märkning',
      'Netto exkl. moms (kr)',
      'Moms (kr)',
      'Öresavrundning (kr)',
      'Att betala (kr)',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(3).width).toBe(32);
    const payable = await listedPayable();
    offers.forEach((offer, i) => {
      const row = rows[i + 1]!;
      expect(row[2] ?? '').toBe(i === 0 ? clientName : '');
      expect(row[3]).toBe(offer.header.mark);
      expect((row[1] as Date).toISOString().slice(0, 10)).toBe(offer.header.docDate);
      expect(ore(row[4])).toBe(offer.totals.netSumOre);
      expect(ore(row[5])).toBe(offer.totals.vatSumOre);
      expect(ore(row[7])).toBe(payable.get(offer.uid));
      expect(ore(row[4]) + ore(row[5]) + ore(row[6])).toBe(ore(row[7]));
      expect(typeof row[7]).toBe('number');
    });
    expect(rows.slice(1, 3).map((r) => ore(r[7]))).toEqual([316_800, 15_400]);
    expect(rows.slice(1, 3).map((r) => ore(r[6]))).toEqual([50, -31]);
    const total = rows[3]!;
    expect(total[0]).toBe('Summa');
    expect(ore(total[4])).toBe(253_400 + 12_345);
    expect(ore(total[7])).toBe(316_800 + 15_400);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it('is a PDF with the same figures, Swedish headers and "Sida 1 av 1"', async () => {
    const { file, bytes } = await exportedFile(t, admin, [
      printingApi.report,
      { docType: 'OFFER', docUids: offers.map((o) => o.uid), reportType: 'PDF' },
    ]);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    const text = pdfText(bytes);
    expect(text).toContain('Offerter – Rörfirman Demo AB');
    expect(text).toContain('Netto exkl. moms');
    expect(text).toContain('Badrum Åsa Öberg');
    for (const amount of [316_800, 15_400, 332_200, 265_745, -31]) {
      expect(text).toContain(shown(amount));
    }
    expect(text).toContain('Sida 1 av 1');
  });

  it('is given to the e-mailing feature as a file by renderReport', async () => {
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const [row] = await t.database.db.select().from(employees).where(eq(employees.login, 'demo-admin'));
    const session = {
      id: 's',
      instanceToken: 'x',
      durable: false,
      clientMode: false,
      employee: {
        id: row!.id,
        firmId,
        role: 'ADMIN' as const,
        accessLevel: 'FULL' as const,
        enabledSiteOption: ['OFFERS' as const],
        adminId: null,
        netPriceAndMarginHidden: false,
        defaultWarehouse: null,
      },
    };
    const file = await renderReport({
      deps: t.deps,
      firmId,
      session,
      docType: 'OFFER',
      docUids: [offers[1]!.uid],
      format: 'PDF',
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file.content)).toContain(shown(15_400));
  });

  it('reports a credit invoice negative, as "Att återbetala"', async () => {
    const credit = await savedDocument(admin, 'CREDIT_INVOICE', {
      mark: 'Kredit',
      items: [freeLine({ quantity: 1000, priceOre: 12_345 })],
    });
    const { bytes } = await exportedFile(t, admin, [
      printingApi.report,
      { docType: 'CREDIT_INVOICE', docUids: [credit.uid], reportType: 'XLSX' },
    ]);
    const { rows } = await xlsxRows(bytes);
    expect(rows[0]![7]).toBe('Att återbetala (kr)');
    expect(rows[1]!.slice(4).map(ore)).toEqual([-12_345, -3_086, 31, -15_400]);
    expect(rows[1]![7]).toBe(-154);
  });

  it("answers 404 for another firm's document, and the other firm gets none of ours", async () => {
    const theirs = await savedDocument(norr, 'OFFER', { mark: 'Norr' });
    const mixed = await reportOf(admin, 'PDF', [offers[0]!.uid, theirs.uid]);
    expect(mixed.status).toBe(404);
    expect(mixed.body.userErrorMessage).toBe('Det du söker finns inte (eller tillhör ett annat företag).');
    expect((await reportOf(norr, 'XLSX', [offers[0]!.uid])).status).toBe(404);
  });

  it('refuses a kind whose module the firm does not have', async () => {
    const r = await norr.call(printingApi.report, {
      docType: 'COST_CALCULATION',
      docUids: [offers[0]!.uid],
      reportType: 'PDF',
    });
    expect(r.status).toBe(403);
  });

  it('refuses an empty selection and more than 200 at the field', async () => {
    const none = await reportOf(admin, 'PDF', []);
    expect(none.status).toBe(400);
    expect(none.body.messages[0]?.field).toBe('docUids');
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    expect((await reportOf(admin, 'PDF', many)).status).toBe(400);
  });
});

describe("the provider's invoices and their monthly summary", () => {
  let firmId: string;
  let october: string[];

  beforeAll(async () => {
    firmId = await findFirmIdByCode(t.database.db, '100245');
    october = [
      await insertProviderInvoice(t, firmId, {
        number: 880_001,
        docDate: '2025-03-05',
        dueDate: '2025-04-04',
        items: [freeLine({ quantity: 3000, priceOre: 10_333, purchasePriceOre: 10_333 })],
      }),
      await insertProviderInvoice(t, firmId, {
        number: 880_002,
        docDate: '2025-03-31',
        dueDate: '2025-04-30',
        items: [
          freeLine({ quantity: 1000, priceOre: 50_000, purchasePriceOre: 50_000 }),
          freeLine({ quantity: 1000, priceOre: 9_999, purchasePriceOre: 9_999, vatRateBp: 1200 }),
        ],
      }),
    ];
    await insertProviderInvoice(t, firmId, {
      number: 880_003,
      docDate: '2025-04-01',
      dueDate: '2025-05-01',
      items: [freeLine({ quantity: 1000, priceOre: 100, purchasePriceOre: 100 })],
    });
  });

  const summaryUrl = (query: string) => `/api/doc/unixInvoicesSummaryPDF?${query}`;

  it('prints a month: each invoice, the VAT per rate, the totals, as the summaries list has it', async () => {
    const file = await fetchFile(t, admin, summaryUrl('month=2025-03'));
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Leverantörsfakturor mars 2025');
    expect(text).toMatch(/880001\s+2025-03-05\s+2025-04-04/);
    expect(text).toMatch(/880002\s+2025-03-31\s+2025-04-30/);
    expect(text).not.toContain('880003');
    // 3 × 103,33 = 309,99 + 77,50 (25 %) = 387,49 → 387; 500 + 125 + 99,99 + 12,00 = 736,99 → 737.
    expect(text).toMatch(/Moms 25 %\s+809,99\s+202,50/);
    expect(text).toMatch(/Moms 12 %\s+99,99\s+12,00/);
    expect(text).toContain(`Att betala för mars 2025: ${shown(112_400)} kr (2 fakturor)`);
    const listed = await admin.call(unixDocumentsApi.summaries, {
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
    });
    const month = (listed.body.result as { items: UnixInvoicesSummary[] }).items[0]!;
    expect(month.totalSumOre).toBe(112_400);
    expect(month.netSumOre).toBe(30_999 + 59_999);
  });

  it('prints several months by their uids, one to a page', async () => {
    const file = await fetchFile(t, admin, summaryUrl('invoicesSummariesUids=2025-04,2025-03&inline=false'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const text = pdfText(file.rawPayload);
    expect(text.indexOf('mars 2025')).toBeLessThan(text.indexOf('april 2025'));
    expect(text).toContain('Sida 2 av 2');
  });

  it('asks for a month in the form ÅÅÅÅ-MM', async () => {
    const file = await fetchFile(t, admin, summaryUrl('month=2026-13'));
    expect(file.statusCode).toBe(400);
    expect(file.json().messages[0]).toMatchObject({ field: 'month' });
    expect(file.json().messages[0].text).toContain('Ange månaden som ÅÅÅÅ-MM');
    expect((await fetchFile(t, admin, summaryUrl(''))).statusCode).toBe(400);
  });

  it('prints the invoices themselves through the renderer', async () => {
    const file = await fetchFile(t, admin, `/api/doc/unixInvoicePDF?invoiceUids=${october.join(',')}`);
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The web's query builder repeats the key for each uid.
    const repeated = october.map((uid) => `invoiceUids=${uid}`).join('&');
    const again = await fetchFile(t, admin, `/api/doc/unixInvoicePDF?${repeated}&inline=false`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses them to an employee whose net prices are hidden, in Swedish', async () => {
    for (const url of [summaryUrl('month=2025-03'), `/api/doc/unixInvoicePDF?invoiceUids=${october[0]}`]) {
      const file = await fetchFile(t, hidden, url);
      expect(file.statusCode).toBe(403);
      expect(file.json().userErrorMessage).toBe(
        'Leverantörsfakturor visar era nettopriser, som är dolda för din inloggning.',
      );
    }
    const report = await hidden.call(printingApi.report, {
      docType: 'UNIX_INVOICE',
      docUids: october,
      reportType: 'XLSX',
    });
    expect(report.status).toBe(403);
  });

  it("gives another firm's invoice as not found, and another firm's summary holds none of ours", async () => {
    const norrId = await findFirmIdByCode(t.database.db, '100318');
    const theirs = await insertProviderInvoice(t, norrId, {
      number: 990_001,
      docDate: '2025-03-10',
      dueDate: '2025-04-09',
      items: [freeLine({ quantity: 1000, priceOre: 777, purchasePriceOre: 777 })],
    });
    const file = await fetchFile(t, admin, `/api/doc/unixInvoicePDF?invoiceUids=${october[0]},${theirs}`);
    expect(file.statusCode).toBe(404);
    const report = await admin.call(printingApi.report, {
      docType: 'UNIX_INVOICE',
      docUids: [theirs],
      reportType: 'PDF',
    });
    expect(report.status).toBe(404);
    expect(pdfText((await fetchFile(t, admin, summaryUrl('month=2025-03'))).rawPayload)).not.toContain(
      '990001',
    );
  });

  it('reports provider invoices with their payable sums', async () => {
    const { bytes } = await exportedFile(t, admin, [
      printingApi.report,
      { docType: 'UNIX_INVOICE', docUids: october, reportType: 'XLSX' },
    ]);
    const { rows } = await xlsxRows(bytes);
    expect(rows.slice(1).map((r) => ore(r[7]))).toEqual([38_700, 73_700, 112_400]);
    expect((rows[1]! as unknown[])[0]).toBe(880_001);
  });
});
