import {
  type AccVerCheck,
  accountingExportApi,
  type ExportStatus,
  type LedgerEntry,
  type PaymentsForExport,
  type SieExportResult,
} from '@shared/api/accountingExport.api';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSie4, parseSie } from '../../platform/sie/sie-check';
import { fetchFile } from '../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  type BookedMonth,
  bookMonth,
  firmIdOf,
  grantExportLists,
  invoiceOn,
  ok,
  pay,
  setAccounting,
  setMethod,
} from './accountingExport.fixtures';
import { exportSie } from './accountingExport.usecases';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let month: BookedMonth;
let firmId: string;
const march = { fromDate: '2026-03-01', toDate: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  await grantExportLists(t, 'Värme & Sanitet i Norrland AB');
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  firmId = await firmIdOf(t, 'demo-admin');
  month = await bookMonth(admin);
});
afterAll(() => t.close());

const journal = (client = admin, over: Record<string, unknown> = {}) =>
  ok<{ totalCount: number; items: LedgerEntry[] }>(
    client.call(accountingExportApi.ledgers, { ...march, ledgerKind: 'JOURNAL', limit: 500, ...over }),
  );

async function sieFile(result: SieExportResult) {
  if (result.asyncMode) throw new Error('expected the file at once');
  const file = await fetchFile(t, admin, result.linkForDownload.link);
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** The `#VER` records of a file with their rows, as the checker parses them. */
function vouchersOf(bytes: Buffer) {
  const records = parseSie(iconv.decode(bytes, 'cp437'));
  return records.filter((r) => r.label === '#VER');
}

describe('the ledgers', () => {
  it("lists the month's vouchers by the invoice method, each balanced, from the firm's documents", async () => {
    const { items } = await journal();
    const mine = (uid: string) => items.filter((e) => e.documentUid === uid);
    const [invoice] = mine(month.paid.uid).filter((e) => e.entity === 'DOCUMENT');
    expect(invoice).toMatchObject({ ledger: 'INVOICE', date: '2026-03-05', verification: null, error: null });
    const receivable = invoice!.rows.find((r) => r.account === '1510')!;
    expect(receivable.debitOre).toBe(month.paid.totals.totalPayableSumOre);
    for (const entry of items.filter((e) => e.error === null)) {
      const debit = entry.rows.reduce((s, r) => s + r.debitOre, 0);
      const credit = entry.rows.reduce((s, r) => s + r.creditOre, 0);
      expect(debit, entry.text).toBe(credit);
    }
    // The ROT invoice: its claim on 1513, the client's payment, Skatteverket's payout, the denied part.
    const rot = mine(month.rot.uid);
    expect(rot.map((e) => e.entity).sort()).toEqual(['DOCUMENT', 'PAYMENT', 'PAYMENT', 'ROT_DECISION']);
    const payout = rot.find((e) => e.text.startsWith('ROT-utbetalning'))!;
    expect(payout.rows.map((r) => r.account).sort()).toEqual(['1513', '1630']);
    const denied = rot.find((e) => e.entity === 'ROT_DECISION')!;
    expect(denied.rows).toEqual([
      expect.objectContaining({ account: '1510', debitOre: month.deniedOre }),
      expect.objectContaining({ account: '1513', creditOre: month.deniedOre }),
    ]);
    // The credit reverses what it credits: sales and VAT debited, the receivable credited.
    const [credit] = mine(month.credit.uid);
    expect(credit!.rows.find((r) => r.account === '1510')!.creditOre).toBeGreaterThan(0);
  });

  it('filters by ledger and by the payment date basis', async () => {
    const payments = await journal(admin, { ledgerKind: 'PAYMENT', periodBasis: 'PAYMENT_DATE' });
    expect(payments.items.every((e) => e.ledger === 'PAYMENT')).toBe(true);
    expect(payments.items.filter((e) => e.documentUid === month.rot.uid)).toHaveLength(2);
    const invoices = await journal(admin, {
      ledgerKind: 'INVOICE',
      fromDate: '2026-03-06',
      toDate: '2026-03-06',
    });
    expect(invoices.items.map((e) => e.documentUid)).toContain(month.credited.uid);
    expect(invoices.items.map((e) => e.documentUid)).not.toContain(month.paid.uid);
  });

  it("gives another firm none of the firm's vouchers", async () => {
    const { items } = await journal(norr);
    const uids = new Set(items.map((e) => e.documentUid));
    expect(uids.has(month.paid.uid) || uids.has(month.rot.uid)).toBe(false);
  });

  it('exports the ledger as PDF, Excel and CSV', async () => {
    for (const format of ['PDF', 'XLSX', 'CSV'] as const) {
      const link = await ok<{ link: string; fileName: string }>(
        admin.call(accountingExportApi.exportLedgers, { ...march, ledgerKind: 'JOURNAL', format }),
      );
      const file = await fetchFile(t, admin, link.link);
      expect(file.statusCode, format).toBe(200);
      expect(link.fileName).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
      if (format === 'CSV') expect(file.body).toContain('Kundfordringar');
    }
  });
});

describe('the SIE 4E export', () => {
  it('refuses while accounting is turned off', async () => {
    await setAccounting(t, firmId, false);
    const r = await admin.call(accountingExportApi.exportSIEDoc, march);
    expect(r.status).toBe(400);
    expect(r.body.messages[0]!.code).toBe('ACCOUNTING_DISABLED');
  });

  it('writes a file that passes the SIE 4B rules, and records the numbers', async () => {
    await setAccounting(t, firmId, true);
    const before = await ok<AccVerCheck>(admin.call(accountingExportApi.checkDocsAccVerNumbers, march));
    expect(before.countAlreadyExported).toBe(0);
    const result = await ok<SieExportResult>(admin.call(accountingExportApi.exportSIEDoc, march));
    expect(result).toMatchObject({ asyncMode: false, vouchersErrorReports: [] });
    const bytes = await sieFile(result);
    expect(checkSie4(bytes)).toEqual([]);
    // The validators' README: CP437 (no UTF-8 å), #FORMAT PC8, #SIETYP 4, every #VER balanced.
    expect(bytes.includes(Buffer.from('Ã'))).toBe(false);
    const text = iconv.decode(bytes, 'cp437');
    expect(text.split('\r\n')[0]).toBe('#FLAGGA 0');
    expect(text).toContain('#FORMAT PC8');
    expect(text).toContain('#SIETYP 4');
    expect(text).toContain('#ORGNR ');
    expect(text).toContain('#KONTO 1513 ');
    const vouchers = vouchersOf(bytes);
    expect(vouchers).toHaveLength(before.countForExport);
    expect(result.asyncMode === false && result.successfullyExportedDocuments).toBe(before.countForExport);
    const after = await ok<AccVerCheck>(admin.call(accountingExportApi.checkDocsAccVerNumbers, march));
    expect(after).toMatchObject({ countAlreadyExported: before.countForExport, countForExport: 0 });
    expect(after.numbersWithAccVer[0]).toMatch(/: [A-D] \d+$/);
    const { items } = await journal();
    expect(items.every((e) => e.verification !== null)).toBe(true);
  });

  it('skips what was exported, or exports it again with new or with its old numbers', async () => {
    const skip = await admin.call(accountingExportApi.exportSIEDoc, march);
    expect(skip.status).toBe(400);
    expect(skip.body.messages[0]!.code).toBe('NOTHING_TO_EXPORT');

    const numbers = async () =>
      new Map(
        (await journal()).items.map((e) => [e.uid, `${e.verification!.series} ${e.verification!.number}`]),
      );
    const first = await numbers();
    const again = await ok<SieExportResult>(
      admin.call(accountingExportApi.exportSIEDoc, { ...march, overrideVerificationNumbers: 'OLD_NUMBERS' }),
    );
    expect(checkSie4(await sieFile(again))).toEqual([]);
    expect(await numbers()).toEqual(first);

    const renumbered = await ok<SieExportResult>(
      admin.call(accountingExportApi.exportSIEDoc, { ...march, overrideVerificationNumbers: 'NEW_NUMBERS' }),
    );
    expect(checkSie4(await sieFile(renumbered))).toEqual([]);
    const second = await numbers();
    for (const [uid, number] of first) expect(second.get(uid), uid).not.toBe(number);
  });

  it('exports the payments alone with exportSIEPayment', async () => {
    const result = await ok<SieExportResult>(
      admin.call(accountingExportApi.exportSIEPayment, {
        ...march,
        overrideVerificationNumbers: 'OLD_NUMBERS',
      }),
    );
    const vouchers = vouchersOf(await sieFile(result));
    expect(vouchers.length).toBeGreaterThanOrEqual(3);
    expect(vouchers.every((v) => v.fields[0] === 'C')).toBe(true);
  });

  it('runs a long export as a job the page polls; another firm does not see it', async () => {
    const started = await exportSie({
      deps: t.deps,
      firmId,
      ...march,
      ledgerKind: 'JOURNAL',
      overrideVerificationNumbers: 'OLD_NUMBERS',
      syncLimit: 0,
    });
    if (!started.asyncMode) throw new Error('expected a job');
    const status = (client: TestClient) =>
      client.call(accountingExportApi.exportStatus, { jobUid: started.jobUid });
    expect((await status(admin)).body.result).toMatchObject({ status: 'IN_PROGRESS' });
    expect((await status(norr)).status).toBe(404);
    await t.deps.jobs.runDue();
    const done = (await status(admin)).body.result as ExportStatus;
    expect(done).toMatchObject({
      status: 'COMPLETED',
      successfullyExportedDocuments: started.countForExport,
    });
    const file = await fetchFile(t, admin, done.linkForDownload!.link);
    expect(checkSie4(file.rawPayload)).toEqual([]);
    expect((await fetchFile(t, norr, done.linkForDownload!.link)).statusCode).toBe(404);
  });

  it('refuses a period across two financial years', async () => {
    const r = await admin.call(accountingExportApi.exportSIEDoc, {
      fromDate: '2025-12-01',
      toDate: '2026-01-31',
    });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'PERIOD_ACROSS_YEARS', field: 'toDate' });
  });
});

describe('a selection of the list', () => {
  const expand = (client: TestClient, docUids: string[]) =>
    client.call(accountingExportApi.checkPaymentsForExport, { docUids });

  it('expands ticked invoices into their payments and exports just those', async () => {
    const expansion = await ok<PaymentsForExport>(expand(admin, [month.paid.uid, month.rot.uid]));
    // The paid invoice's one payment; the ROT invoice's client payment and Skatteverket's payout.
    expect(expansion.paymentUids).toHaveLength(3);
    expect(expansion.paymentUidsExpanded).toBe(true);
    expect(expansion.fromDate! >= march.fromDate && expansion.toDate! <= march.toDate).toBe(true);
    const selected = { ...march, uids: expansion.paymentUids };
    const check = await ok<AccVerCheck>(admin.call(accountingExportApi.checkPaymentsAccVerNumbers, selected));
    expect(check.countAlreadyExported + check.countForExport).toBe(3);
    const result = await ok<SieExportResult>(
      admin.call(accountingExportApi.exportSIEPayment, {
        ...selected,
        overrideVerificationNumbers: 'OLD_NUMBERS',
      }),
    );
    const bytes = await sieFile(result);
    expect(checkSie4(bytes)).toEqual([]);
    expect(vouchersOf(bytes)).toHaveLength(3);
  });

  it('exports one ticked invoice of the period, and ticked payments as they are', async () => {
    const one = await ok<SieExportResult>(
      admin.call(accountingExportApi.exportSIEDoc, {
        ...march,
        uids: [month.paid.uid],
        overrideVerificationNumbers: 'OLD_NUMBERS',
      }),
    );
    const vouchers = vouchersOf(await sieFile(one));
    expect(vouchers).toHaveLength(1);
    const payments = await ok<PaymentsForExport>(expand(admin, [month.paid.uid]));
    const asIs = await ok<PaymentsForExport>(expand(admin, payments.paymentUids));
    expect(asIs).toMatchObject({ paymentUids: payments.paymentUids, paymentUidsExpanded: false });
  });

  it("gives another firm nothing of the firm's invoices, and refuses an empty selection", async () => {
    const other = await ok<PaymentsForExport>(expand(norr, [month.paid.uid]));
    expect(other).toEqual({ paymentUids: [], paymentUidsExpanded: false, fromDate: null, toDate: null });
    const r = await norr.call(accountingExportApi.exportSIEDoc, { ...march, uids: [month.paid.uid] });
    expect(r.status).toBe(400);
    const empty = await expand(admin, []);
    expect(empty.status).toBe(400);
    expect(empty.body.messages[0]!.text).toContain('Markera minst en faktura');
  });
});

describe('cash sales and the cash method', () => {
  const april = { fromDate: '2026-04-01', toDate: '2026-04-30' };
  const aprilJournal = () => journal(admin, april);

  it('books a cash invoice once, on the till, in the cash series', async () => {
    const sale = await invoiceOn(admin, '2026-04-03', true);
    const entries = (await aprilJournal()).items.filter((e) => e.documentUid === sale.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ledger: 'CASH', error: null });
    expect(entries[0]!.rows.find((r) => r.account === '1910')!.debitOre).toBe(sale.totals.totalPayableSumOre);
    expect(entries[0]!.rows.some((r) => r.account === '1510')).toBe(false);
  });

  it('under the cash method books the invoice by its payments, the last one completing the sale', async () => {
    await setMethod(t, firmId, 'CASH');
    try {
      const invoice = await invoiceOn(admin, '2026-04-05');
      const payable = invoice.totals.totalPayableSumOre;
      await pay(admin, invoice, '2026-04-06', Math.round(payable / 3));
      await pay(admin, invoice, '2026-04-07', payable - Math.round(payable / 3));
      const entries = (await aprilJournal()).items.filter((e) => e.documentUid === invoice.uid);
      expect(entries.map((e) => e.entity)).toEqual(['PAYMENT', 'PAYMENT']);
      const credited = (account: string) =>
        entries
          .flatMap((e) => e.rows)
          .filter((r) => r.account === account)
          .reduce((s, r) => s + r.creditOre, 0);
      const vat = invoice.totals.vat.find((v) => v.rateBp === 2500)!;
      expect(credited('2611')).toBe(vat.vatOre);
      expect(credited('3001')).toBe(vat.baseOre);
      expect(entries.flatMap((e) => e.rows).some((r) => r.account === '1510')).toBe(false);

      const result = await ok<SieExportResult>(admin.call(accountingExportApi.exportSIEDoc, april));
      const bytes = await sieFile(result);
      expect(checkSie4(bytes)).toEqual([]);
      const series = new Set(vouchersOf(bytes).map((v) => v.fields[0]));
      expect(series).toEqual(new Set(['C', 'D']));
    } finally {
      await setMethod(t, firmId, 'INVOICE');
    }
  });
});
