import { documentRelationsApi } from '@shared/api/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentItemsFixture,
  ok,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import { article, create, documentCount, save } from '../../../testing/document-relations-fixtures';
import type { CallResult, TestClient } from '../../../testing/test-app';
import { netOfGross, splitInProportion } from './relations.rules';

describe('the partial invoice arithmetic', () => {
  it.each([
    [50_000, [100], [50_000]],
    [100, [1, 1, 1], [34, 33, 33]],
    [10_000, [125_000, 56_000], [6_906, 3_094]],
    [7, [3, -1, 2], [5, -2, 4]],
  ])('splits %i öre over %j as %j, the sum kept', (amount, weights, shares) => {
    expect(splitInProportion(amount, weights)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it.each([
    [50_000, 2500, false, 40_000],
    [10_000, 1200, false, 8_929],
    [333, 600, false, 314],
    [50_000, 2500, true, 50_000],
  ])(
    'takes %i öre including VAT at %i bp (reverse charge %s) to %i öre excluding',
    (gross, rate, rc, net) => {
      expect(netOfGross(gross, rate, rc)).toBe(net);
    },
  );
});

type Totals = { totalPayableSumOre: number; vat: Array<{ rateBp: number; baseOre: number; vatOre: number }> };
const totalsOf = (doc: { totals: unknown }) => doc.totals as Totals;
/** formatKr writes no-break spaces; the expectations are easier to read with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const partial = (docUid: string, partialInvoiceSum: unknown, over: Record<string, unknown> = {}) =>
  admin.call(documentRelationsApi.createFromSource, {
    sourceDocType: 'OFFER',
    targetDocType: 'INVOICE',
    docUids: [docUid],
    partialInvoiceSum,
    ...over,
  });

async function refusal(response: Promise<CallResult<unknown>>) {
  const r = await response;
  const message = r.body.messages[0]!;
  return { status: r.status, ...message, text: plain(message.text) };
}

let f: DocumentItemsFixture;
let admin: TestClient;

describe('partial invoices (delfakturering)', () => {
  beforeAll(async () => {
    f = await setUpDocumentItemsFixture();
    admin = f.admin;
  });
  afterAll(() => f.t.close());

  it('invoices 500 kr of a 1 000 kr offer, then refuses more than the 500 kr left', async () => {
    // 800 kr + 25 % VAT = 1 000 kr to pay.
    const offer = await save(admin, 'OFFER', { mark: 'Villa Ek' }, [article('W1', 80_000)]);
    expect(totalsOf(offer).totalPayableSumOre).toBe(100_000);
    const first = await create(admin, { ...partialParams(offer.uid), partialInvoiceSum: 50_000 });
    expect(totalsOf(first.doc).totalPayableSumOre).toBe(50_000);
    expect(totalsOf(first.doc).vat).toEqual([{ rateBp: 2500, baseOre: 40_000, vatOre: 10_000 }]);
    expect(first.doc.items.map((i) => [i.type, plain(i.description), i.priceOre, i.vatRateBp])).toEqual([
      ['OWN_ARTICLE', 'Delfakturering enligt offert ”Villa Ek”', 40_000, 2500],
      [
        'COMMENT',
        'Avser offert ”Villa Ek”: totalt 1 000,00 kr inkl. moms, tidigare fakturerat 0,00 kr, kvar att fakturera efter denna faktura 500,00 kr.',
        null,
        null,
      ],
    ]);
    const before = await documentCount(f);
    expect(await refusal(partial(offer.uid, 50_100))).toMatchObject({
      status: 400,
      field: 'partialInvoiceSum',
      text: 'Delbeloppet får vara högst 500,00 kr, det som är kvar att fakturera',
    });
    expect(await documentCount(f)).toBe(before);
    const rest = await create(admin, { ...partialParams(offer.uid), partialInvoiceSum: 50_000 });
    expect(totalsOf(rest.doc).totalPayableSumOre).toBe(50_000);
    expect(await refusal(partial(offer.uid, 100))).toMatchObject({
      field: 'partialInvoiceSum',
      text: 'Det finns inget kvar att fakturera på källdokumentet',
    });
  });

  it('shares the sum over the VAT rates and lands on it to the krona', async () => {
    const offer = await save(admin, 'OFFER', { mark: 'Två momssatser' }, [
      { ...article('M25', 100_000), vatRateBp: 2500 },
      { ...article('M12', 50_000), vatRateBp: 1200 },
    ]);
    // 1 250 kr + 560 kr = 1 810 kr; 1 003 kr of it split 125:56.
    const doc = (await create(admin, { ...partialParams(offer.uid), partialInvoiceSum: 100_300 })).doc;
    expect(totalsOf(doc).totalPayableSumOre).toBe(100_300);
    expect(doc.items.filter((i) => i.type !== 'COMMENT').map((i) => i.description)).toEqual([
      'Delfakturering enligt offert ”Två momssatser”, moms 25 %',
      'Delfakturering enligt offert ”Två momssatser”, moms 12 %',
    ]);
    expect(totalsOf(doc).vat.map((v) => v.baseOre + v.vatOre)).toEqual([69_268, 31_032]);
  });

  it.each([
    [-5_000_000, 'Delbeloppet måste vara större än 0 kr'],
    [0, 'Delbeloppet måste vara större än 0 kr'],
    [50_050, 'Ange delbeloppet i hela kronor (fakturans belopp att betala avrundas till hela kronor)'],
    [4_503_599_627_370_400, 'Delbeloppet får vara högst 1 000,00 kr, det som är kvar att fakturera'],
  ])('refuses %i öre at the field, making nothing', async (sum, text) => {
    const offer = await save(admin, 'OFFER', {}, [article('W1', 80_000)]);
    const before = await documentCount(f);
    expect(await refusal(partial(offer.uid, sum))).toMatchObject({
      status: 400,
      field: 'partialInvoiceSum',
      text,
    });
    expect(await documentCount(f)).toBe(before);
  });

  it('refuses 2^53 öre and a partial sum to any kind but an invoice or from several sources', async () => {
    const offer = await save(admin, 'OFFER', {}, [article('W1', 80_000)]);
    const other = await save(admin, 'OFFER', {}, [article('W1', 80_000)]);
    expect((await partial(offer.uid, 2 ** 53)).status).toBe(400);
    expect(await refusal(partial(offer.uid, 10_000, { targetDocType: 'WORK_ORDER' }))).toMatchObject({
      field: 'partialInvoiceSum',
      text: 'Delfakturering går inte att göra till arbetsorder, bara till faktura',
    });
    expect(await refusal(partial(offer.uid, 10_000, { docUids: [offer.uid, other.uid] }))).toMatchObject({
      field: 'docUids',
      text: 'Delfakturera ett dokument i taget',
    });
    expect(await refusal(partial(offer.uid, null, { endingPartialInvoice: true }))).toMatchObject({
      field: 'endingPartialInvoice',
    });
  });

  it('lets only one of two simultaneous partial invoices take what is left', async () => {
    const offer = await save(admin, 'OFFER', {}, [article('W1', 80_000)]);
    const answers = await Promise.all([partial(offer.uid, 60_000), partial(offer.uid, 60_000)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('counts a full invoice made from the source as invoiced', async () => {
    const offer = await save(admin, 'OFFER', {}, [article('W1', 80_000)]);
    await ok(admin.call(documentRelationsApi.createFromSource, partialParams(offer.uid)));
    expect((await refusal(partial(offer.uid, 10_000))).text).toBe(
      'Det finns inget kvar att fakturera på källdokumentet',
    );
  });
});

function partialParams(docUid: string) {
  return { sourceDocType: 'OFFER', targetDocType: 'INVOICE', docUids: [docUid] };
}
