import { authApi } from '@shared/api/auth.api';
import type { Document } from '@shared/api/documents';
import {
  type FortnoxConnection,
  type FortnoxExportResult,
  type FortnoxExportStatus,
  fortnoxApi,
} from '@shared/api/fortnox.api';
import { paymentsApi } from '@shared/api/payments.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveConsent, type RunningStub, startFortnoxStub } from '../../testing/fortnox-stub';
import { completedDocument, invoiceClient, savedDocument } from '../../testing/invoice-list-fixtures';
import { coupleTaxDeduction, rotLines } from '../../testing/rot-fixtures';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let stub: RunningStub;
let t: TestApp;
let admin: TestClient;
let manager: TestClient;
let norr: TestClient;

async function signedIn(login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}

function ok<T>(answer: CallResult): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

const codeOf = (answer: CallResult) => ({ status: answer.status, code: answer.body.messages?.[0]?.code });

async function consentFor(client: TestClient) {
  const { link } = ok<{ link: string }>(await client.call(fortnoxApi.getActivationLink, {}));
  const { code, state } = await giveConsent(link);
  return { authorizationCode: code, state };
}

async function activate(client: TestClient): Promise<FortnoxConnection> {
  const answer = await client.call(fortnoxApi.checkAndActivate, await consentFor(client));
  return ok<FortnoxConnection>(answer);
}

async function sessionFlag(client: TestClient): Promise<boolean | undefined> {
  const current = ok<{ session: { fortnoxActivated: boolean } | null }>(await client.call(authApi.current));
  return current.session?.fortnoxActivated;
}

beforeAll(async () => {
  stub = await startFortnoxStub();
  t = await createTestApp({ fortnox: stub.config });
  [admin, manager, norr] = await Promise.all([
    signedIn('demo-admin'),
    signedIn('demo-anvandare'),
    signedIn('norr-admin'),
  ]);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('activation (product-spec §4)', () => {
  it('activates a logged-in administrator with the code and state Fortnox sends back', async () => {
    expect(await sessionFlag(admin)).toBe(false);
    const connection = await activate(admin);
    expect(connection).toMatchObject({ active: true, refusal: null, activatedBy: expect.any(String) });
    expect(Date.parse(connection.refreshTokenDeadline!)).toBeGreaterThan(
      t.clock.now().getTime() + 44 * 86_400_000,
    );
    expect(await sessionFlag(admin)).toBe(true);
    // The tokens stay on the server: nothing of them is in the answer.
    expect(JSON.stringify(connection)).not.toMatch(/token":"[A-Za-z0-9_-]{20,}/);
  });

  it('keeps a logged-out browser’s code as temporalObjUid and activates after the login, once', async () => {
    const consent = await consentFor(admin);
    const browser = t.client();
    const saved = ok<{ temporalObjUid: string }>(await browser.call(fortnoxApi.saveActivationCode, consent));
    expect(saved.temporalObjUid).toMatch(/^[0-9a-f-]{36}$/);
    await browser.login('demo-admin');
    const connection = ok<FortnoxConnection>(
      await browser.call(fortnoxApi.checkAndActivate, { temporalObjUid: saved.temporalObjUid }),
    );
    expect(connection.active).toBe(true);
    const again = await browser.call(fortnoxApi.checkAndActivate, { temporalObjUid: saved.temporalObjUid });
    expect(codeOf(again)).toEqual({ status: 404, code: 'PENDING_CODE_GONE' });
  });

  it('keeps no code whose state no firm asked for', async () => {
    const answer = await t
      .client()
      .call(fortnoxApi.saveActivationCode, { authorizationCode: 'abc', state: 'made-up' });
    expect(codeOf(answer)).toEqual({ status: 400, code: 'STATE_UNKNOWN' });
  });

  it('tells a user without the right whom to ask: the administrator, or the provider', async () => {
    const consent = await consentFor(admin);
    expect(codeOf(await manager.call(fortnoxApi.checkAndActivate, consent))).toEqual({
      status: 403,
      code: 'ASK_ADMIN',
    });
    expect(ok<FortnoxConnection>(await manager.call(fortnoxApi.fortnoxConnection)).refusal).toBe('ASK_ADMIN');
    // Norrland has neither the SIE option nor full access: only the provider can change that.
    expect(codeOf(await norr.call(fortnoxApi.checkAndActivate, consent))).toEqual({
      status: 403,
      code: 'ASK_PROVIDER',
    });
    expect(ok<FortnoxConnection>(await norr.call(fortnoxApi.fortnoxConnection)).refusal).toBe('ASK_PROVIDER');
    expect((await manager.call(fortnoxApi.getActivationLink, {})).status).toBe(403);
  });

  it("does not take another firm's state, nor a code Fortnox refuses", async () => {
    const demoConsent = await consentFor(admin);
    const other = await signedIn('demo-admin');
    // The same firm, but a state used once is gone.
    ok(await other.call(fortnoxApi.checkAndActivate, demoConsent));
    expect(codeOf(await other.call(fortnoxApi.checkAndActivate, demoConsent))).toEqual({
      status: 400,
      code: 'STATE_UNKNOWN',
    });
    const { state } = await consentFor(admin);
    expect(
      codeOf(await admin.call(fortnoxApi.checkAndActivate, { authorizationCode: 'wrong', state })),
    ).toEqual({
      status: 400,
      code: 'CODE_REFUSED',
    });
  });
});

async function exported(
  client: TestClient,
  endpoint: typeof fortnoxApi.exportFortnoxInvoice,
  uids: string[],
) {
  return ok<FortnoxExportResult>(await client.call(endpoint, { uids }));
}

async function rotInvoiceFor(clientUid: string): Promise<Document> {
  const td = coupleTaxDeduction();
  return completedDocument(admin, 'INVOICE', {
    clientUid,
    items: rotLines(),
    taxDeduction: { ...td, taxPayers: td.taxPayers!.map((p) => ({ ...p, amountOre: 243_700 })) },
  });
}

describe('export (product-spec §8)', () => {
  it('exports a client, an invoice with its ROT as tax reductions, and its payment; skips what went before', async () => {
    await activate(admin);
    const company = stub.state.companies.at(-1)!;
    const clientUid = await invoiceClient(admin, 'FX1', 'Ek, Anna och Per');
    const invoice = await rotInvoiceFor(clientUid);
    const report = await exported(admin, fortnoxApi.exportFortnoxInvoice, [invoice.uid]);
    expect(report.failedDocuments).toEqual([]);
    expect(report.successfullyExportedDocuments).toMatchObject([{ uid: invoice.uid, outcome: 'EXPORTED' }]);
    const number = report.successfullyExportedDocuments[0]!.fortnoxNumber!;
    const sent = company.invoices.get(number)!;
    expect(sent).toMatchObject({ TaxReductionType: 'rot', InvoiceDate: '2026-11-21' });
    const rows = sent.InvoiceRows as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.HouseWork)).toMatchObject({
      HouseWorkType: 'HVAC',
      Price: 650,
      DeliveredQuantity: '20',
    });
    // The client went first (the invoice needs its customer), and both buyers claim their halves.
    expect([...company.customers.values()]).toMatchObject([{ Name: 'Ek, Anna och Per', City: 'Lund' }]);
    expect([...company.taxReductions.values()].map((r) => r.AskedAmount)).toEqual([2437, 2437]);

    const again = await exported(admin, fortnoxApi.exportFortnoxInvoice, [invoice.uid]);
    expect(again.skippedDocuments).toMatchObject([{ uid: invoice.uid, fortnoxNumber: number }]);
    expect(company.invoices.size).toBe(1);

    const paid = ok<{ payments: Array<{ paymentUid: string }> }>(
      await admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-11-22',
        paymentSum: 100_000,
      }),
    );
    const paymentUid = paid.payments[0]!.paymentUid;
    const payment = await exported(admin, fortnoxApi.exportFortnoxPayment, [paymentUid]);
    expect(payment.successfullyExportedDocuments).toHaveLength(1);
    expect([...company.payments.values()]).toMatchObject([{ InvoiceNumber: Number(number), Amount: 1000 }]);
    // Every request the stub had was one Fortnox would take.
    expect(stub.state.counts.invalid).toBe(0);

    const list = ok<{ items: Array<{ uid: string; exportedToFortnox: boolean }> }>(
      await admin.call(fortnoxApi.fortnoxExportables, { kind: 'INVOICE', limit: '50' }),
    );
    expect(list.items.find((i) => i.uid === invoice.uid)?.exportedToFortnox).toBe(true);
  });

  it('reports what Fortnox refuses, and what cannot go yet, as failed with the reason', async () => {
    await activate(admin);
    const clientUid = await invoiceClient(admin, 'FX2', 'Berg Bygg AB');
    const [sent, kept] = [
      await completedDocument(admin, 'INVOICE', { clientUid }),
      await completedDocument(admin, 'INVOICE', { clientUid }),
    ];
    expect((await exported(admin, fortnoxApi.exportFortnoxInvoice, [sent.uid])).failedDocuments).toEqual([]);
    const pay = async (doc: Document) =>
      ok<{ payments: Array<{ paymentUid: string }> }>(
        await admin.call(paymentsApi.payment, {
          docType: 'INVOICE',
          docUid: doc.uid,
          paymentDate: '2026-11-22',
          paymentSum: 5000,
        }),
      ).payments[0]!.paymentUid;
    const [onSent, onKept] = [await pay(sent), await pay(kept)];
    // Connected to another Fortnox company now: the invoice sent before is not there.
    await activate(admin);
    const report = await exported(admin, fortnoxApi.exportFortnoxPayment, [onSent, onKept]);
    expect(report.successfullyExportedDocuments).toEqual([]);
    expect(report.failedDocuments.map((r) => [r.uid, r.message])).toEqual([
      [onSent, expect.stringMatching(/^Fortnox: Faktura \d+ hittades inte$/)],
      [onKept, 'Fakturan är inte exporterad till Fortnox: exportera den först'],
    ]);
  });

  it("answers not found for another firm's invoice, and refuses to export without a connection", async () => {
    const clientUid = await invoiceClient(admin, 'FX4', 'Annan Firma');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid });
    const other = await norr.call(fortnoxApi.exportFortnoxInvoice, { uids: [invoice.uid] });
    expect(other.status).toBe(403);
    ok(await admin.call(fortnoxApi.resetCode, {}));
    expect(await sessionFlag(admin)).toBe(false);
    expect(codeOf(await admin.call(fortnoxApi.exportFortnoxInvoice, { uids: [invoice.uid] }))).toEqual({
      status: 409,
      code: 'NOT_ACTIVATED',
    });
    await activate(admin);
    // Norrland's own invoice is not ours to export.
    const norrClient = await invoiceClient(norr, 'N1', 'Norrkund');
    const norrInvoice = await savedDocument(norr, 'INVOICE', { clientUid: norrClient });
    const foreign = await admin.call(fortnoxApi.exportFortnoxInvoice, {
      uids: [invoice.uid, norrInvoice.uid],
    });
    expect(foreign.status).toBe(404);
    const foreignClient = await admin.call(fortnoxApi.exportFortnoxClient, { uids: [norrClient] });
    expect(foreignClient.status).toBe(404);
  });

  it('runs a long export as a job and reports through its status', async () => {
    await activate(admin);
    const clientUid = await invoiceClient(admin, 'FX5', 'Många Fakturor AB');
    const invoices: Document[] = [];
    for (let i = 0; i < 12; i++) invoices.push(await completedDocument(admin, 'INVOICE', { clientUid }));
    const started = ok<FortnoxExportResult>(
      await admin.call(fortnoxApi.exportFortnoxInvoice, { uids: invoices.map((d) => d.uid) }),
    );
    expect(started).toMatchObject({ asyncMode: true, jobUid: expect.any(String) });
    const before = ok<FortnoxExportStatus>(
      await admin.call(fortnoxApi.fortnoxExportStatus, { jobUid: started.jobUid! }),
    );
    expect(before.status).toBe('IN_PROGRESS');
    while (await t.deps.jobs.runNext()) {}
    const done = ok<FortnoxExportStatus>(
      await admin.call(fortnoxApi.fortnoxExportStatus, { jobUid: started.jobUid! }),
    );
    expect(done).toMatchObject({ status: 'COMPLETED', done: 12, total: 12 });
    expect(done.report?.successfullyExportedDocuments).toHaveLength(12);
    // The firm's other office worker follows it too; a firm without the SIE option may not.
    expect((await manager.call(fortnoxApi.fortnoxExportStatus, { jobUid: started.jobUid! })).status).toBe(
      200,
    );
    expect((await norr.call(fortnoxApi.fortnoxExportStatus, { jobUid: started.jobUid! })).status).toBe(403);
  });
});
