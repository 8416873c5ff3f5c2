import { companyApi } from '@shared/api/company.api';
import type { Document } from '@shared/api/documents';
import type { FileLink } from '@shared/api/files.api';
import {
  type InvoiceReminders,
  type PaymentReminderRow,
  paymentRemindersApi,
} from '@shared/api/paymentReminders.api';
import { paymentsApi } from '@shared/api/payments.api';
import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedDocument, invoiceClient, savedDocument } from '../../testing/invoice-list-fixtures';
import { pdfQrCodes, pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { firms } from '../firms';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let clientUid: string;

beforeAll(async () => {
  t = await createTestApp();
  // The other firm gets the module too, so its refusal is "not found", not "module off".
  await t.database.db
    .update(firms)
    .set({ siteOptions: sql`array_append(${firms.siteOptions}, 'PAYMENT_REMINDERS')` })
    .where(eq(firms.name, 'Värme & Sanitet i Norrland AB'));
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  clientUid = await invoiceClient(admin, 'P1001', 'Påminnelsekund AB');
});
afterAll(() => t.close());

/** 1 000 kr excl. VAT: 1 250 kr to pay, due 2026-03-31 (30 days after 2026-03-01). */
const overdue = () =>
  completedDocument(admin, 'INVOICE', { clientUid, docDate: '2026-03-01', dueDate: '2026-03-31' });

async function ok<T>(promise: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
  const r = await promise;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const add = (doc: Document, over: Record<string, unknown> = {}, client = admin) =>
  client.call(paymentRemindersApi.addPaymentRemind, {
    docType: 'INVOICE',
    docUid: doc.uid,
    reminderDate: '2026-05-30',
    reminderFee: 6_000,
    includeInterest: true,
    note: '',
    ...over,
  });

const list = (parameters: Record<string, unknown>) =>
  ok<{ totalCount: number; remainingSum: number; items: PaymentReminderRow[] }>(
    admin.call(paymentRemindersApi.paymentReminders, parameters),
  );

function fetchFile(client: TestClient, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader } });
}

describe('adding a reminder', () => {
  it('stores the fee and the interest so far, hand-computed with a partial payment', async () => {
    const invoice = await overdue();
    await ok(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-04-30',
        paymentSum: 25_000,
      }),
    );
    // 9,75 % a year (reference 1,75 % + 8): 1 250 kr for 1 Apr–30 Apr (30 days), 1 000 kr for
    // 1 May–30 May (30 days): (125 000 × 975 × 30 + 100 000 × 975 × 30) / (10 000 × 365) = 1 803,08 öre.
    const r = await add(invoice, { note: 'Andra påminnelsen' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const state = r.body.result as InvoiceReminders;
    expect(state).toMatchObject({ remainingOre: 100_000, paidOre: 25_000, status: 'PARTIALLY_PAID' });
    expect(state.reminders).toHaveLength(1);
    expect(state.reminders[0]).toMatchObject({
      reminderDate: '2026-05-30',
      reminderFee: 6_000,
      interestSum: 1_803,
      note: 'Andra påminnelsen',
      deletable: true,
      printedDate: null,
    });
    expect(r.body.messages[0]).toMatchObject({ level: 'INFO' });
  });

  it('stores no interest when it is not asked for', async () => {
    const r = await add(await overdue(), { includeInterest: false, reminderFee: 0 });
    const state = r.body.result as InvoiceReminders;
    expect(state.reminders[0]).toMatchObject({ reminderFee: 0, interestSum: 0 });
  });

  it('refuses a fee above 60 kr at the field, in Swedish', async () => {
    const r = await add(await overdue(), { reminderFee: 6_001 });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'REMINDER_INVALID', field: 'reminderFee' });
    expect(r.body.messages[0]!.text).toMatch(/högst 60,00\s?kr/);
  });

  it('refuses an invoice that is not overdue on the reminder date', async () => {
    const r = await add(await overdue(), { reminderDate: '2026-03-31' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field: 'reminderDate' });
    expect(r.body.messages[0]!.text).toMatch(/förfaller 2026-03-31/);
  });

  it('refuses a draft and a paid invoice', async () => {
    const draft = await savedDocument(admin, 'INVOICE', { clientUid, docDate: '2026-03-01' });
    const d = await add(draft);
    expect(d.status).toBe(400);
    expect(d.body.messages[0]!.text).toMatch(/slutförd/);
    const paid = await overdue();
    await ok(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: paid.uid,
        paymentDate: '2026-04-02',
        paymentSum: 125_000,
      }),
    );
    const p = await add(paid);
    expect(p.status).toBe(400);
    expect(p.body.messages[0]!.text).toMatch(/betald/);
  });
});

describe('form configs', () => {
  it('gives an invoice the defaults: today, the firm fee, the remaining sum and interest to the date', async () => {
    const invoice = await overdue();
    const state = await ok<InvoiceReminders>(
      admin.call(paymentRemindersApi.paymentRemindFormConfig, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        reminderDate: '2026-05-30',
      }),
    );
    // 125 000 × 975 × 60 / 3 650 000 = 2 003,42 öre.
    expect(state).toMatchObject({ refusal: null, remainingOre: 125_000, reminders: [] });
    expect(state.defaults).toMatchObject({
      reminderDate: '2026-05-30',
      reminderFee: 6_000,
      maxReminderFee: 6_000,
      interestSum: 2_003,
      interestRateBp: 975,
    });
    const today = await ok<InvoiceReminders>(
      admin.call(paymentRemindersApi.paymentRemindFormConfig, { docType: 'INVOICE', docUid: invoice.uid }),
    );
    expect(today.defaults.reminderDate).toBe('2026-11-21');
  });

  it('lowers a firm default above 60 kr and refuses saving one', async () => {
    const profile = await ok<{ version: number; settings: Record<string, unknown> }>(
      admin.call(companyApi.profile, {}),
    );
    const r = await admin.call(companyApi.save, {
      newVersion: profile.version,
      data: { ...profile.settings, reminderFeeOre: 7_000 },
    });
    expect(r.status).toBe(400);
    expect(
      r.body.messages.some((m) => m.field === 'data.reminderFeeOre' || m.field === 'reminderFeeOre'),
    ).toBe(true);
    const config = await ok<{ docTypes: { value: string }[]; defaultReminderFee: number }>(
      admin.call(paymentRemindersApi.paymentRemindersFormConfig, {}),
    );
    expect(config.defaultReminderFee).toBe(6_000);
    expect(config.docTypes.map((d) => d.value)).toContain('INVOICE');
  });
});

describe('the list', () => {
  it('shows overdue invoices to remind and the reminders written, with its filters', async () => {
    const invoice = await overdue();
    const toRemind = await list({ allInvoices: true, clientUids: [clientUid], limit: 200 });
    const row = toRemind.items.find((i) => i.docUid === invoice.uid)!;
    expect(row).toMatchObject({
      invoiceNumber: invoice.number,
      dueDate: '2026-03-31',
      invoiceSum: 125_000,
      remainingOre: 125_000,
      remindersCount: 0,
      lastReminderDate: null,
    });
    expect(row.client?.caption).toBe('Påminnelsekund AB');
    await ok(add(invoice, { reminderDate: '2026-04-15', includeInterest: false }));
    const after = await list({ allInvoices: true, searchPattern: String(invoice.number) });
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      remindersCount: 1,
      lastReminderDate: '2026-04-15',
      reminderFee: 6_000,
    });

    const sent = await list({ allInvoices: false, dateFrom: '2026-04-15', dateTo: '2026-04-15' });
    expect(sent.items.map((i) => i.docUid)).toContain(invoice.uid);
    expect((await list({ allInvoices: false, dateFrom: '2026-04-16', dateTo: '2026-04-20' })).items).toEqual(
      [],
    );
    expect((await list({ allInvoices: true, clientUids: [crypto.randomUUID()] })).totalCount).toBe(0);
  });
});

describe('printing and deleting', () => {
  it('prints the reminder with the invoice figures, the fee, interest and OCR; then it cannot be deleted', async () => {
    const invoice = await overdue();
    const state = await ok<InvoiceReminders>(add(invoice, { note: 'Ring oss vid frågor' }));
    const reminderUid = state.reminders[0]!.reminderUid;
    const link = await ok<FileLink>(
      admin.call(paymentRemindersApi.printPaymentReminders, { reminderUids: [reminderUid] }),
    );
    const file = await fetchFile(admin, link.link);
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    // The bank apps' QR carries the invoice's OCR and the reminder's sum (1 330,03 kr).
    const [qr] = pdfQrCodes(file.rawPayload);
    expect(qr).toContain(invoiceOcr(invoice.number!));
    expect(qr).toContain('1330.03');
    for (const expected of [
      'Betalningspåminnelse',
      `Faktura ${invoice.number}`,
      'Påminnelseavgift',
      'Dröjsmålsränta',
      'Påminnelsekund AB',
      'Ring oss vid frågor',
      invoiceOcr(invoice.number!),
      '2026-03-31',
      // 1 250 + 60 + 20,03 kr.
      '1 330,03',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    const again = await ok<InvoiceReminders>(
      admin.call(paymentRemindersApi.paymentRemindFormConfig, { docType: 'INVOICE', docUid: invoice.uid }),
    );
    expect(again.reminders[0]).toMatchObject({ deletable: false });
    const refused = await admin.call(paymentRemindersApi.deletePaymentRemind, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      reminderUid,
    });
    expect(refused.status).toBe(409);
  });

  it('previews a reminder without storing it, and deletes one never printed', async () => {
    const invoice = await overdue();
    const link = await ok<FileLink>(
      admin.call(paymentRemindersApi.previewPaymentRemind, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        reminderDate: '2026-05-30',
        reminderFee: 5_000,
        includeInterest: false,
        note: '',
      }),
    );
    const text = pdfText((await fetchFile(admin, link.link)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Betalningspåminnelse');
    expect(text).toContain('1 300,00');
    const state = await ok<InvoiceReminders>(add(invoice));
    expect(state.reminders).toHaveLength(1);
    const deleted = await ok<InvoiceReminders>(
      admin.call(paymentRemindersApi.deletePaymentRemind, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        reminderUid: state.reminders[0]!.reminderUid,
      }),
    );
    expect(deleted.reminders).toEqual([]);
  });
});

describe('another firm', () => {
  it("answers 404 for another firm's invoice and reminder, and keeps them out of its list", async () => {
    const invoice = await overdue();
    const state = await ok<InvoiceReminders>(add(invoice));
    const reminderUid = state.reminders[0]!.reminderUid;
    const ref = { docType: 'INVOICE', docUid: invoice.uid } as const;
    expect((await norr.call(paymentRemindersApi.paymentRemindFormConfig, ref)).status).toBe(404);
    expect((await add(invoice, {}, norr)).status).toBe(404);
    expect((await norr.call(paymentRemindersApi.deletePaymentRemind, { ...ref, reminderUid })).status).toBe(
      404,
    );
    expect(
      (await norr.call(paymentRemindersApi.printPaymentReminders, { reminderUids: [reminderUid] })).status,
    ).toBe(404);
    const theirs = await ok<{ items: PaymentReminderRow[] }>(
      norr.call(paymentRemindersApi.paymentReminders, { allInvoices: false, limit: 200 }),
    );
    expect(theirs.items.some((i) => i.reminderUid === reminderUid)).toBe(false);
  });
});

describe('the module', () => {
  it('is refused to a firm without payment reminders', async () => {
    const guest = t.client();
    await guest.login('gast-badrum');
    const r = await guest.call(paymentRemindersApi.paymentRemindersFormConfig, {});
    expect(r.status).toBe(403);
  });
});
