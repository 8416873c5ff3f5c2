import type { Document } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedDocument,
  invoiceClient,
  oneLine,
  savedDocument,
} from '../../../testing/invoice-list-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { seedDemoDocuments } from '../engine/engine.seed';
import { documents } from '../engine/engine.table';
import { balanceOf, remainingOf } from './balance.kind';
import { refreshFirmBalances } from './balance.repository';

let t: TestApp;
let admin: TestClient;
let clientUid: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  clientUid = await invoiceClient(admin, '9301', 'Saldokunden AB');
});
afterAll(() => t.close());

const completed = (docType: DocumentType, over: Record<string, unknown> = {}) =>
  completedDocument(admin, docType, { clientUid, ...over });

async function stored(docUid: string) {
  const [row] = await t.database.db
    .select({
      paymentStatus: documents.paymentStatus,
      totalPayableOre: documents.totalPayableOre,
      paidOre: documents.paidOre,
      creditedOre: documents.creditedOre,
      paidDate: documents.paidDate,
    })
    .from(documents)
    .where(eq(documents.id, docUid));
  return row!;
}

const credit = (invoice: Document, priceOre: number, docDate = '2026-11-23') =>
  completed('CREDIT_INVOICE', { docDate, items: oneLine(priceOre), creditedInvoiceUid: invoice.uid });

describe('the stored balance on completion', () => {
  it('starts a completed invoice UNPAID with its payable sum owed; a draft has no status', async () => {
    const draft = await savedDocument(admin, 'INVOICE', { clientUid });
    expect((await stored(draft.uid)).paymentStatus).toBeNull();
    const invoice = await completed('INVOICE');
    const row = await stored(invoice.uid);
    expect(row).toMatchObject({ paymentStatus: 'UNPAID', paidOre: 0, creditedOre: 0, paidDate: null });
    expect(row.totalPayableOre).toBe(125_000);
  });

  it('settles part of the original with a partial credit invoice: PARTIALLY_PAID, the rest owed', async () => {
    const invoice = await completed('INVOICE');
    const creditInvoice = await credit(invoice, 40_000);
    expect((await stored(creditInvoice.uid)).paymentStatus).toBeNull();
    const row = await stored(invoice.uid);
    expect(row).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', creditedOre: 50_000, paidDate: null });
    expect(remainingOf(row)).toBe(75_000);
  });

  it('makes a fully credited invoice PAID on the credit date with nothing remaining', async () => {
    const invoice = await completed('INVOICE');
    await credit(invoice, 60_000, '2026-11-22');
    await credit(invoice, 40_000, '2026-11-24');
    const row = await stored(invoice.uid);
    expect(row).toMatchObject({ paymentStatus: 'PAID', creditedOre: 125_000, paidDate: '2026-11-24' });
    expect(remainingOf(row)).toBe(0);
  });

  it('refreshes the seeded invoices of a firm in one statement, credits included', async () => {
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const invoice = await completed('INVOICE');
    const creditInvoice = await credit(invoice, 100_000);
    await t.database.db
      .update(documents)
      .set({ paymentStatus: null, creditedOre: 0, paidDate: null })
      .where(eq(documents.id, invoice.uid));
    await refreshFirmBalances(t.database.db, firmId);
    expect(await stored(invoice.uid)).toMatchObject({
      paymentStatus: 'PAID',
      creditedOre: 125_000,
      paidDate: '2026-11-21',
    });
    expect((await stored(creditInvoice.uid)).paymentStatus).toBeNull();
    // The demo seed ends with the same refresh (a no-op for a firm whose invoices are consistent).
    await expect(seedDemoDocuments(t.database.db, firmId)).resolves.toBeUndefined();
  });
});

describe('balanceOf', () => {
  const invoice = {
    id: 'x',
    completed: true,
    docDate: '2026-11-01',
    totalPayableOre: 10_000,
    paidOre: 0,
    creditedOre: 0,
    paidDate: null,
    lastPaymentDate: null,
  };
  it.each([
    ['no credit, no payment', 0, 0, null, 'UNPAID', null],
    ['a part credited', 0, 4_000, null, 'PARTIALLY_PAID', null],
    ['credited in full', 0, 10_000, null, 'PAID', '2026-11-20'],
    ['credited beyond the total', 0, 12_000, null, 'PAID', '2026-11-20'],
    ['paid 6 000, credited the rest', 6_000, 4_000, null, 'PAID', '2026-11-20'],
    ['already paid keeps its paid date', 10_000, 2_000, '2026-11-10', 'PAID', '2026-11-10'],
    ['paid 3 000 and credited 3 000', 3_000, 3_000, null, 'PARTIALLY_PAID', null],
  ] as const)('%s', (_, paidOre, creditedOre, paidDate, status, expectedDate) => {
    const change = balanceOf({ ...invoice, paidOre, paidDate }, creditedOre, '2026-11-20');
    expect(change).toEqual({ paymentStatus: status, creditedOre, paidDate: expectedDate });
  });
});
