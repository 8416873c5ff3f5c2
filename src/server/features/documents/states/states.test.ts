import { type Document, documentKindEndpoints, foldersApi } from '@shared/api/documents';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLine } from '../../../testing/document-fixtures';
import { folderFixtures } from '../../../testing/folder-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
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

const states = async (uids: string[]) =>
  t.database.db
    .select({
      id: documents.id,
      archived: documents.archived,
      deleted: documents.deleted,
      folderId: documents.folderId,
    })
    .from(documents)
    .where(inArray(documents.id, uids))
    .orderBy(documents.id);

describe('archive, trash and restore', () => {
  it('archives and brings back a selection; the lists show it in the archive', async () => {
    const folder = await f.folder(admin, 'OFFER', 'Arkivval');
    const [a, b] = [await f.create(admin, 'OFFER'), await f.create(admin, 'OFFER')];
    await f.move(admin, 'OFFER', [a.uid, b.uid], folder.uid);
    const docUids = [a.uid, b.uid, a.uid];
    expect(await f.ok(admin.call(foldersApi.docArchive, { docType: 'OFFER', docUids }))).toEqual({
      count: 2,
    });
    expect(await f.uids(admin, 'OFFER', { folderUid: folder.uid })).toEqual([]);
    expect(await f.uids(admin, 'OFFER', { specialFolder: 'archived', folderUid: folder.uid })).toEqual(
      [a.uid, b.uid].sort(),
    );
    const rows = (await f.list(admin, 'OFFER', { specialFolder: 'archived', folderUid: folder.uid })).items;
    expect(rows[0]).toMatchObject({
      archived: true,
      deleted: false,
      folder: { uid: folder.uid, caption: 'Arkivval' },
    });
    expect(await f.ok(admin.call(foldersApi.docUnarchive, { docType: 'OFFER', docUids: [a.uid] }))).toEqual({
      count: 1,
    });
    expect(await f.uids(admin, 'OFFER', { folderUid: folder.uid })).toEqual([a.uid]);
  });

  it('trashes with the ticked related documents of other kinds, lists the trash newest first, restores', async () => {
    const folder = await f.folder(admin, 'WORK_ORDER', 'Papperskorgstest');
    const order = await f.create(admin, 'WORK_ORDER');
    await f.move(admin, 'WORK_ORDER', [order.uid], folder.uid);
    const invoice = await f.create(admin, 'INVOICE');
    const estimate = await f.create(admin, 'ADDITIONAL_ESTIMATE');
    await f.relate(demoId, order.uid, invoice.uid);
    await f.relate(demoId, order.uid, estimate.uid);
    const result = await f.ok(
      admin.call(foldersApi.docDelete, {
        docType: 'WORK_ORDER',
        docUids: [order.uid],
        relationsToDelete: [
          { docUid: order.uid, selectedItems: [{ docUid: invoice.uid, docType: 'INVOICE' }] },
        ],
      }),
    );
    expect(result).toEqual({ countDeletedDocuments: 2 });
    expect(await f.row(order.uid)).toMatchObject({ deleted: true, folderId: folder.uid });
    expect(await f.row(invoice.uid)).toMatchObject({ deleted: true });
    expect(await f.row(estimate.uid)).toMatchObject({ deleted: false });
    // A trashed document is not found by its editor.
    expect((await admin.call(documentKindEndpoints.WORK_ORDER.load, { docUid: order.uid })).status).toBe(404);

    t.clock.advance(60_000);
    const later = await f.create(admin, 'WORK_ORDER');
    await f.ok(admin.call(foldersApi.docDelete, { docType: 'WORK_ORDER', docUids: [later.uid] }));
    const trash = await f.list(admin, 'WORK_ORDER', { specialFolder: 'deleted' });
    expect(trash.items.slice(0, 2).map((i) => i.docUid)).toEqual([later.uid, order.uid]);
    expect(trash.items[0]).toMatchObject({ deleted: true });

    expect(
      await f.ok(admin.call(foldersApi.docRestore, { docType: 'WORK_ORDER', docUids: [order.uid] })),
    ).toEqual({ count: 1 });
    expect(await f.row(order.uid)).toMatchObject({ deleted: false, deletedAt: null, folderId: folder.uid });
    expect(await f.uids(admin, 'WORK_ORDER', { folderUid: folder.uid })).toEqual([order.uid]);
  });

  it('refuses related items that are not the firm’s or not of the kind named, changing nothing', async () => {
    const order = await f.create(admin, 'WORK_ORDER');
    const theirs = await f.create(norr, 'INVOICE');
    const mine = await f.create(admin, 'INVOICE');
    for (const selectedItems of [
      [{ docUid: theirs.uid, docType: 'INVOICE' }],
      [{ docUid: mine.uid, docType: 'OFFER' }],
    ]) {
      const r = await admin.call(foldersApi.docDelete, {
        docType: 'WORK_ORDER',
        docUids: [order.uid],
        relationsToDelete: [{ docUid: order.uid, selectedItems }],
      });
      expect(r.status).toBe(404);
      expect(r.body.messages[0]!.text).toBe('Dokumentet finns inte');
    }
    expect((await states([order.uid, theirs.uid, mine.uid])).map((x) => x.deleted)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a selection is checked whole', () => {
  it('fails with 404 and changes nothing when one uid is another firm’s or another kind’s', async () => {
    const [a, b] = [await f.create(admin, 'OFFER'), await f.create(admin, 'OFFER')];
    const foreign = await f.create(norr, 'OFFER');
    const otherKind = await f.create(admin, 'INVOICE');
    const folder = await f.folder(admin, 'OFFER', 'Helt eller inte');
    const before = await states([a.uid, b.uid, foreign.uid, otherKind.uid]);
    for (const stranger of [foreign.uid, otherKind.uid, crypto.randomUUID()]) {
      const docUids = [a.uid, stranger, b.uid];
      const calls = [
        admin.call(foldersApi.docArchive, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.docUnarchive, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.docDelete, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.docRestore, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.docsMove, { docType: 'OFFER', docUids, targetFolderUid: folder.uid }),
        admin.call(foldersApi.emptyTrash, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.documentsCopyTo, { docType: 'OFFER', docUids }),
        admin.call(foldersApi.checkDocuments, { docType: 'OFFER', docUids }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status, JSON.stringify(r.body)).toBe(404);
        expect(r.body.messages[0]!.text).toMatch(/finns inte/);
      }
    }
    expect(await states([a.uid, b.uid, foreign.uid, otherKind.uid])).toEqual(before);
    expect((await f.list(admin, 'OFFER', { folderUid: folder.uid })).totalCount).toBe(0);
  });
});

describe('emptying the trash', () => {
  it('destroys drafts but keeps completed invoices and provider invoices, saying why', async () => {
    const draft = await f.create(admin, 'INVOICE');
    const completed = await f.complete(admin, await f.create(admin, 'INVOICE'));
    const provider = await f.providerDocument(demoId, 'UNIX_INVOICE');
    const uids = [draft.uid, completed.uid];
    await f.ok(admin.call(foldersApi.docDelete, { docType: 'INVOICE', docUids: uids }));
    await t.database.db.update(documents).set({ deleted: true }).where(eq(documents.id, provider.id));
    const result = await f.ok<{ deleted: number; kept: number; keptMessage: string }>(
      admin.call(foldersApi.emptyTrash, { docType: 'INVOICE' }),
    );
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(result.kept).toBeGreaterThanOrEqual(1);
    expect(result.keptMessage).toMatch(/bokföringslagen/);
    expect(result.keptMessage).toMatch(/sju år/);
    expect(await f.row(draft.uid)).toBeUndefined();
    expect(await f.row(completed.uid)).toMatchObject({ deleted: true, completed: true });
    expect(await f.uids(admin, 'INVOICE', { specialFolder: 'deleted' })).toContain(completed.uid);
    const unix = await f.ok<{ deleted: number; kept: number }>(
      admin.call(foldersApi.emptyTrash, { docType: 'UNIX_INVOICE', docUids: [provider.id] }),
    );
    expect(unix).toMatchObject({ deleted: 0, kept: 1 });
    expect(await f.row(provider.id)).toBeDefined();
    // Only the trash is emptied: an active offer named in the call stays.
    const offer = await f.create(admin, 'OFFER');
    const none = await f.ok(admin.call(foldersApi.emptyTrash, { docType: 'OFFER', docUids: [offer.uid] }));
    expect(none).toEqual({ deleted: 0, kept: 0, keptMessage: null });
    expect(await f.row(offer.uid)).toBeDefined();
  });
});

describe('archive the old, copy and check', () => {
  it('archives the documents not changed for 18 months, of one kind or all', async () => {
    const [old, fresh] = [
      await f.create(admin, 'COST_CALCULATION'),
      await f.create(admin, 'COST_CALCULATION'),
    ];
    const oldOffer = await f.create(admin, 'OFFER');
    const now = t.clock.now();
    const ago = new Date(now);
    ago.setUTCMonth(ago.getUTCMonth() - 18);
    const set = (id: string, at: Date) =>
      t.database.db.update(documents).set({ modifiedAt: at }).where(eq(documents.id, id));
    await set(old.uid, new Date(ago.getTime() - 1000));
    await set(fresh.uid, new Date(ago.getTime() + 60_000));
    await set(oldOffer.uid, new Date(ago.getTime() - 1000));
    const one = await f.ok<{ count: number }>(
      admin.call(foldersApi.archiveOld, { docType: 'COST_CALCULATION' }),
    );
    expect(one.count).toBeGreaterThanOrEqual(1);
    expect(await f.row(old.uid)).toMatchObject({ archived: true });
    expect(await f.row(fresh.uid)).toMatchObject({ archived: false });
    expect(await f.row(oldOffer.uid)).toMatchObject({ archived: false });
    await f.ok(admin.call(foldersApi.archiveOld, {}));
    expect(await f.row(oldOffer.uid)).toMatchObject({ archived: true });
  });

  it('copies as new drafts dated today with the same lines, into the target or the source’s folder', async () => {
    const folder = await f.folder(admin, 'OFFER', 'Kopior');
    const target = await f.folder(admin, 'OFFER', 'Kopiemål');
    const source = await f.complete(
      admin,
      await f.create(admin, 'OFFER', {
        docDate: '2026-01-15',
        mark: 'Kopieras Åsa',
        items: [freeLine({ quantity: 3000 })],
      }),
    );
    await f.move(admin, 'OFFER', [source.uid], folder.uid);
    const intoOwn = await f.ok<{ docUids: string[] }>(
      admin.call(foldersApi.documentsCopyTo, { docType: 'OFFER', docUids: [source.uid] }),
    );
    const intoTarget = await f.ok<{ docUids: string[] }>(
      admin.call(foldersApi.documentsCopyTo, {
        docType: 'OFFER',
        docUids: [source.uid],
        targetFolderUid: target.uid,
      }),
    );
    const load = async (uid: string) =>
      f.ok<Document>(admin.call(documentKindEndpoints.OFFER.load, { docUid: uid }));
    const copy = await load(intoOwn.docUids[0]!);
    expect(copy).toMatchObject({
      number: null,
      completed: false,
      status: 'DRAFT',
      folder: { uid: folder.uid, caption: 'Kopior' },
      hasRelations: false,
      totals: source.totals,
    });
    expect(copy.uid).not.toBe(source.uid);
    expect(copy.header).toMatchObject({
      docDate: '2026-11-21',
      mark: 'Kopieras Åsa',
      validTill: '2026-12-21',
    });
    expect(copy.items.map((i) => [i.code, i.quantity, i.sumOre])).toEqual(
      source.items.map((i) => [i.code, i.quantity, i.sumOre]),
    );
    expect((await load(intoTarget.docUids[0]!)).folder).toEqual({ uid: target.uid, caption: 'Kopiemål' });
    expect(
      await f.uids(admin, 'OFFER', { searchPattern: 'kopieras åsa', searchInSubfolders: true }),
    ).toHaveLength(3);
    const refused = await admin.call(foldersApi.documentsCopyTo, {
      docType: 'UNIX_INVOICE',
      docUids: [source.uid],
    });
    expect(refused.status).toBe(403);
  });

  it('checks whether each selected document could be completed, in Swedish', async () => {
    const good = await f.create(admin, 'OFFER');
    const bad = await f.create(admin, 'OFFER', {
      items: [
        freeLine({ type: 'COMMENT', nomenclatureItemType: null, priceOre: null, purchasePriceOre: null }),
      ],
      reverseTaxLiability: true,
    });
    const { results } = await f.ok<{ results: { docUid: string; validateMessages: string[] }[] }>(
      admin.call(foldersApi.checkDocuments, { docType: 'OFFER', docUids: [good.uid, bad.uid] }),
    );
    expect(results.find((r) => r.docUid === good.uid)!.validateMessages).toEqual([]);
    const messages = results.find((r) => r.docUid === bad.uid)!.validateMessages;
    expect(messages).toContain('Rader: Dokumentet måste ha minst en artikelrad');
    expect(messages.some((m) => m.startsWith('Momsregistreringsnummer:'))).toBe(true);
  });
});
