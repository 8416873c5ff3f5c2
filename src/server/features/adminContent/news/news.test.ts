import { type AdminNews, adminContentApi } from '@shared/api/adminContent.api';
import { type News, newsApi } from '@shared/api/news.api';
import { pictureMessages } from '@shared/domain/published-picture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../testing/admin-fixtures';
import { fieldError, publishingSetup, resultOf, type Uploads } from '../../../testing/cabinet-fixtures';
import { fetchFile } from '../../../testing/file-fixtures';
import { sampleWebp } from '../../../testing/sample-files';
import type { TestApp, TestClient } from '../../../testing/test-app';

/** A news item's uploaded picture (decision 0065): the administration sets it, the firms see it while published. */

let app: TestApp, admin: TestClient, lunda: TestClient, uploads: Uploads;

beforeAll(async () => {
  ({ app, admin, lunda, uploads } = await publishingSetup());
});
afterAll(() => app.close());

describe('news pictures', () => {
  const newsOf = async (client: TestClient) =>
    resultOf<{ items: News[] }>(await client.call(newsApi.newsList, { limit: 100 })).items;

  it('shows the uploaded picture with its alt text to the firms while the news item is published', async () => {
    const pictureUid = await uploads.picture(sampleWebp());
    const { uid } = resultOf<{ uid: string }>(
      await admin.call(adminContentApi.saveNews, {
        title: 'Nytt lager i Eslöv',
        publishDate: '2026-11-20',
        body: '<p>Välkommen!</p>',
        pictureUid,
        imageAlt: 'Lagret i Eslöv från gatan',
      }),
    );
    const adminItem = resultOf<{ items: AdminNews[] }>(await admin.call(adminContentApi.news)).items.find(
      (n) => n.uid === uid,
    )!;
    expect(adminItem.picture).toMatchObject({
      uid: pictureUid,
      fileName: 'Nytt lager i Eslöv.webp',
      alt: 'Lagret i Eslöv från gatan',
    });
    const link = `/api/content/lundaNews/picture/${pictureUid}`;
    expect((await fetchFile(app, lunda, link)).statusCode).toBe(404);

    resultOf(await admin.call(adminContentApi.publishNews, { uid }));
    const read = (await newsOf(lunda)).find((n) => n.uid === uid)!;
    expect(read).toMatchObject({
      imageLink: link,
      imageLinks: [link],
      imageAlt: 'Lagret i Eslöv från gatan',
    });
    const served = await fetchFile(app, lunda, link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(served.rawPayload, sampleWebp())).toBe(0);
    // Another file's uid at the news address is not served, whatever it is.
    const other = await uploads.picture();
    expect((await fetchFile(app, lunda, `/api/content/lundaNews/picture/${other}`)).statusCode).toBe(404);

    resultOf(
      await admin.call(adminContentApi.saveNews, {
        uid,
        title: 'Nytt lager i Eslöv',
        publishDate: '2026-11-20',
        body: '<p>Välkommen!</p>',
        pictureUid: null,
      }),
    );
    expect((await newsOf(lunda)).find((n) => n.uid === uid)).toMatchObject({ imageLink: null, imageAlt: '' });
    expect((await fetchFile(app, lunda, link)).statusCode).toBe(404);
    expect(await uploads.fileExists(pictureUid)).toBe(false);
    const [edited] = await auditEntries(admin, 'Nytt lager i Eslöv');
    expect(edited).toMatchObject({
      action: 'NEWS_EDITED',
      before: { picture: 'Nytt lager i Eslöv.webp', imageAlt: 'Lagret i Eslöv från gatan' },
      after: { picture: null },
    });
    resultOf(await admin.call(adminContentApi.unpublishNews, { uid }));
  });

  it('refuses a PDF as a news picture', async () => {
    const r = await admin.call(adminContentApi.saveNews, {
      title: 'Fel bild',
      publishDate: '2026-11-20',
      body: '<p>Text</p>',
      pictureUid: await uploads.pdf(),
    });
    expect(fieldError(r)).toEqual({ status: 400, field: 'pictureUid', text: pictureMessages.wrongType });
  });
});
