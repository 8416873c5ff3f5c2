import { clientsApi } from '@shared/api/clients.api';
import { type DocumentItemData, documentItemsApi, type ItemSearchResult } from '@shared/api/documents';
import { ownArticlesApi } from '@shared/api/ownArticles.api';
import { ownCommentsApi } from '@shared/api/ownComments.api';
import { emptyLine } from '@shared/domain/documents/line-input';
import { eq } from 'drizzle-orm';
import { catalogueProducts } from '../features/catalogue';
import { installCatalogueFixture, testCatalogue } from './catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from './test-app';
import { findFirmIdByCode } from './test-fixtures';

/*
 * What the line operations' tests share. The test catalogue (catalogue-fixtures.ts): mixers at 2 500 kr gross
 * with 30 % off for the demo firm (net 1 750 kr), B10002 on campaign at 1 500 kr until 2026-12-01, pipes
 * with 40 % off, stock in Lund (the demo firm's warehouse) and Malmö, and the archived B10009 replaced by
 * B10001. On top: R20003 sold in tens, a picture for B10001, two clients of the demo firm and one of
 * Norrlands, the own article DUSCHMONT (2 400 kr) and the own comment text77. The clock says 2026-11-21.
 */
export interface DocumentItemsFixture {
  t: TestApp;
  admin: TestClient;
  norr: TestClient;
  demoFirm: string;
  clientUid: string;
  otherClientUid: string;
  norrClientUid: string;
  /** Strict search for one code as the demo admin, for `clientUid` unless told. */
  first(code: string, extra?: Record<string, unknown>): Promise<ItemSearchResult>;
}

type Response = { status: number; body: { result: unknown } };

/** The call's result; anything but 200 fails with the answer in the message. */
export async function ok<T>(promise: Promise<Response>): Promise<T> {
  const r = await promise;
  if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.result as T;
}

async function createClient(client: TestClient, code: string, name: string): Promise<string> {
  const data = {
    code,
    name,
    paymentDelay: 30,
    address: { street: 'Provgatan 1', postalCode: '22100', city: 'Lund' },
  };
  return (await ok<{ uid: string }>(client.call(clientsApi.save, { data }))).uid;
}

export async function setUpDocumentItemsFixture(): Promise<DocumentItemsFixture> {
  const t = await createTestApp();
  const db = t.database.db;
  const demoFirm = await findFirmIdByCode(db, '100245');
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: demoFirm, norr: await findFirmIdByCode(db, '100318') }),
  );
  await db
    .update(catalogueProducts)
    .set({ wholesaleQuantity: 10_000 })
    .where(eq(catalogueProducts.article, 'R20003'));
  await db
    .update(catalogueProducts)
    .set({ images: ['/media/catalogue/mixer-1.svg'] })
    .where(eq(catalogueProducts.article, 'B10001'));
  const admin = t.client();
  await admin.login('demo-admin');
  const norr = t.client();
  await norr.login('norr-admin');
  const clientUid = await createClient(admin, '9101', 'Radhusföreningen Provet');
  const otherClientUid = await createClient(admin, '9102', 'Brf Andra');
  const norrClientUid = await createClient(norr, '9101', 'Norrlands kund');
  await ok(
    admin.call(ownArticlesApi.save, {
      uid: null,
      newVersion: null,
      data: {
        code: 'DUSCHMONT',
        description: 'Montering av duschväggar',
        unit: 'st',
        priceOre: 240_000,
        purchasePriceOre: 90_000,
        ownArticleType: 'SERVICE',
      },
    }),
  );
  await ok(
    admin.call(ownCommentsApi.save, {
      uid: null,
      newVersion: null,
      data: { code: 'text77', text: 'Garanti 5 år' },
    }),
  );
  const first = async (code: string, extra: Record<string, unknown> = {}) => {
    const [hit] = await ok<ItemSearchResult[]>(
      admin.call(documentItemsApi.clientDocItemSearch, {
        codeOrArticle: code,
        docType: 'OFFER',
        clientUid,
        strictSearch: true,
        ...extra,
      }),
    );
    if (!hit) throw new Error(`No exact hit for ${code}`);
    return hit;
  };
  return { t, admin, norr, demoFirm, clientUid, otherClientUid, norrClientUid, first };
}

export function line(over: Partial<DocumentItemData>): DocumentItemData {
  return {
    ...emptyLine(crypto.randomUUID()),
    nomenclatureItemType: 'REGULAR',
    unit: 'st',
    ...over,
  };
}

export const catalogueLine = (article: string, sourcePriceOre: number, quantity = 1000) =>
  line({
    code: article,
    article,
    quantity,
    priceOre: sourcePriceOre,
    priceSource: 'FROM_CATALOGUE_PRICE',
    sourcePriceOre,
  });
