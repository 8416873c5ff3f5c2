import { taxDeductionSumOre } from '@shared/api/documents';
import { printingApi } from '@shared/api/printing.api';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { formatAmount } from '@shared/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFile } from '../../../testing/file-fixtures';
import { completedDocument, savedDocument } from '../../../testing/invoice-list-fixtures';
import { pdfText } from '../../../testing/pdf-text';
import { rotDocumentData, rotFlat, rotPeople } from '../../../testing/rot-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { makeXml, paidRotInvoice, payInFull, signedIn } from '../taxDeduction.fixtures';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'demo-admin');
});
afterAll(() => t.close());

/** An amount as printed, with pdftotext's plain spaces. */
const amount = (ore: number) => formatAmount(ore).replace(/\u00a0/g, ' ');

/** pdftotext's text with runs of spaces made one, so a table's columns read as a line. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

async function printed(invoiceUids: string[], inline = true) {
  const { file, bytes } = await exportedFile(t, admin, [
    taxDeductionApi.printTaxDeduction,
    { invoiceUids, inline },
  ]);
  return {
    file,
    pages: pdfText(bytes)
      .split('\f')
      .filter((p) => p.trim()),
    text: squeezed(pdfText(bytes)),
  };
}

describe('printTaxDeduction', () => {
  it("prints one invoice's specification for the buyers: personnummer in full, the work, the rate, the payment", async () => {
    const invoice = await paidRotInvoice(admin);
    const { text, pages, file } = await printed([invoice.uid]);
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(pages).toHaveLength(1);
    expect(text).toContain('ROT-specifikation');
    expect(text).toContain(`Faktura ${invoice.number}, 2026-11-21`);
    expect(text).toMatch(/Anna Ek 19800101-2387 Lund Villa Ek 1:23 Vvs 10 h/);
    expect(text).toMatch(/Per Ek 19820315-4599 Lund Villa Ek 1:23 Vvs 10 h/);
    // 20 h × 650 kr = 13 000 kr ROT work, 16 250 kr incl. 25 % VAT; material 8 000 kr → 10 000 kr;
    // other work 2 h × 500 kr = 1 000 kr → 1 250 kr; total 27 500 kr; 30 % (2026) of 16 250 ≈ 4 875 kr.
    expect(text).toContain('Arbetskostnad inkl. moms (underlag för ROT) 16 250,00');
    expect(text).toContain('Material inkl. moms 10 000,00');
    expect(text).toContain('Övrigt inkl. moms (resor, annat arbete m.m.) 1 250,00');
    expect(text).toContain('Totalt inkl. moms 27 500,00');
    const claim = taxDeductionSumOre(invoice.header.taxDeduction);
    expect(text).toContain(`ROT-avdrag (30 %) ${amount(-claim)}`);
    expect(text).toContain('Betalt av köparen');
    expect(text).toContain('ROT – betald av kund');
  });

  it('prints many invoices one page each, a flat with its association, and the decision once made', async () => {
    const couple = await paidRotInvoice(admin);
    const flat = await completedDocument(
      admin,
      'INVOICE',
      rotDocumentData({
        taxDeduction: {
          taxPayers: [
            {
              ...rotPeople.gustav,
              ...rotFlat,
              works: [{ type: 'VVS', hours: 20, materialCostOre: 1_000_000 }],
            },
          ],
        },
      }),
    );
    await payInFull(admin, flat, '2026-11-21');
    expect((await makeXml(admin, [flat])).status).toBe(200);
    const decision = await admin.call(taxDeductionApi.taxDeductionDecision, {
      invoiceUid: flat.uid,
      decidedOn: '2026-11-21',
      approvedOre: 300_000,
    });
    expect(decision.status, JSON.stringify(decision.body)).toBe(200);

    const { pages, file } = await printed([couple.uid, flat.uid], false);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(pages).toHaveLength(2);
    expect(squeezed(pages[0]!)).toContain(`Faktura ${couple.number}`);
    const second = squeezed(pages[1]!);
    expect(second).toContain(`Faktura ${flat.number}`);
    // The flat and the association's number may wrap in their cell.
    expect(second).toMatch(/Gustav Holm 19551224-0010 Lägenhet 1102, BRF\s[\s\S]*769612-3459/);
    expect(second).toContain('Skatteverkets beslut 2026-11-21');
    expect(second).toContain('Beviljat 3 000,00 kr');
    // The state's label wraps in its cell.
    expect(second).toMatch(/ROT – utbetald av[\s\S]{0,200}Skatteverket\b/);
  });

  it("answers another firm's invoice and a document of a kind without ROT claims as not found", async () => {
    const invoice = await paidRotInvoice(admin);
    // Another firm's administrator.
    const norr = await signedIn(t, 'norr-admin');
    const theirs = await norr.call(taxDeductionApi.printTaxDeduction, { invoiceUids: [invoice.uid] });
    expect(theirs.status).toBe(404);
    const offer = await savedDocument(admin, 'OFFER', rotDocumentData());
    const mixed = await admin.call(taxDeductionApi.printTaxDeduction, {
      invoiceUids: [invoice.uid, offer.uid],
    });
    expect(mixed.status).toBe(404);
  });
});

/** A document's own printout in the client's layout, as text. */
async function documentPdfText(uid: string, docType: 'INVOICE' | 'OFFER' = 'INVOICE'): Promise<string> {
  const { bytes } = await exportedFile(t, admin, [
    printingApi.printDocuments,
    { docType, documentUids: [uid], pdfFormat: 'CLIENT' },
  ]);
  return squeezed(pdfText(bytes));
}

describe("the invoice's own PDF", () => {
  it('shows the deduction in the totals and each buyer with personnummer, property and amount under them', async () => {
    const invoice = await paidRotInvoice(admin);
    const text = await documentPdfText(invoice.uid);
    expect(text).toContain('Avgår ROT-avdrag');
    const [anna, per] = invoice.header.taxDeduction!.taxPayers;
    expect(text).toContain(`Anna Ek 19800101-2387 Lund Villa Ek 1:23 ${amount(anna!.amountOre)}`);
    expect(text).toContain(`Per Ek 19820315-4599 Lund Villa Ek 1:23 ${amount(per!.amountOre)}`);
    expect(text).toContain('Vi begär ROT-avdraget från Skatteverket');
  });

  it('calls the deduction preliminary on an offer, which only shows it', async () => {
    const offer = await savedDocument(admin, 'OFFER', rotDocumentData());
    const text = await documentPdfText(offer.uid, 'OFFER');
    expect(text).toContain('Avgår ROT-avdrag');
    expect(text).toContain('Anna Ek 19800101-2387');
    expect(text).toContain('Preliminärt ROT-avdrag');
  });

  it('prints no buyers block on an invoice without ROT', async () => {
    const invoice = await completedDocument(admin, 'INVOICE', rotDocumentData({ taxDeduction: null }));
    const text = await documentPdfText(invoice.uid);
    expect(text).not.toContain('Avgår ROT-avdrag');
    expect(text).not.toContain('ROT-avdraget');
    expect(text).not.toContain('19800101-2387');
  });
});
