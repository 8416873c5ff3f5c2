import { type AttachmentList, attachmentsApi } from '@shared/api/attachments.api';
import { type Document, documentKindEndpoints, documentRelationsApi } from '@shared/api/documents';
import { type TimeLogList, timeLogsApi } from '@shared/api/timeLogs.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData } from '../../../testing/document-fixtures';
import { pdfText } from '../../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let app: TestApp;
/** The firm's administrator: logs the time and makes the invoices. */
let admin: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  admin = app.client();
  await admin.login('demo-admin');
});
afterAll(() => app.close());

async function orderWithTime(): Promise<Document> {
  const r = await admin.call(documentKindEndpoints.WORK_ORDER.save, {
    newVersion: 0,
    data: documentData({ items: [] }),
  });
  const order = r.body.result as Document;
  const row = (start: string, end: string, extra: Record<string, unknown> = {}) =>
    admin.call(timeLogsApi.saveTimeLogItem, {
      uid: crypto.randomUUID(),
      workOrderUid: order.uid,
      newVersion: 0,
      data: {
        start,
        end,
        code: 'ARB1',
        name: 'Arbete montör',
        priceOre: 65_000,
        purchasePriceOre: 30_000,
        ...extra,
      },
    });
  // 3 × 20 min of ARB1 → 1,000 h; 45 min ROT → 0,750 h; a comment bills nothing.
  await row('2026-11-20T07:00:00.000Z', '2026-11-20T07:20:00.000Z');
  await row('2026-11-20T08:00:00.000Z', '2026-11-20T08:20:00.000Z');
  await row('2026-11-20T09:00:00.000Z', '2026-11-20T09:20:00.000Z');
  await row('2026-11-20T10:00:00.000Z', '2026-11-20T10:45:00.000Z', { rot: true });
  await admin.call(timeLogsApi.saveTimeLogItem, {
    uid: crypto.randomUUID(),
    workOrderUid: order.uid,
    newVersion: 0,
    data: { type: 'COMMENT', start: '2026-11-20T11:00:00.000Z', comment: 'Klart' },
  });
  return order;
}

async function invoiceFrom(order: Document, collapseTimeLog: boolean, attachTimeLogAsPdf = false) {
  const made = await admin.call(documentRelationsApi.createFromSource, {
    sourceDocType: 'WORK_ORDER',
    targetDocType: 'INVOICE',
    docUids: [order.uid],
    collapseTimeLog,
    attachTimeLogAsPdf,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const uid = (made.body.result as { docUid: string }).docUid;
  return (await admin.call(documentKindEndpoints.INVOICE.load, { docUid: uid })).body.result as Document;
}

async function attachmentsOf(invoice: Document): Promise<AttachmentList['attachments']> {
  const r = await admin.call(attachmentsApi.list, { docType: 'INVOICE', docUid: invoice.uid });
  return (r.body.result as AttachmentList).attachments;
}

describe('invoicing a work order’s time', () => {
  it('collapses per article, minutes first, ROT apart, and never bills a row twice', async () => {
    const order = await orderWithTime();
    const invoice = await invoiceFrom(order, true);
    const lines = invoice.items.map((i) => [i.code, i.ownArticleType, i.quantity, i.priceOre, i.sumOre]);
    expect(lines).toEqual([
      ['ARB1', 'SERVICE', 1000, 65_000, 65_000],
      ['ARB1', 'ROT_SERVICE', 750, 65_000, 48_750],
    ]);
    const log = (await admin.call(timeLogsApi.timeLogsList, { workOrderUid: order.uid })).body
      .result as TimeLogList;
    const timed = log.items.filter((i) => i.type === 'TIMELOG');
    expect(timed.every((i) => i.invoiceUid === invoice.uid)).toBe(true);
    const again = await invoiceFrom(order, true);
    expect(again.items).toEqual([]);
    // api-spec §3.1: the order sums its invoices (the empty second one adds nothing) and its lines.
    const loaded = (await admin.call(documentKindEndpoints.WORK_ORDER.load, { docUid: order.uid })).body
      .result as Document;
    expect(loaded.totalRelatedInvoicesSum).toBe(invoice.totals.totalSumOre + again.totals.totalSumOre);
    expect(invoice.totals.totalSumOre).toBe(Math.round((65_000 + 48_750) * 1.25));
    expect(loaded.totalSumWithoutWorks).toBe(0);
    const edit = await admin.call(timeLogsApi.saveTimeLogItem, {
      uid: timed[0]!.uid,
      workOrderUid: order.uid,
      newVersion: timed[0]!.version,
      data: { start: timed[0]!.start, end: timed[0]!.end, note: 'ändrad' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.messages[0]).toMatchObject({ code: 'TIME_LOG_INVOICED' });
  });

  it('one by one: a line per row with its date and person', async () => {
    const order = await orderWithTime();
    const invoice = await invoiceFrom(order, false);
    expect(invoice.items.map((i) => i.quantity)).toEqual([333, 333, 333, 750]);
    expect(invoice.items[0]!.description).toBe('Arbete montör (2026-11-20 Anna Lindqvist)');
    expect(await attachmentsOf(invoice)).toEqual([]);
  });

  it('attaches the time report as a PDF when asked: per employee and day, with the totals', async () => {
    const order = await orderWithTime();
    const invoice = await invoiceFrom(order, true, true);
    const [attached, ...more] = await attachmentsOf(invoice);
    expect(more).toEqual([]);
    expect(attached).toMatchObject({ fileName: 'Tidrapport 2026-11-20.pdf' });
    const file = await app.app.inject({
      method: 'GET',
      url: `/api${attachmentsApi.open.path}?attachmentUid=${attached!.attachmentUid}`,
      headers: { cookie: admin.cookieHeader },
    });
    const text = pdfText(file.rawPayload).replace(/ +/g, ' ');
    expect(text).toContain('Tidrapport');
    expect(text).toContain('Anna Lindqvist');
    // Swedish time: 07:00Z in November is 08:00; 3 × 20 min and 45 min ROT are 1 h 45 min that day.
    expect(text).toContain('2026-11-20 08:00–08:20 ARB1 Arbete montör 20 min');
    expect(text).toContain('11:00–11:45 ARB1 Arbete montör (ROT) 45 min');
    expect(text).toContain('Dag: 1 h 45 min');
    expect(text).toContain('Summa Anna Lindqvist (varav ROT 45 min) 1 h 45 min');
    expect(text).toContain('Summa totalt 1 h 45 min');
    // A second invoice has no unbilled time, so no report either.
    expect(await attachmentsOf(await invoiceFrom(order, true, true))).toEqual([]);
  });
});
