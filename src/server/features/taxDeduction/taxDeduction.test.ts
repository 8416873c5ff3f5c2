import type { Document } from '@shared/api/documents';
import type { FileLink } from '@shared/api/files.api';
import { type TaxDeductionRequest, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotPeople } from '../../testing/rot-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  downloaded,
  makeXml,
  paidRotInvoice,
  payInFull,
  plainDocument,
  rotCase,
  rotDraft,
  rotInvoice,
  signedIn,
} from './taxDeduction.fixtures';
import { validateRotXml } from './xml/xml.schema';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  // The demo firm's admin, and another firm's: its ids must be "not found" to us, ours to it.
  [admin, norr] = await Promise.all([signedIn(t, 'demo-admin'), signedIn(t, 'norr-admin')]);
});
afterAll(() => t.close());

/** The text of one element of one buyer's case (`Arenden`), found by the buyer's personnummer. */
function caseOf(xml: string, personalNumber: string): Record<string, string> {
  const cases = xml.split('<Arenden>').slice(1);
  const found = cases.find((c) => c.includes(`<Kopare>${personalNumber}</Kopare>`));
  if (!found) throw new Error(`No case for ${personalNumber}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of found.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) fields[name!] ??= value!;
  return fields;
}

async function xmlOf(link: FileLink, client = admin) {
  const file = await downloaded(t, client, link);
  expect(file.status).toBe(200);
  return file;
}

const refusal = (r: { status: number; body: { messages?: { text: string }[] } }) => ({
  status: r.status,
  text: r.body.messages?.map((m) => m.text).join(' / '),
});

describe("an invoice's ROT case", () => {
  it('follows the client: NOT_PAID until paid, then PAID_BY_CLIENT with XML_SENT offered', async () => {
    const invoice = await rotInvoice(admin);
    const unpaid = await rotCase(admin, invoice);
    // 2 × 2 437 kr (see coupleAmountOre).
    expect(unpaid).toMatchObject({ invoiceUid: invoice.uid, state: 'NOT_PAID', requestedOre: 487_400 });
    expect(unpaid).toMatchObject({ request: null, decision: null });
    // Forward needs the client's payment; back from NOT_PAID there is nothing a person may choose.
    expect(unpaid.allowedStates).toEqual([]);

    await payInFull(admin, invoice, '2026-11-21');
    const paid = await rotCase(admin, invoice);
    expect(paid.state).toBe('PAID_BY_CLIENT');
    // NOT_PAID is refused while the payments say paid: they would move it back at once.
    expect(paid.allowedStates).toEqual(['XML_SENT']);
  });

  it('is NOT_APPLICABLE for an invoice without ROT, and not found for an offer or another firm', async () => {
    const plain = await plainDocument(admin);
    expect(await rotCase(admin, plain)).toMatchObject({ state: 'NOT_APPLICABLE', allowedStates: [] });
    const offer = await plainDocument(admin, 'OFFER');
    const r = await admin.call(taxDeductionApi.invoiceTaxDeduction, { invoiceUid: offer.uid });
    expect(r.status).toBe(404);
    const other = await norr.call(taxDeductionApi.invoiceTaxDeduction, { invoiceUid: plain.uid });
    expect(other.status).toBe(404);
  });
});

describe('changing the state by hand', () => {
  const change = (invoice: Document, taxDeductionState: string, client = admin) =>
    client.call(taxDeductionApi.taxDeductionChangingState, { invoiceUid: invoice.uid, taxDeductionState });

  it('refuses PAID_BY_CLIENT before the client has paid, with the rules’ message', async () => {
    const invoice = await rotInvoice(admin);
    const r = await change(invoice, 'PAID_BY_CLIENT');
    expect(r.status).toBe(409);
    expect(refusal(r).text).toMatch(/inte betalat hela fakturan/);
    expect((await rotCase(admin, invoice)).state).toBe('NOT_PAID');
  });

  it('moves one step at a time and answers the case; two steps and NOT_APPLICABLE are refused', async () => {
    const invoice = await paidRotInvoice(admin);
    // No such step in the state machine: 400 (what the payments forbid answers 409).
    const twoSteps = await change(invoice, 'PAID_BY_AUTHORITY');
    expect(refusal(twoSteps)).toMatchObject({
      status: 400,
      text: expect.stringMatching(/kan ROT-statusen bara/),
    });
    const none = await change(invoice, 'NOT_APPLICABLE');
    expect(refusal(none)).toMatchObject({ status: 400, text: expect.stringMatching(/Ej aktuell/) });

    const sent = await change(invoice, 'XML_SENT');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result).toMatchObject({ state: 'XML_SENT' });
    expect((sent.body.result as { allowedStates: string[] }).allowedStates).toEqual([
      'PAID_BY_CLIENT',
      'PAID_BY_AUTHORITY',
    ]);
    const back = await change(invoice, 'PAID_BY_CLIENT');
    expect(back.body.result).toMatchObject({ state: 'PAID_BY_CLIENT' });
  });

  it("gives another firm's invoice not found", async () => {
    const invoice = await paidRotInvoice(admin);
    expect((await change(invoice, 'XML_SENT', norr)).status).toBe(404);
    expect((await rotCase(admin, invoice)).state).toBe('PAID_BY_CLIENT');
  });
});

describe("Skatteverket's file", () => {
  it('claims both owners of a paid couple invoice, each with their own amounts, and validates', async () => {
    const invoice = await paidRotInvoice(admin);
    const [anna, per] = invoice.header.taxDeduction!.taxPayers.map((p) => p.amountOre / 100);
    const r = await makeXml(admin, [invoice], 'Badrum Ek');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const link = r.body.result as FileLink;
    expect(link).toMatchObject({ fileName: 'ROT_Badrum_Ek.xml', fileType: 'application/xml' });

    const file = await xmlOf(link);
    expect(file.type).toBe('application/xml; charset=utf-8');
    expect(await validateRotXml(file.body)).toEqual([]);
    expect(file.body).toMatch(/<NamnPaBegaran[^>]*>Badrum Ek<\/NamnPaBegaran>/);
    // Labour 20 h × 650 kr = 13 000 kr + 25 % VAT = 16 250 kr, half each: 8 125 kr. The client paid the
    // labour less the deduction: 8 125 − 2 437 = 5 688 kr each. Hours 10 each, material 5 000 kr each.
    for (const [person, requested] of [
      [rotPeople.anna, anna],
      [rotPeople.per, per],
    ] as const) {
      expect(caseOf(file.body, person.personalNumber)).toMatchObject({
        BetalningsDatum: '2026-11-21',
        PrisForArbete: '8125',
        BegartBelopp: String(requested),
        BetaltBelopp: String(8125 - requested!),
        FakturaNr: String(invoice.number),
        Ovrigkostnad: '0',
        Fastighetsbeteckning: 'Lund Villa Ek 1:23',
        AntalTimmar: '10',
        Materialkostnad: '5000',
      });
    }
    expect(anna! + per!).toBe(4874);
    expect((await rotCase(admin, invoice)).state).toBe('XML_SENT');
  });

  it('is listed newest first and downloads again exactly as made; another firm sees neither', async () => {
    const first = await paidRotInvoice(admin);
    const second = await paidRotInvoice(admin);
    const made = await makeXml(admin, [second, first]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const original = await xmlOf(made.body.result as FileLink);
    // The made name: the date and the day's serial, at most 16 characters.
    const name = /<NamnPaBegaran[^>]*>(ROT-20261121-\d+)<\/NamnPaBegaran>/.exec(original.body)?.[1];
    expect(name).toBeDefined();

    const list = await admin.call(taxDeductionApi.taxDeductionRequests, {});
    const { items, totalCount } = list.body.result as { items: TaxDeductionRequest[]; totalCount: number };
    expect(totalCount).toBeGreaterThanOrEqual(1);
    expect(items[0]).toMatchObject({ name, year: 2026, invoiceCount: 2, requestedOre: 2 * 487_400 });
    expect(items[0]!.employee).toBeTruthy();
    const dates = items.map((i) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const again = await admin.call(taxDeductionApi.taxDeductionRequestFile, { requestUid: items[0]!.uid });
    expect(again.status).toBe(200);
    expect((await xmlOf(again.body.result as FileLink)).body).toBe(original.body);
    expect((await rotCase(admin, first)).request).toMatchObject({ uid: items[0]!.uid, name });

    const theirs = await norr.call(taxDeductionApi.taxDeductionRequestFile, { requestUid: items[0]!.uid });
    expect(theirs.status).toBe(404);
    const theirList = await norr.call(taxDeductionApi.taxDeductionRequests, {});
    expect((theirList.body.result as { items: TaxDeductionRequest[] }).items.map((i) => i.uid)).not.toContain(
      items[0]!.uid,
    );
  });

  it('refuses an invoice the client has not paid, naming it, and leaves the others as they were', async () => {
    const paid = await paidRotInvoice(admin);
    const unpaid = await rotInvoice(admin);
    const r = await makeXml(admin, [paid, unpaid]);
    expect(refusal(r)).toMatchObject({
      status: 409,
      text: expect.stringContaining(`Faktura ${unpaid.number} har ROT-statusen ”ROT – ej betald av kund”`),
    });
    expect((await rotCase(admin, paid)).state).toBe('PAID_BY_CLIENT');
  });

  it('refuses an invoice already in a file', async () => {
    const invoice = await paidRotInvoice(admin);
    expect((await makeXml(admin, [invoice])).status).toBe(200);
    const again = await makeXml(admin, [invoice]);
    expect(refusal(again)).toMatchObject({ status: 409, text: expect.stringMatching(/ROT – fil skapad/) });
  });

  it('refuses payments of two calendar years in one file with Skatteverket’s message', async () => {
    const old = await paidRotInvoice(admin, '2025-11-10', '2025-11-15');
    const now = await paidRotInvoice(admin);
    const r = await makeXml(admin, [old, now]);
    expect(refusal(r)).toMatchObject({
      status: 400,
      text: expect.stringMatching(/samma kalenderår.*2025, 2026/),
    });
    expect((await rotCase(admin, old)).state).toBe('PAID_BY_CLIENT');
    expect((await rotCase(admin, now)).state).toBe('PAID_BY_CLIENT');
  });

  it('claims a 2025 invoice at 50 % on its own', async () => {
    const old = await paidRotInvoice(admin, '2025-11-10', '2025-11-15');
    const r = await makeXml(admin, [old]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const file = await xmlOf(r.body.result as FileLink);
    expect(await validateRotXml(file.body)).toEqual([]);
    // 8 125 kr × 50 % = 4 062,50 → 4 062 kr; paid 8 125 − 4 062 = 4 063 kr.
    expect(caseOf(file.body, rotPeople.anna.personalNumber)).toMatchObject({
      BetalningsDatum: '2025-11-15',
      BegartBelopp: '4062',
      BetaltBelopp: '4063',
    });
  });

  it('refuses a draft', async () => {
    const draft = await rotDraft(admin);
    const r = await makeXml(admin, [draft]);
    expect(refusal(r)).toMatchObject({ status: 409, text: expect.stringMatching(/utkast.*slutför/) });
  });

  it('refuses an invoice without ROT, naming it', async () => {
    const plain = await plainDocument(admin);
    const r = await makeXml(admin, [plain]);
    expect(refusal(r)).toMatchObject({
      status: 409,
      text: `Faktura ${plain.number} har inget ROT-avdrag att begära`,
    });
  });

  it("gives another firm's invoice not found, and makes no file", async () => {
    const mine = await paidRotInvoice(admin);
    const other = await paidRotInvoice(admin);
    expect((await makeXml(norr, [other])).status).toBe(404);
    // One unknown id among the firm's own: nothing is made, not even for the rest.
    expect((await makeXml(admin, [mine, { uid: crypto.randomUUID() }])).status).toBe(404);
    expect((await rotCase(admin, mine)).state).toBe('PAID_BY_CLIENT');
    expect((await rotCase(admin, other)).state).toBe('PAID_BY_CLIENT');
  });
});
