import { documentKindEndpoints, foldersApi } from '@shared/api/documents';
import { notificationsApi } from '@shared/api/notifications.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderFixtures } from '../../../testing/folder-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { firms } from '../../firms';
import { firmNotifications } from '../../notifications';
import { documents } from '../engine/engine.table';
import { AUTO_ARCHIVE_JOB, autoArchiveMessage } from './folders.jobs';
import { documentFolders } from './folders.table';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let guest: TestClient;
let f: ReturnType<typeof folderFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  f = folderFixtures(t);
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  guest = t.client();
  await guest.login('gast-badrum');
});
afterAll(() => t.close());

describe('folders', () => {
  it('adds folders with a trimmed, required, unique name and nests them', async () => {
    const top = await f.folder(admin, 'OFFER', '  Kunder 2026  ');
    expect(top).toMatchObject({ name: 'Kunder 2026', parentUid: null, archived: false, docsCount: 0 });
    const sub = await f.folder(admin, 'OFFER', 'Badrum', top.uid);
    expect(sub.parentUid).toBe(top.uid);
    const empty = await admin.call(foldersApi.add, { docType: 'OFFER', name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.messages[0]).toMatchObject({ field: 'name', text: 'Detta fält måste fyllas i' });
    const long = await admin.call(foldersApi.add, { docType: 'OFFER', name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    const twin = await admin.call(foldersApi.add, { docType: 'OFFER', name: 'KUNDER 2026' });
    expect(twin.status).toBe(409);
    expect(twin.body.messages[0]).toMatchObject({
      field: 'name',
      text: 'Det finns redan en mapp med det namnet',
    });
    // The same name under another parent, or for another kind, is fine.
    await f.folder(admin, 'OFFER', 'Kunder 2026', sub.uid);
    await f.folder(admin, 'INVOICE', 'Kunder 2026');
  });

  it('counts documents per folder, with subfolders, at the root and in the special folders', async () => {
    const top = await f.folder(admin, 'COST_CALCULATION', 'Räkna');
    const sub = await f.folder(admin, 'COST_CALCULATION', 'Under', top.uid);
    const before = await f.folders(admin, 'COST_CALCULATION');
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => f.create(admin, 'COST_CALCULATION')));
    await f.move(admin, 'COST_CALCULATION', [a!.uid], top.uid);
    await f.move(admin, 'COST_CALCULATION', [b!.uid, c!.uid], sub.uid);
    await f.ok(admin.call(foldersApi.docArchive, { docType: 'COST_CALCULATION', docUids: [c!.uid] }));
    await f.ok(admin.call(foldersApi.docDelete, { docType: 'COST_CALCULATION', docUids: [d!.uid] }));
    const list = await f.folders(admin, 'COST_CALCULATION');
    const row = (uid: string) => list.folders.find((x) => x.uid === uid);
    expect(row(top.uid)).toMatchObject({ docsCount: 1, totalDocsCount: 2 });
    expect(row(sub.uid)).toMatchObject({ docsCount: 1, totalDocsCount: 1, parentUid: top.uid });
    expect(list.rootCount).toBe(before.rootCount);
    expect(list.specialsCounters).toEqual({
      all: before.specialsCounters.all + 2,
      archived: before.specialsCounters.archived + 1,
      deleted: before.specialsCounters.deleted + 1,
    });
    // The archive shows the folders holding archived documents, with the folders above them.
    const archive = await f.folders(admin, 'COST_CALCULATION', 'archived');
    expect(archive.folders.map((x) => [x.name, x.docsCount, x.totalDocsCount])).toEqual([
      ['Räkna', 0, 1],
      ['Under', 1, 1],
    ]);
    expect((await f.folders(admin, 'COST_CALCULATION', 'deleted')).folders).toEqual([]);
  });

  it('renames, refuses a sibling’s name and a move into itself or below itself', async () => {
    const a = await f.folder(admin, 'WORK_ORDER', 'Projekt A');
    const b = await f.folder(admin, 'WORK_ORDER', 'Projekt B');
    const a1 = await f.folder(admin, 'WORK_ORDER', 'Etapp 1', a.uid);
    const renamed = await f.ok(
      admin.call(foldersApi.update, { docType: 'WORK_ORDER', folderUid: a.uid, name: ' Projekt Ä ' }),
    );
    expect(renamed).toMatchObject({ uid: a.uid, name: 'Projekt Ä' });
    const taken = await admin.call(foldersApi.update, {
      docType: 'WORK_ORDER',
      folderUid: b.uid,
      name: 'projekt ä',
    });
    expect(taken.status).toBe(409);
    for (const parentUid of [a.uid, a1.uid]) {
      const r = await admin.call(foldersApi.update, { docType: 'WORK_ORDER', folderUid: a.uid, parentUid });
      expect(r.status).toBe(409);
      expect(r.body.messages[0]!.field).toBe('parentUid');
    }
    const moved = await f.ok(
      admin.call(foldersApi.update, { docType: 'WORK_ORDER', folderUid: b.uid, parentUid: a1.uid }),
    );
    expect(moved).toMatchObject({ uid: b.uid, parentUid: a1.uid });
    const back = await f.ok(
      admin.call(foldersApi.update, { docType: 'WORK_ORDER', folderUid: b.uid, parentUid: null }),
    );
    expect(back).toMatchObject({ parentUid: null });
    // Another kind's folder is not a parent.
    const invoiceFolder = await f.folder(admin, 'INVOICE', 'Fakturamapp');
    const wrongKind = await admin.call(foldersApi.update, {
      docType: 'WORK_ORDER',
      folderUid: b.uid,
      parentUid: invoiceFolder.uid,
    });
    expect(wrongKind.status).toBe(404);
  });

  it('merges a moved folder into a same-named one, recursively', async () => {
    const type = 'ADDITIONAL_ESTIMATE';
    const target = await f.folder(admin, type, 'Mål');
    const existing = await f.folder(admin, type, 'Kund', target.uid);
    const existingSub = await f.folder(admin, type, 'Etapp', existing.uid);
    const moving = await f.folder(admin, type, 'KUND');
    const movingSub = await f.folder(admin, type, 'etapp', moving.uid);
    const movingOther = await f.folder(admin, type, 'Övrigt', moving.uid);
    const [d1, d2, d3, d4] = await Promise.all([1, 2, 3, 4].map(() => f.create(admin, type)));
    await f.move(admin, type, [d1!.uid], moving.uid);
    await f.move(admin, type, [d2!.uid], movingSub.uid);
    await f.move(admin, type, [d3!.uid], movingOther.uid);
    await f.move(admin, type, [d4!.uid], existingSub.uid);
    const merged = await f.ok(
      admin.call(foldersApi.update, { docType: type, folderUid: moving.uid, parentUid: target.uid }),
    );
    expect(merged).toMatchObject({ uid: existing.uid, name: 'Kund', docsCount: 1, totalDocsCount: 4 });
    expect((await f.row(d1!.uid))!.folderId).toBe(existing.uid);
    expect((await f.row(d2!.uid))!.folderId).toBe(existingSub.uid);
    expect((await f.row(d3!.uid))!.folderId).toBe(movingOther.uid);
    const list = await f.folders(admin, type);
    expect(list.folders.map((x) => x.uid)).not.toContain(moving.uid);
    expect(list.folders.map((x) => x.uid)).not.toContain(movingSub.uid);
    expect(list.folders.find((x) => x.uid === movingOther.uid)!.parentUid).toBe(existing.uid);
    expect(list.folders.find((x) => x.uid === existingSub.uid)).toMatchObject({ docsCount: 2 });
  });

  it('removes a folder with its subfolders and sends their documents to the trash', async () => {
    const top = await f.folder(admin, 'OFFER', 'Bort');
    const sub = await f.folder(admin, 'OFFER', 'Bort under', top.uid);
    const [a, b] = await Promise.all([f.create(admin, 'OFFER'), f.create(admin, 'OFFER')]);
    await f.move(admin, 'OFFER', [a.uid], top.uid);
    await f.move(admin, 'OFFER', [b.uid], sub.uid);
    await f.ok(admin.call(foldersApi.docArchive, { docType: 'OFFER', docUids: [b.uid] }));
    t.clock.advance(5000);
    const removed = await f.ok(admin.call(foldersApi.remove, { docType: 'OFFER', folderUid: top.uid }));
    expect(removed).toEqual({ movedToTrash: 2 });
    for (const doc of [a, b]) {
      expect(await f.row(doc.uid)).toMatchObject({ deleted: true, folderId: null, deletedAt: t.clock.now() });
    }
    const left = await t.database.db.select().from(documentFolders).where(eq(documentFolders.id, sub.uid));
    expect(left).toEqual([]);
    const trash = await f.uids(admin, 'OFFER', { specialFolder: 'deleted' });
    expect(trash).toEqual(expect.arrayContaining([a.uid, b.uid]));
    // Restored, the archived one goes back to the archive, both at the root.
    await f.ok(admin.call(foldersApi.docRestore, { docType: 'OFFER', docUids: [a.uid, b.uid] }));
    expect(await f.row(b.uid)).toMatchObject({ deleted: false, archived: true, folderId: null });
    expect(await f.row(a.uid)).toMatchObject({ deleted: false, archived: false, folderId: null });
  });

  it('archives and brings back a folder with its subfolders and documents', async () => {
    const top = await f.folder(admin, 'INVOICE', 'Arkivmapp');
    const sub = await f.folder(admin, 'INVOICE', 'Arkivunder', top.uid);
    const [a, b] = await Promise.all([f.create(admin, 'INVOICE'), f.create(admin, 'INVOICE')]);
    await f.move(admin, 'INVOICE', [a.uid], top.uid);
    await f.move(admin, 'INVOICE', [b.uid], sub.uid);
    expect(await f.ok(admin.call(foldersApi.archive, { docType: 'INVOICE', folderUid: top.uid }))).toEqual({
      count: 2,
    });
    const active = await f.folders(admin, 'INVOICE');
    expect(active.folders.map((x) => x.uid)).not.toContain(top.uid);
    const archive = await f.folders(admin, 'INVOICE', 'archived');
    expect(archive.folders.find((x) => x.uid === sub.uid)).toMatchObject({ archived: true, docsCount: 1 });
    expect(
      await f.uids(admin, 'INVOICE', {
        specialFolder: 'archived',
        folderUid: top.uid,
        searchInSubfolders: true,
      }),
    ).toEqual([a.uid, b.uid].sort());
    // A folder made inside an archived one is archived too.
    expect((await f.folder(admin, 'INVOICE', 'Ny i arkiv', top.uid)).archived).toBe(true);
    // Bringing back the subfolder brings back the folders above it.
    expect(await f.ok(admin.call(foldersApi.unarchive, { docType: 'INVOICE', folderUid: sub.uid }))).toEqual({
      count: 1,
    });
    const after = await f.folders(admin, 'INVOICE');
    expect(after.folders.find((x) => x.uid === top.uid)).toMatchObject({
      archived: false,
      docsCount: 0,
      totalDocsCount: 1,
    });
    expect(await f.row(a.uid)).toMatchObject({ archived: true });
  });
});

describe('access and firm isolation', () => {
  it('answers not found to another firm on every folder call and changes nothing', async () => {
    const mine = await f.folder(admin, 'OFFER', 'Hemlig');
    const doc = await f.create(admin, 'OFFER');
    await f.move(admin, 'OFFER', [doc.uid], mine.uid);
    const theirs = await f.folder(norr, 'OFFER', 'Norrs mapp');
    const docType = 'OFFER';
    const calls = [
      norr.call(foldersApi.add, { docType, name: 'Under', parentUid: mine.uid }),
      norr.call(foldersApi.update, { docType, folderUid: mine.uid, name: 'Stulen' }),
      norr.call(foldersApi.update, { docType, folderUid: theirs.uid, parentUid: mine.uid }),
      norr.call(foldersApi.remove, { docType, folderUid: mine.uid }),
      norr.call(foldersApi.archive, { docType, folderUid: mine.uid }),
      norr.call(foldersApi.unarchive, { docType, folderUid: mine.uid }),
      admin.call(foldersApi.docsMove, { docType, docUids: [doc.uid], targetFolderUid: theirs.uid }),
      admin.call(documentKindEndpoints.OFFER.list, { folderUid: theirs.uid }),
    ];
    for (const r of await Promise.all(calls)) expect(r.status, JSON.stringify(r.body)).toBe(404);
    expect(await f.row(doc.uid)).toMatchObject({ folderId: mine.uid, archived: false, deleted: false });
    const [folder] = await t.database.db
      .select()
      .from(documentFolders)
      .where(eq(documentFolders.id, mine.uid));
    expect(folder).toMatchObject({ name: 'Hemlig', archived: false });
    expect((await f.folders(norr, 'OFFER')).folders.map((x) => x.uid)).toEqual([theirs.uid]);
  });

  it('refuses a kind the firm does not have (403) and serves the one it has', async () => {
    expect((await guest.call(foldersApi.list, { docType: 'OFFER' })).status).toBe(403);
    expect((await guest.call(foldersApi.add, { docType: 'INVOICE', name: 'X' })).status).toBe(403);
    expect((await guest.call(foldersApi.archiveOld, { docType: 'OFFER' })).status).toBe(403);
    expect((await guest.call(foldersApi.list, { docType: 'CUSTOMER_ORDER' })).status).toBe(200);
  });
});

describe('automatic archiving', () => {
  it('archives firms’ old documents once a day and leaves a notification', async () => {
    const db = t.database.db;
    const demoId = await findFirmIdByCode(db, '100245');
    const norrId = await findFirmIdByCode(db, '100318');
    await db.update(firms).set({ autoArchivingDocuments: true }).where(eq(firms.id, demoId));
    await db.update(firms).set({ autoArchivingDocuments: false }).where(eq(firms.id, norrId));
    const [old, fresh] = [await f.create(admin, 'OFFER'), await f.create(admin, 'OFFER')];
    const norrOld = await f.create(norr, 'OFFER');
    const now = t.clock.now();
    const monthsAgo = (months: number, extraMs: number) => {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() - months);
      return new Date(d.getTime() + extraMs);
    };
    await db
      .update(documents)
      .set({ modifiedAt: monthsAgo(18, -60_000) })
      .where(eq(documents.id, old.uid));
    await db
      .update(documents)
      .set({ modifiedAt: monthsAgo(18, 60_000) })
      .where(eq(documents.id, fresh.uid));
    await db
      .update(documents)
      .set({ modifiedAt: monthsAgo(30, 0) })
      .where(eq(documents.id, norrOld.uid));
    const key = `${AUTO_ARCHIVE_JOB}:${now.toISOString().slice(0, 10)}`;
    const first = await t.deps.jobs.enqueue(AUTO_ARCHIVE_JOB, {}, { dedupeKey: key, runAt: now });
    const second = await t.deps.jobs.enqueue(AUTO_ARCHIVE_JOB, {}, { dedupeKey: key, runAt: now });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.deps.jobs.runDue(new Date(now.getTime() + 1000));
    expect((await t.deps.jobs.get(first!))!.status).toBe('DONE');
    expect(await f.row(old.uid)).toMatchObject({ archived: true });
    expect(await f.row(fresh.uid)).toMatchObject({ archived: false });
    expect(await f.row(norrOld.uid)).toMatchObject({ archived: false });
    const notes = await db.select().from(firmNotifications).where(eq(firmNotifications.firmId, demoId));
    const archivedCount = (notes[0]!.data as { count: number }).count;
    expect(notes).toHaveLength(1);
    expect(archivedCount).toBeGreaterThanOrEqual(1);
    expect(notes[0]).toMatchObject({
      type: 'AUTO_ARCHIVE_NOTIFICATION',
      message: autoArchiveMessage(archivedCount),
    });
    expect(autoArchiveMessage(3)).toBe(
      '3 dokument som inte ändrats på 18 månader har arkiverats automatiskt.',
    );
    expect(await db.select().from(firmNotifications).where(eq(firmNotifications.firmId, norrId))).toEqual([]);

    // The firm sees it, marks it read; the other firm sees nothing of it.
    const seen = await f.ok<{ items: { uid: string; read: boolean }[]; unreadCount: number }>(
      admin.call(notificationsApi.list, {}),
    );
    expect(seen.unreadCount).toBe(1);
    expect(seen.items[0]).toMatchObject({ uid: notes[0]!.id, read: false });
    expect((await f.ok<{ items: unknown[] }>(norr.call(notificationsApi.list, {}))).items).toEqual([]);
    expect(await f.ok(norr.call(notificationsApi.markRead, { uids: [notes[0]!.id] }))).toEqual({
      unreadCount: 0,
    });
    expect((await f.ok<{ unreadCount: number }>(admin.call(notificationsApi.list, {}))).unreadCount).toBe(1);
    expect(await f.ok(admin.call(notificationsApi.markRead, {}))).toEqual({ unreadCount: 0 });

    // The next day's run archives the one that has now turned 18 months; the day after, nothing.
    const runOn = async (days: number) => {
      const at = new Date(now.getTime() + days * 86_400_000);
      await t.deps.jobs.enqueue(
        AUTO_ARCHIVE_JOB,
        {},
        { dedupeKey: `${AUTO_ARCHIVE_JOB}:+${days}`, runAt: at },
      );
      await t.deps.jobs.runDue(new Date(at.getTime() + 1000));
      return db.select().from(firmNotifications).where(eq(firmNotifications.firmId, demoId));
    };
    const afterOne = await runOn(1);
    expect(await f.row(fresh.uid)).toMatchObject({ archived: true });
    expect(afterOne.map((n) => n.message)).toContain(autoArchiveMessage(1));
    expect(await runOn(2)).toHaveLength(2);
  });
});
