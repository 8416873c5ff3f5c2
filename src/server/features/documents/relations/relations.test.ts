import { documentHeaderSchema, documentRelationsApi } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentItemsFixture,
  line,
  ok,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import {
  article,
  complete,
  create,
  documentCount,
  load,
  relationsOf,
  save,
} from '../../../testing/document-relations-fixtures';
import type { TestClient } from '../../../testing/test-app';
import { documents } from '../engine/engine.table';

let f: DocumentItemsFixture;
let admin: TestClient;
beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
  ({ admin } = f);
});
afterAll(() => f.t.close());

/** An invoice is completed (and so credited) only with the buyer's address (decision 0036). */
const buyerAddress = { streetAddress: 'Storgatan 3', zipCode: '111 22', city: 'Stockholm' };

describe('create from source', () => {
  it('makes a draft of every kind a source turns into, with the header and lines of the source', async () => {
    const sourceTypes = (Object.keys(documentKinds) as DocumentType[]).filter(
      (t) => documentKinds[t].creatable && documentKinds[t].turnsInto.length > 0,
    );
    for (const sourceType of sourceTypes) {
      const source = await save(admin, sourceType, {
        clientUid: f.clientUid,
        clientAddress: buyerAddress,
        mark: `Märkning ${sourceType}`,
        title: 'Badrum',
        object: 'Storgatan 3',
        discountBp: 500,
      });
      for (const targetType of documentKinds[sourceType].turnsInto) {
        // Only an issued invoice is credited.
        if (documentKinds[targetType].credits && !(await load(admin, sourceType, source.uid)).completed)
          await complete(admin, source);
        const { doc } = await create(admin, {
          sourceDocType: sourceType,
          targetDocType: targetType,
          docUids: [source.uid],
        });
        expect(doc, `${sourceType} → ${targetType}`).toMatchObject({
          docType: targetType,
          number: null,
          status: 'DRAFT',
          header: {
            clientUid: f.clientUid,
            mark: `Märkning ${sourceType}`,
            title: 'Badrum',
            docDate: '2026-11-21',
          },
        });
        expect(doc.items.map((i) => [i.code, i.quantity, i.priceOre])).toEqual([['W30001', 1000, 420_000]]);
        expect(doc.items[0]!.uid).not.toBe(source.items[0]!.uid);
        // 4 200 kr less 5 % = 3 990 kr, plus 25 % VAT: recomputed by the engine, not copied; a credit's
        // sums are negative (decision 0021).
        expect(doc.totals.totalSumOre).toBe(documentKinds[targetType].credits ? -498_750 : 498_750);
      }
    }
  });

  it('gives an offer its validity and an invoice its due date after the client’s payment terms', async () => {
    const order = await save(admin, 'WORK_ORDER', {
      clientUid: f.clientUid,
      title: 'Kök',
      clientAddress: buyerAddress,
    });
    const invoice = await create(admin, {
      sourceDocType: 'WORK_ORDER',
      targetDocType: 'INVOICE',
      docUids: [order.uid],
    });
    expect(invoice.doc.header).toMatchObject({ paymentDelay: 30, dueDate: '2026-12-21', validTill: null });
    expect(invoice.message).toBe('Fakturan skapades från arbetsorder (utkast)');
    const calc = await save(admin, 'COST_CALCULATION', {});
    const offer = await create(admin, {
      sourceDocType: 'COST_CALCULATION',
      targetDocType: 'OFFER',
      docUids: [calc.uid],
    });
    expect(offer.doc.header).toMatchObject({ validTill: '2026-12-21', dueDate: null });
    const draftCredit = await admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [invoice.docUid],
    });
    expect(draftCredit.status).toBe(409);
    expect(draftCredit.body.messages[0]).toMatchObject({ code: 'CREDIT_OF_DRAFT', field: 'docUids' });
    await complete(admin, invoice.doc);
    const credit = await create(admin, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [invoice.docUid],
    });
    expect(credit.doc.header.creditedInvoiceUid).toBe(invoice.docUid);
  });

  it('refuses a kind the source does not turn into, and changes nothing', async () => {
    const offer = await save(admin, 'OFFER', {});
    const before = await documentCount(f);
    const r = await admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'OFFER',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [offer.uid],
    });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'NOT_CONVERTIBLE', field: 'targetDocType' });
    expect(r.body.messages[0]!.text).toBe('Offerter kan inte göras om till kreditfakturor');
    expect(await documentCount(f)).toBe(before);
  });

  it('puts several sources into one document and merges the chosen article’s lines', async () => {
    const a = await save(admin, 'WORK_ORDER', { clientUid: f.otherClientUid, mark: 'Etapp 1' }, [
      article('W30001', 420_000, 2000),
      line({ type: 'COMMENT', description: 'Vecka 1', priceOre: null }),
      article('R20001', 10_000),
    ]);
    const b = await save(admin, 'WORK_ORDER', { clientUid: f.clientUid, mark: 'Etapp 2' }, [
      article('W30001', 420_000, 1000),
      article('R20001', 12_000),
      article('W30001', 399_000),
    ]);
    const similar = await ok(
      admin.call(documentRelationsApi.checkSimilarItemsInSources, {
        sourceDocType: 'WORK_ORDER',
        docUids: [a.uid, b.uid],
      }),
    );
    expect(similar).toEqual({
      similarItems: [
        { code: 'W30001', description: 'Artikel W30001', count: 3, quantity: 4000 },
        { code: 'R20001', description: 'Artikel R20001', count: 2, quantity: 2000 },
      ],
    });
    const made = await create(admin, {
      sourceDocType: 'WORK_ORDER',
      targetDocType: 'INVOICE',
      docUids: [a.uid, b.uid],
      mainSourceDoc: b.uid,
      articlesToCollapse: ['W30001'],
    });
    expect(made.message).toBe('Fakturan skapades från 2 dokument');
    expect(made.doc.header).toMatchObject({ mark: 'Etapp 2', clientUid: f.clientUid });
    expect(made.doc.items.map((i) => [i.type, i.code, i.quantity, i.priceOre])).toEqual([
      ['NOMENCLATURE', 'W30001', 3000, 420_000],
      ['COMMENT', '', 1000, null],
      ['NOMENCLATURE', 'R20001', 1000, 10_000],
      ['NOMENCLATURE', 'R20001', 1000, 12_000],
      ['NOMENCLATURE', 'W30001', 1000, 399_000],
    ]);
    const relations = await ok<{ sourceRelations: Array<{ docUid: string }> }>(
      relationsOf(admin, 'INVOICE', made.docUid),
    );
    expect(relations.sourceRelations.map((r) => r.docUid)).toEqual([a.uid, b.uid]);
  });

  it('adds the ÄTA postfix to the title of an ÄTA made from a work order', async () => {
    const order = await save(admin, 'WORK_ORDER', { title: 'Badrum Storgatan' });
    const ata = await create(admin, {
      sourceDocType: 'WORK_ORDER',
      targetDocType: 'ADDITIONAL_ESTIMATE',
      docUids: [order.uid],
      ATA: true,
      postfixATA: 'ÄTA 2',
    });
    expect(ata.doc.header.title).toBe('Badrum Storgatan ÄTA 2');
  });

  it('prices provider follow-ups by retail price or purchase price plus markup, and marks them used', async () => {
    async function unixOrder(number: number): Promise<string> {
      const header = documentHeaderSchema.parse({
        docDate: '2026-11-10',
        mark: 'Leverans 7781',
        unixType: 'DEBIT',
      });
      const items = [
        line({
          code: 'B10001',
          article: 'B10001',
          priceOre: 250_000,
          purchasePriceOre: 175_000,
          quantity: 2000,
        }),
        line({
          code: 'X-99',
          description: 'Okänd artikel',
          priceOre: 10_000,
          purchasePriceOre: 8_000,
          unknownItem: true,
        }),
      ];
      const [row] = await f.t.database.db
        .insert(documents)
        .values({
          firmId: f.demoFirm,
          docType: 'UNIX_ORDER',
          docDate: header.docDate,
          number,
          mark: header.mark,
          header,
          items,
          readState: 'NEW',
        })
        .returning({ id: documents.id });
      return row!.id;
    }
    const first = await unixOrder(7781);
    const retail = await create(admin, {
      sourceDocType: 'UNIX_ORDER',
      targetDocType: 'INVOICE',
      docUids: [first],
    });
    expect(
      retail.doc.items.map((i) => [i.priceOre, i.purchasePriceOre, i.nomenclatureItemType, i.unknownItem]),
    ).toEqual([
      [250_000, 175_000, 'REGULAR', false],
      [10_000, 8_000, 'FREE', false],
    ]);
    const second = await unixOrder(7782);
    const markup = await create(admin, {
      sourceDocType: 'UNIX_ORDER',
      targetDocType: 'WORK_ORDER',
      docUids: [second],
      unixPriceMode: 'MARKUP',
      markupBp: 2000,
    });
    expect(markup.doc.items.map((i) => [i.priceOre, i.purchasePriceOre, i.markupBp])).toEqual([
      [210_000, 175_000, 2000],
      [9_600, 8_000, 2000],
    ]);
    const states = await f.t.database.db
      .select({ readState: documents.readState })
      .from(documents)
      .where(and(eq(documents.firmId, f.demoFirm), inArray(documents.id, [first, second])));
    expect(states.map((s) => s.readState)).toEqual(['USED', 'USED']);
  });
});
