import { adminCatalogueApi, type Campaign } from '@shared/api/adminCatalogue.api';
import { catalogueApi } from '@shared/api/catalogue.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, providerAdminClient } from '../../../testing/admin-fixtures';
import { installCatalogueFixture, testCatalogue } from '../../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';

let app: TestApp;
let admin: TestClient;
let visitor: TestClient;

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;

const campaignList = async (search?: string) =>
  resultOf<{ totalCount: number; items: Campaign[] }>(
    await admin.call(adminCatalogueApi.campaigns, search ? { search } : {}),
  );

const specialIds = async () =>
  resultOf<{ products: Array<{ id: number }> }>(
    await visitor.call(catalogueApi.special, { speciality: 'CAMPAIGNS' }),
  ).products.map((p) => p.id);

beforeAll(async () => {
  // The test clock says 2026-11-21; the fixture's one campaign (B10002) runs to 2026-12-01.
  app = await createTestApp();
  const db = app.database.db;
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: await findFirmIdByCode(db, '100245'), norr: await findFirmIdByCode(db, '100318') }),
  );
  admin = await providerAdminClient(app);
  visitor = app.client();
});
afterAll(() => app.close());

describe('campaign prices in the administration', () => {
  it('lists the running campaigns with the list price beside them', async () => {
    const list = await campaignList();
    expect(list.items).toEqual([
      {
        article: 'B10002',
        name: 'Tvättställsblandare Oras Nova svart matt',
        unit: expect.any(String),
        grossPriceOre: 250_000,
        campaignPriceOre: 150_000,
        endsOn: '2026-12-01',
        state: 'RUNNING',
      },
    ]);
  });

  it('sets a campaign that every firm and visitor sees at once, and logs it', async () => {
    expect(await specialIds()).toEqual([2]);
    const r = await admin.call(adminCatalogueApi.setCampaign, {
      article: 'B10001',
      campaignPriceOre: 199_000,
      endsOn: '2026-11-30',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(resultOf<Campaign>(r)).toMatchObject({ campaignPriceOre: 199_000, state: 'RUNNING' });
    expect((await specialIds()).sort()).toEqual([1, 2]);
    const firm = app.client();
    await firm.login('demo-admin');
    const card = resultOf<{ prices: { specialPrice: number | null; specialPriceEndDate: string | null } }>(
      await firm.call(catalogueApi.product, { id: '1' }),
    );
    expect(card.prices).toMatchObject({ specialPrice: 199_000, specialPriceEndDate: '2026-11-30' });
    const [entry] = await auditEntries(admin, 'B10001');
    expect(entry).toMatchObject({
      action: 'CAMPAIGN_SET',
      before: null,
      after: { campaignPriceOre: 199_000, endsOn: '2026-11-30' },
    });
  });

  it('refuses a price not below the list price, a past last day and an unknown article at the field', async () => {
    const cases = [
      [
        { article: 'B10003', campaignPriceOre: 250_000, endsOn: null },
        'campaignPriceOre',
        'CAMPAIGN_NOT_BELOW_LIST',
      ],
      [
        { article: 'B10003', campaignPriceOre: 1_000, endsOn: '2026-11-20' },
        'endsOn',
        'CAMPAIGN_ENDS_IN_PAST',
      ],
      [{ article: 'X99999', campaignPriceOre: 1_000, endsOn: null }, 'article', 'ARTICLE_NOT_FOUND'],
    ] as const;
    for (const [input, field, code] of cases) {
      const r = await admin.call(adminCatalogueApi.setCampaign, input);
      expect(r.status).toBe(400);
      expect(r.body.messages[0]).toMatchObject({ field, code });
    }
    const zero = await admin.call(adminCatalogueApi.setCampaign, {
      article: 'B10003',
      campaignPriceOre: 0,
      endsOn: null,
    });
    expect(zero.body.messages[0]).toMatchObject({
      field: 'campaignPriceOre',
      text: expect.stringContaining('Ange ett pris över 0 kr'),
    });
  });

  it('ends a campaign now: the price is the regular one again', async () => {
    const r = await admin.call(adminCatalogueApi.endCampaign, { article: 'B10002' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await specialIds()).toEqual([1]);
    expect((await campaignList('B10002')).totalCount).toBe(0);
    const again = await admin.call(adminCatalogueApi.endCampaign, { article: 'B10002' });
    expect(again.status).toBe(409);
    expect((await auditEntries(admin, 'B10002'))[0]).toMatchObject({
      action: 'CAMPAIGN_ENDED',
      before: { campaignPriceOre: 150_000, endsOn: '2026-12-01' },
      after: null,
    });
  });

  it('shows a campaign whose last day has passed as ended, after the running ones', async () => {
    app.clock.advance(11 * 24 * 3600 * 1000); // 2026-12-02; the admin's session has ended by then
    admin = await providerAdminClient(app);
    const list = await campaignList();
    expect(list.items.map((c) => [c.article, c.state])).toEqual([['B10001', 'ENDED']]);
  });
});
