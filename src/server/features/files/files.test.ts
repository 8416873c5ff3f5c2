import { clientsApi } from '@shared/api/clients.api';
import { defineEndpoint, fileResult } from '@shared/api/endpoint';
import type { FileLink } from '@shared/api/files.api';
import { ownArticlesApi } from '@shared/api/ownArticles.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { fileLinkParts, fileLinks } from './files.table';
import { createFileLink, createStreamedFileLink, FILE_LINK_TTL_MS, FILE_PART_BYTES } from './files.usecases';

let t: TestApp;
let admin: TestClient;
let other: TestClient;

/** A file endpoint of the test only: a Swedish name, opened in the browser. */
const receipt = defineEndpoint({
  path: '/test/kvitto',
  method: 'GET',
  summary: 'test',
  access: { kind: 'employee' },
  parameters: z.object({}),
  result: fileResult(),
});

beforeAll(async () => {
  t = await createTestApp();
  t.router.add(receipt, async () => ({
    content: 'Kvitto för Åsa Öberg',
    contentType: 'text/plain; charset=utf-8',
    fileName: 'Kvitto för Åsa Öberg.txt',
    disposition: 'inline' as const,
  }));
  admin = t.client();
  await admin.login('demo-admin');
  other = t.client();
  await other.login('norr-admin');
});
afterAll(() => t.close());

const get = (url: string, client: TestClient | null) =>
  t.app.inject({ method: 'GET', url, headers: client ? { cookie: client.cookieHeader } : {} });

async function exported(call: typeof clientsApi.export | typeof ownArticlesApi.export): Promise<FileLink> {
  const r = await admin.call(call, {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as FileLink;
}

describe('a file result', () => {
  it('answers the bytes with their type and a Swedish name (RFC 6266/5987) instead of JSON', async () => {
    const r = await get('/api/test/kvitto', admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(
      `inline; filename="Kvitto for Asa Oberg.txt"; filename*=UTF-8''Kvitto%20f%C3%B6r%20%C3%85sa%20%C3%96berg.txt`,
    );
    expect(r.body).toBe('Kvitto för Åsa Öberg');
  });

  it('checks access like every call: no session → 401 in the envelope', async () => {
    const r = await get('/api/test/kvitto', null);
    expect(r.statusCode).toBe(401);
    expect(r.json().messages[0].code).toBe('NOT_AUTHENTICATED');
  });
});

describe('short-lived file links', () => {
  it('serves the client list CSV as an attachment named as the export says', async () => {
    const file = await exported(clientsApi.export);
    expect(file.link).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);
    const r = await get(file.link, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${file.fileName}`,
    );
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body.startsWith('\ufeffKundnummer;Namn;')).toBe(true);
  });

  it('serves the client list PDF inline, so it opens in the tab', async () => {
    const r = await admin.call(clientsApi.listPdf, {});
    const file = r.body.result as FileLink;
    expect(file.fileType).toBe('application/pdf');
    const served = await get(file.link, admin);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="kundlista-/);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps å, ä and ö of a file name in filename* and gives an ASCII fallback', async () => {
    const { link } = await createFileLink({
      deps: t.deps,
      firmId: await findFirmIdByCode(t.database.db, '100245'),
      file: {
        content: 'a;b\r\n',
        contentType: 'text/csv; charset=utf-8',
        fileName: 'Egna artiklar – Växjö.csv',
        disposition: 'attachment',
      },
    });
    const r = await get(link, admin);
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Egna artiklar _ Vaxjo.csv"; filename*=UTF-8''Egna%20artiklar%20%E2%80%93%20V%C3%A4xj%C3%B6.csv`,
    );
  });

  it('serves another firm nothing: 404 "not found", as for an id that never was', async () => {
    const file = await exported(ownArticlesApi.export);
    const r = await get(file.link, other);
    expect(r.statusCode).toBe(404);
    expect(r.json().userErrorMessage).toBe('Det du söker finns inte (eller tillhör ett annat företag).');
    expect((await get('/api/files/finns-inte', admin)).statusCode).toBe(404);
    expect((await get(file.link, admin)).statusCode).toBe(200);
  });

  it('asks a browser without a session to log in', async () => {
    const file = await exported(clientsApi.export);
    expect((await get(file.link, null)).statusCode).toBe(401);
  });

  it('expires, and the next export removes the expired rows', async () => {
    const file = await exported(clientsApi.export);
    t.clock.advance(FILE_LINK_TTL_MS - 1000);
    expect((await get(file.link, admin)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await get(file.link, admin)).statusCode).toBe(404);
    await exported(clientsApi.export);
    const rows = await t.database.db.query.fileLinks.findMany();
    expect(rows.every((row) => row.expiresAt > t.clock.now())).toBe(true);
  });

  it('is served by any app server on the same database: nothing is kept in memory', async () => {
    const file = await exported(clientsApi.export);
    const { app: second } = await createApp({ db: t.database.db, config: t.deps.config, clock: t.clock });
    try {
      const r = await second.inject({
        method: 'GET',
        url: file.link,
        headers: { cookie: admin.cookieHeader },
      });
      expect(r.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a streamed file link', () => {
  /** 2.5 parts of numbered lines, in chunks of 10 000 bytes as a writer yields them. */
  async function* lines(): AsyncGenerator<Uint8Array> {
    const total = Math.floor(FILE_PART_BYTES * 2.5);
    for (let at = 0; at < total; at += 10_000) {
      yield Buffer.from(
        `${String(at).padStart(9, '0')}\n`.repeat(1000).slice(0, Math.min(10_000, total - at)),
      );
    }
  }

  async function streamed() {
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const file = {
      contentType: 'text/plain',
      fileName: 'Verifikationer.se',
      disposition: 'attachment' as const,
    };
    return createStreamedFileLink({ deps: t.deps, firmId, file: { ...file, chunks: lines() } });
  }

  it('stores the bytes in parts of about a MiB and serves them back whole and in order', async () => {
    const file = await streamed();
    const id = file.link.split('/').pop()!;
    const parts = await t.database.db.select().from(fileLinkParts).where(eq(fileLinkParts.linkId, id));
    expect(parts.map((p) => p.seq).sort()).toEqual([0, 1, 2]);
    expect(parts.every((p) => p.content.byteLength <= FILE_PART_BYTES + 10_000)).toBe(true);
    const r = await get(file.link, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="Verifikationer.se"/);
    const expected = [];
    for await (const chunk of lines()) expected.push(chunk);
    expect(r.rawPayload.equals(Buffer.concat(expected))).toBe(true);
    expect((await get(file.link, other)).statusCode).toBe(404);
  });

  it('serves nothing while the file is still being written', async () => {
    const file = await streamed();
    const id = file.link.split('/').pop()!;
    await t.database.db.update(fileLinks).set({ parts: 0 }).where(eq(fileLinks.id, id));
    expect((await get(file.link, admin)).statusCode).toBe(404);
  });

  it('removes the parts with their expired link', async () => {
    const file = await streamed();
    const id = file.link.split('/').pop()!;
    t.clock.advance(FILE_LINK_TTL_MS);
    await exported(clientsApi.export);
    const parts = await t.database.db.select().from(fileLinkParts).where(eq(fileLinkParts.linkId, id));
    expect(parts).toEqual([]);
  });
});
