import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../../../platform/db/database';
import { pdfQrCodes, pdfText } from '../../../testing/pdf-text';
import { openTestDatabase } from '../../../testing/test-database';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { companySettings } from '../../company';
import { documents } from '../../documents';
import { type FixedDocuments, insertFixedDocuments, sessionOf } from '../printing.fixtures';
import { renderDocumentsPdf } from '../printing.usecases';

let database: Database;
let db: Db;
let firmId: string;
let fixed: FixedDocuments;
const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

beforeAll(async () => {
  database = await openTestDatabase(inject('template'));
  db = database.db;
  firmId = await findFirmIdByCode(db, '100245');
  fixed = await insertFixedDocuments(db, firmId);
});
afterAll(() => database.close());

async function printed(docType: DocumentType, uid = fixed.uids[docType]) {
  const file = await renderDocumentsPdf({
    deps: { db, clock },
    firmId,
    session: sessionOf({ firmId, employeeId: fixed.employeeId }),
    docType,
    docUids: [uid],
    layout: 'CLIENT',
  });
  return { text: pdfText(file.content), codes: pdfQrCodes(file.content) };
}

/** The demo firm's QR choice for one test (the seed prints the bank apps' code), put back after it. */
async function qrSettings(qr: {
  enabled: boolean;
  paymentMethod: 'INTERNAL' | 'SWISH';
  swishNumber: string;
}) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.firmId, firmId));
  const settings = row!.settings as Record<string, unknown>;
  await db
    .update(companySettings)
    .set({ settings: { ...settings, qrPaymentsGenerationSettings: qr } })
    .where(eq(companySettings.firmId, firmId));
  return () => db.update(companySettings).set({ settings }).where(eq(companySettings.firmId, firmId));
}

/**
 * Invoice 1001: "1001", the length digit 6 (with the check digit), then Luhn over "10016" from the right,
 * 6·2 → 3, 1, 0·2, 0, 1·2 = 2: a sum of 6, check digit 4.
 */
const OCR = '100164';

/** The fixed lines' sum to pay, 29 076,00 kr (printing.test.ts works it out). */
const bankAppCode = JSON.stringify({
  uqr: 1,
  tp: 1,
  nme: 'Rörfirman Demo AB',
  cid: '5565475489',
  iref: OCR,
  idt: '20261120',
  ddt: '20261220',
  due: 29076,
  pt: 'BG',
  acc: '5050-1055',
});

describe('the payment block of issue #16', () => {
  it('prints the OCR of a completed invoice instead of the invoice number, and the bank apps’ QR', async () => {
    const { text, codes } = await printed('INVOICE');
    expect(text).toMatch(/Bankgiro\s+Förfallodatum\s+OCR-nummer\s+Att betala/);
    expect(text).toMatch(/5050-1055\s+2026-12-20\s+100164\s+29 076,00 kr/);
    expect(text).not.toContain('Ange som referens');
    expect(text).toContain('Skanna med bankappen');
    expect(codes).toEqual([bankAppCode]);
  });

  it('prints the same on an interest invoice', async () => {
    const { text, codes } = await printed('INTEREST_INVOICE');
    expect(text).toContain(`OCR-nummer`);
    expect(text).toContain(OCR);
    expect(codes).toEqual([bankAppCode]);
  });

  it('prints the Swish QR with the amount and the OCR locked, when the firm chose Swish', async () => {
    const restore = await qrSettings({ enabled: true, paymentMethod: 'SWISH', swishNumber: '123 118 11 89' });
    try {
      const { text, codes } = await printed('INVOICE');
      expect(text).toContain('Skanna med Swish');
      expect(codes).toEqual([`C1231181189;29076,00;${OCR};0`]);
    } finally {
      await restore();
    }
  });

  it('prints the OCR without a QR when QR payment is off, or when the rules refuse the code', async () => {
    for (const qr of [
      { enabled: false, paymentMethod: 'INTERNAL' as const, swishNumber: '' },
      { enabled: true, paymentMethod: 'SWISH' as const, swishNumber: '0701234567' },
    ]) {
      const restore = await qrSettings(qr);
      try {
        const { text, codes } = await printed('INVOICE');
        expect(text).toMatch(/OCR-nummer[\s\S]*100164/);
        expect(text).not.toContain('Skanna med');
        expect(codes).toEqual([]);
      } finally {
        await restore();
      }
    }
  });

  it('prints neither OCR nor QR on a credit invoice, which pays nothing', async () => {
    const { text, codes } = await printed('CREDIT_INVOICE');
    expect(text).toMatch(/Att återbetala\s+−29 076,00 kr/);
    expect(text).not.toContain('OCR-nummer');
    expect(codes).toEqual([]);
  });

  it('prints a draft without OCR or QR: it has no number until it is completed', async () => {
    const [invoice] = await db.select().from(documents).where(eq(documents.id, fixed.uids.INVOICE));
    const { id: _id, ...values } = invoice!;
    const [draft] = await db
      .insert(documents)
      .values({ ...values, number: null, completed: false, completedAt: null })
      .returning({ id: documents.id });
    const { text, codes } = await printed('INVOICE', draft!.id);
    expect(text).toContain('Faktura (utkast)');
    expect(text).toMatch(/Bankgiro\s+Förfallodatum\s+Att betala/);
    expect(text).not.toContain('OCR-nummer');
    expect(text).not.toContain('Fakturanummer');
    expect(codes).toEqual([]);
  });
});
