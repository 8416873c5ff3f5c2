import { documentKindEndpoints, foldersApi } from '@shared/api/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderFixtures } from '../../../testing/folder-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { clients } from '../../clients';
import { documents } from '../engine/engine.table';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let f: ReturnType<typeof folderFixtures>;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = folderFixtures(t);
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  demoId = await findFirmIdByCode(t.database.db, '100245');
});
afterAll(() => t.close());

describe('folders, archive and trash in a list', () => {
  it('lists the root, one folder, a folder with its subfolders, and everything', async () => {
    const top = await f.folder(admin, 'OFFER', 'Listmapp');
    const sub = await f.folder(admin, 'OFFER', 'Listundermapp', top.uid);
    const mark = 'Mappfilter Vallgatan';
    const [atRoot, inTop, inSub] = [
      await f.create(admin, 'OFFER', { mark }),
      await f.create(admin, 'OFFER', { mark }),
      await f.create(admin, 'OFFER', { mark }),
    ];
    await f.move(admin, 'OFFER', [inTop.uid], top.uid);
    await f.move(admin, 'OFFER', [inSub.uid], sub.uid);
    const search = { searchPattern: mark };
    expect(await f.uids(admin, 'OFFER', search)).toEqual([atRoot.uid]);
    expect(await f.uids(admin, 'OFFER', { ...search, folderUid: top.uid })).toEqual([inTop.uid]);
    expect(await f.uids(admin, 'OFFER', { ...search, folderUid: top.uid, searchInSubfolders: true })).toEqual(
      [inTop.uid, inSub.uid].sort(),
    );
    expect(await f.uids(admin, 'OFFER', { ...search, searchInSubfolders: true })).toEqual(
      [atRoot.uid, inTop.uid, inSub.uid].sort(),
    );
    const row = (await f.list(admin, 'OFFER', { ...search, folderUid: top.uid })).items[0];
    expect(row).toMatchObject({
      folder: { uid: top.uid, caption: 'Listmapp' },
      archived: false,
      deleted: false,
    });
    // Another firm's folder, or another kind's, is not found.
    const invoiceFolder = await f.folder(admin, 'INVOICE', 'Fakturor');
    for (const [who, folderUid] of [
      [norr, top.uid],
      [admin, invoiceFolder.uid],
    ] as const) {
      const r = await who.call(documentKindEndpoints.OFFER.list, { folderUid });
      expect(r.status).toBe(404);
    }
  });

  it('shows archived documents only in the archive and trashed ones only in the trash', async () => {
    const mark = 'Tillståndsfilter';
    const [active, archived, trashed] = [
      await f.create(admin, 'OFFER', { mark }),
      await f.create(admin, 'OFFER', { mark }),
      await f.create(admin, 'OFFER', { mark }),
    ];
    await f.ok(admin.call(foldersApi.docArchive, { docType: 'OFFER', docUids: [archived.uid] }));
    await f.ok(admin.call(foldersApi.docDelete, { docType: 'OFFER', docUids: [trashed.uid] }));
    const search = { searchPattern: mark, searchInSubfolders: true };
    expect(await f.uids(admin, 'OFFER', search)).toEqual([active.uid]);
    expect(await f.uids(admin, 'OFFER', { ...search, specialFolder: 'archived' })).toEqual([archived.uid]);
    expect(await f.uids(admin, 'OFFER', { ...search, specialFolder: 'deleted' })).toEqual([trashed.uid]);
  });
});

describe('period', () => {
  it('counts months from the clock in Swedish time, with their first and last days', async () => {
    const mark = 'Periodgräns';
    const dates = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01', '2025-12-31', '2026-01-01'];
    const docs: { uid: string }[] = [];
    for (const docDate of dates) docs.push(await f.create(admin, 'OFFER', { mark, docDate }));
    const byDate = (d: string) => docs[dates.indexOf(d)]!.uid;
    const period = (periodType: string, who = admin) =>
      f.uids(who, 'OFFER', { searchPattern: mark, periodType } as never);
    expect(await period('THIS_MONTH')).toEqual([byDate('2026-11-01'), byDate('2026-11-30')].sort());
    expect(await period('LAST_MONTH')).toEqual([byDate('2026-10-31')]);
    expect(await period('LAST_YEAR')).toEqual([byDate('2025-12-31')]);
    expect(await period('THIS_YEAR')).toHaveLength(5);
    // 23:30 UTC on 30 November is already 1 December in Stockholm.
    const shift = new Date('2026-11-30T23:30:00Z').getTime() - t.clock.now().getTime();
    t.clock.advance(shift);
    try {
      // Nine days on, the earlier session has lapsed: log in again.
      const later = t.client();
      await later.login('demo-admin');
      expect(await period('THIS_MONTH', later)).toEqual([byDate('2026-12-01')]);
      expect(await period('LAST_MONTH', later)).toEqual([byDate('2026-11-01'), byDate('2026-11-30')].sort());
    } finally {
      t.clock.advance(-shift);
    }
  });

  it('accepts exactly 18 months and 2000-01-01, refuses more, earlier or reversed at the field', async () => {
    const call = (dateFrom: string, dateTo: string) =>
      admin.call(documentKindEndpoints.OFFER.list, { periodType: 'OPTIONAL', dateFrom, dateTo });
    expect((await call('2025-01-15', '2026-07-15')).status).toBe(200);
    expect((await call('2000-01-01', '2001-01-01')).status).toBe(200);
    const refusals = [
      ['2025-01-15', '2026-07-16', 'dateTo', 'Datumintervallet får vara högst 18 månader'],
      ['1999-12-31', '2000-06-01', 'dateFrom', 'Tidigaste datum är 2000-01-01'],
      ['2026-05-02', '2026-05-01', 'dateTo', 'Slutdatum kan inte vara före startdatum'],
    ] as const;
    for (const [from, to, field, text] of refusals) {
      const r = await call(from, to);
      expect(r.status).toBe(400);
      expect(r.body.messages[0]).toMatchObject({ field, text });
    }
  });
});

describe('search text', () => {
  it('finds number, mark, title, object and the client, and follows a renamed client', async () => {
    const [client] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.firmId, demoId))
      .orderBy(clients.codeSort)
      .limit(1);
    const doc = await f.create(admin, 'COST_CALCULATION', {
      mark: 'Sökmärke',
      title: 'Golvvärme i hall',
      object: 'Ekgränd 7',
      clientUid: client!.id,
    });
    const found = (searchPattern: string, searchByClientCode = false) =>
      f.uids(admin, 'COST_CALCULATION', { searchPattern, searchByClientCode, searchInSubfolders: true });
    for (const text of ['SÖKMÄRKE', 'golvvärme', 'ekgränd 7', client!.name.toUpperCase()])
      expect(await found(text), text).toContain(doc.uid);
    expect(await found(client!.code, true)).toContain(doc.uid);
    expect(await found(client!.code.slice(0, -1), true)).not.toContain(doc.uid);
    await t.database.db
      .update(clients)
      .set({ name: 'Nyköpings Rörservice AB' })
      .where(and(eq(clients.id, client!.id)));
    expect(await found('nyköpings rörservice')).toContain(doc.uid);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.uid));
    expect(row!.searchText).toContain('nyköpings rörservice ab');
  });
});

describe('the kinds’ own filters', () => {
  it('filters by client, and customer orders by sent', async () => {
    const [client] = await t.database.db.select().from(clients).where(eq(clients.firmId, demoId)).limit(1);
    const mark = 'Kundfilter';
    const withClient = await f.create(admin, 'CUSTOMER_ORDER', { mark, clientUid: client!.id });
    const sent = await f.create(admin, 'CUSTOMER_ORDER', { mark });
    await t.database.db.update(documents).set({ sentAt: t.clock.now() }).where(eq(documents.id, sent.uid));
    const list = (p: object) => f.uids(admin, 'CUSTOMER_ORDER', { searchPattern: mark, ...p });
    expect(await list({ clientUid: client!.id })).toEqual([withClient.uid]);
    expect(await list({ sent: true })).toEqual([sent.uid]);
    expect(await list({ sent: false })).toEqual([withClient.uid]);
    expect(await list({ sent: null })).toHaveLength(2);
    const rows = (await f.list(admin, 'CUSTOMER_ORDER', { searchPattern: mark, sent: true })).items;
    expect(rows[0]!.sentAt).toBe(t.clock.now().toISOString());
  });

  it('filters provider documents by read state and type', async () => {
    const mark = 'Leverantörsfilter';
    const a = await f.providerDocument(demoId, 'UNIX_ORDER', { mark, readState: 'NEW', unixType: 'DEBIT' });
    const b = await f.providerDocument(demoId, 'UNIX_ORDER', {
      mark,
      readState: 'VIEWED',
      unixType: 'CREDIT',
    });
    const list = (p: object) => f.uids(admin, 'UNIX_ORDER', { searchPattern: mark.toLowerCase(), ...p });
    expect(await list({})).toEqual([a.id, b.id].sort());
    expect(await list({ readState: 'NEW' })).toEqual([a.id]);
    expect(await list({ unixType: 'CREDIT' })).toEqual([b.id]);
    const rows = (await f.list(admin, 'UNIX_ORDER', { searchPattern: mark, readState: 'NEW' })).items;
    expect(rows[0]).toMatchObject({ readState: 'NEW', unixType: 'DEBIT' });
  });

  it('filters work orders by assignment, employees and missing invoice relations; shows relations', async () => {
    const me = await f.employeeId(demoId, 'demo-admin');
    const other = await f.employeeId(demoId, 'demo-arbetsledare');
    const mark = 'Arbetsorderfilter';
    const mine = await f.create(admin, 'WORK_ORDER', { mark, employeeUid: other, assigneeUids: [me] });
    const theirs = await f.create(admin, 'WORK_ORDER', { mark, employeeUid: other });
    const invoiced = await f.create(admin, 'WORK_ORDER', { mark, employeeUid: me });
    const offer = await f.create(admin, 'OFFER');
    const invoice = await f.create(admin, 'INVOICE');
    await f.relate(demoId, offer.uid, invoiced.uid);
    await f.relate(demoId, invoiced.uid, invoice.uid);
    await f.relate(demoId, theirs.uid, offer.uid);
    const list = (p: object) => f.uids(admin, 'WORK_ORDER', { searchPattern: mark, ...p });
    expect(await list({ onlyAssignedOrders: true })).toEqual([mine.uid]);
    expect(await list({ employeeUids: [me] })).toEqual([mine.uid, invoiced.uid].sort());
    expect(await list({ employeeUids: [other] })).toEqual([mine.uid, theirs.uid].sort());
    expect(await list({ onlyWithoutInvoicesAndEstimatesRelations: true })).toEqual(
      [mine.uid, theirs.uid].sort(),
    );
    const rows = (await f.list(admin, 'WORK_ORDER', { searchPattern: mark })).items;
    const row = (uid: string) => rows.find((r) => r.docUid === uid)!;
    // Status: an assignee without a stored status has not started; the employees narrow whose status.
    const started = await f.create(admin, 'WORK_ORDER', {
      mark,
      assigneeUids: [me, other],
      assigneeStatuses: [{ employeeUid: other, status: 'STARTED' }],
    });
    expect(await list({ status: 'STARTED' })).toEqual([started.uid]);
    expect(await list({ status: 'NOT_STARTED' })).toEqual([mine.uid, started.uid].sort());
    expect(await list({ status: 'NOT_STARTED', employeeUids: [other] })).toEqual([]);
    expect(await list({ status: 'DONE' })).toEqual([]);
    expect(row(invoiced.uid)).toMatchObject({
      relationStatus: 'BOTH',
      firstRelationData: { docUid: offer.uid, docType: 'OFFER', docNumber: null },
    });
    expect(row(theirs.uid)).toMatchObject({
      relationStatus: 'HAS_TARGETS',
      firstRelationData: { docUid: offer.uid, docType: 'OFFER' },
    });
    expect(row(mine.uid)).toMatchObject({ relationStatus: 'NONE', firstRelationData: null });
    // The editor says whether a document has relations.
    const loaded = await f.ok<{ hasRelations: boolean }>(
      admin.call(documentKindEndpoints.WORK_ORDER.load, { docUid: invoiced.uid }),
    );
    expect(loaded.hasRelations).toBe(true);
  });
});
