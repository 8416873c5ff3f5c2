import { authApi } from '@shared/api/auth.api';
import { type CompanyProfile, companyApi } from '@shared/api/company.api';
import { MAX_IMAGE_BYTES } from '@shared/domain/image-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleJpeg } from '../../testing/sample-files';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { applyCompanySettings, getCompanySettings } from './company.usecases';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

/** Real 1 × 1 pictures: the server decodes their headers. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = sampleJpeg();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

async function loggedIn(login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}

async function profile(client: TestClient = admin): Promise<CompanyProfile> {
  const { status, body } = await client.call(companyApi.profile);
  expect(status).toBe(200);
  return body.result as CompanyProfile;
}

/** The browser sends a picture as the request body itself, with the instance token. */
async function upload(client: TestClient, path: string, bytes: Buffer, contentType = 'image/png') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      cookie: client.cookieHeader,
      'content-type': contentType,
      'x-instance-token': client.instanceToken ?? '',
    },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /profile/customerProfile', () => {
  it('gives the demo firm its seeded settings, the provider-set facts and the series figures', async () => {
    const { version, editable, settings, info } = await profile();
    expect(version).toBeGreaterThanOrEqual(1);
    expect(editable).toBe(true);
    expect(settings).toMatchObject({
      companyName: 'Rörfirman Demo AB',
      organizationId: '5565475489',
      vatRegistrationId: 'SE556547548901',
      bankgiro: '5050-1055',
      fSkatt: true,
      address: { street: 'Porfyrvägen 5', postalCode: '224 78', city: 'Lund' },
      warehouseCode: 'LUN',
      interestOnArrearsBp: 800,
      numbering: { jointNumberingForInvoicesEnabled: true, clientMinNumber: 1001 },
      vvsguiden: { enabled: true, linkSuffix: 'rorfirman-demo' },
    });
    expect(settings.numbering.docsNumbering.OFFER).toEqual({ minNumber: 2001, fillGaps: true });
    expect(info).toMatchObject({ customerCode: '100245', accessLevel: 'FULL', discountBp: 1200 });
    expect(info.numbering.docsNumbering.INVOICE).toEqual({ maxCurrentNumber: 0, nextNumber: 10001 });
    expect(info.numbering.clientNextNumber).toBeGreaterThan(1001);
  });

  it.each(['demo-anvandare', 'demo-arbetsledare', 'norr-admin', 'gast-badrum'])(
    'lets %s read the settings, read-only',
    async (login) => {
      const result = await profile(await loggedIn(login));
      expect(result.editable).toBe(false);
    },
  );

  it('answers a firm that never saved with version 0 and defaults from its firm record', async () => {
    const result = await profile(await loggedIn('gast-badrum'));
    expect(result.version).toBe(0);
    expect(result.settings).toMatchObject({
      companyName: 'Badrumsfixarna HB',
      paymentDelay: 30,
      vatRateBp: 2500,
    });
  });
});

describe('POST /profile/customerProfile', () => {
  it('saves, bumps the version and updates the session at once', async () => {
    const before = await profile();
    const data = {
      ...before.settings,
      paymentDelay: 20,
      ownPricesMode: 'FIXED_PROFIT' as const,
      vvsguiden: { ...before.settings.vvsguiden, enabled: false },
    };
    const { status, body } = await admin.call(companyApi.save, { newVersion: before.version, data });
    expect(status).toBe(200);
    const saved = body.result as CompanyProfile;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.settings.paymentDelay).toBe(20);
    const session = (await admin.call(authApi.current)).body.result as { session: Record<string, unknown> };
    expect(session.session).toMatchObject({
      paymentDelay: 20,
      ownPricesMode: 'FIXED_PROFIT',
      vvsguidenEnabled: false,
    });
  });

  it('refuses a stale version with 409 and keeps what is stored', async () => {
    const current = await profile();
    const stale = { newVersion: current.version - 1, data: { ...current.settings, paymentDelay: 5 } };
    const { status, body } = await admin.call(companyApi.save, stale);
    expect(status).toBe(409);
    expect(body.messages[0]?.code).toBe('VERSION_CONFLICT');
    expect((await profile()).settings.paymentDelay).toBe(current.settings.paymentDelay);
  });

  it('answers every broken rule in Swedish at its field and saves nothing', async () => {
    const current = await profile();
    const data = {
      ...current.settings,
      companyName: '',
      bankgiro: '5050-1056',
      address: { ...current.settings.address, postalCode: '2247' },
      accountingSettings: {
        ...current.settings.accountingSettings,
        firstFiscalPeriodBegin: '2025-01-01',
        firstFiscalPeriodEnd: '2025-06-15',
      },
    };
    const { status, body } = await admin.call(companyApi.save, { newVersion: current.version, data });
    expect(status).toBe(400);
    expect(body.messages.map((m) => [m.field, m.text])).toEqual([
      ['data.companyName', 'Detta fält måste fyllas i'],
      ['data.bankgiro', 'Bankgironumret har fel kontrollsiffra'],
      ['data.address.postalCode', 'Postnumret ska ha fem siffror'],
      ['data.accountingSettings.firstFiscalPeriodEnd', 'Räkenskapsåret ska sluta på sista dagen i en månad'],
    ]);
    expect(body.userErrorMessage).toBe('Detta fält måste fyllas i');
    expect((await profile()).version).toBe(current.version);
  });

  it('refuses a warehouse the provider does not have', async () => {
    const current = await profile();
    const data = { ...current.settings, warehouseCode: 'XXX' };
    const { status, body } = await admin.call(companyApi.save, { newVersion: current.version, data });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ field: 'data.warehouseCode', text: 'Välj ett lager i listan' });
  });

  it('stores a new minimum number, and the next number follows it', async () => {
    const current = await profile();
    const data = structuredClone(current.settings);
    data.numbering.docsNumbering.WORK_ORDER = { minNumber: 7001, fillGaps: false };
    const { body } = await admin.call(companyApi.save, { newVersion: current.version, data });
    expect((body.result as CompanyProfile).info.numbering.docsNumbering.WORK_ORDER.nextNumber).toBe(7001);
  });

  it.each(['demo-anvandare', 'demo-arbetsledare', 'norr-admin', 'gast-badrum'])(
    'refuses %s with 403 and changes nothing',
    async (login) => {
      const client = await loggedIn(login);
      const own = await profile(client);
      const { status, body } = await client.call(companyApi.save, {
        newVersion: own.version,
        data: { ...own.settings, companyName: 'Kapad AB' },
      });
      expect(status).toBe(403);
      expect(body.messages[0]?.code).toBe('FORBIDDEN');
      expect((await profile(client)).settings.companyName).toBe(own.settings.companyName);
    },
  );

  it('creates the settings of a firm that has none, once: a second first save is a conflict', async () => {
    const firmId = await findFirmIdByCode(t.deps.db, '100318');
    const data = { ...(await getCompanySettings({ deps: t.deps, firmId })), paymentDelay: 15 };
    await applyCompanySettings({ deps: t.deps, firmId, employeeId: null, newVersion: 0, data });
    expect((await getCompanySettings({ deps: t.deps, firmId })).paymentDelay).toBe(15);
    await expect(
      applyCompanySettings({ deps: t.deps, firmId, employeeId: null, newVersion: 0, data }),
    ).rejects.toMatchObject({ code: 'VERSION_CONFLICT', status: 409 });
  });
});

describe('form configuration and financial years', () => {
  it('offers the provider’s warehouses and Swedish labels', async () => {
    const { status, body } = await admin.call(companyApi.formConfig);
    expect(status).toBe(200);
    const config = body.result as {
      warehouses: Array<{ code: string }>;
      deliveryTypes: unknown;
      vatRates: unknown;
    };
    expect(config.warehouses.map((w) => w.code)).toContain('LUN');
    expect(config.deliveryTypes).toContainEqual({ value: 'PICKUP', label: 'Hämtas i lagret' });
    expect(config.vatRates).toContainEqual({ value: 2500, label: '25 %' });
  });

  it('lists the demo firm’s financial years from the first one, newest first', async () => {
    const { body } = await admin.call(companyApi.fiscalPeriods);
    expect(body.result).toEqual({
      configured: true,
      periods: [
        { begin: '2026-01-01', end: '2026-12-31' },
        { begin: '2025-01-01', end: '2025-12-31' },
        { begin: '2024-01-01', end: '2024-12-31' },
      ],
    });
  });
});

describe('logo and footer image', () => {
  it('stores a PNG logo, points the session at it and serves it only to the firm', async () => {
    const { status, body } = await upload(admin, '/profile/customerLogo', PNG);
    expect(status).toBe(200);
    const link = body.result.customerLogoLink as string;
    expect(link).toMatch(/^\/files\/company\/[0-9a-f-]{36}\/logo\/[0-9a-f]{16}$/);
    const session = (await admin.call(authApi.current)).body.result as {
      session: { customerLogoLink: string };
    };
    expect(session.session.customerLogoLink).toBe(link);

    const served = await t.app.inject({ method: 'GET', url: link, headers: { cookie: admin.cookieHeader } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const other = await loggedIn('norr-admin');
    const forOther = await t.app.inject({
      method: 'GET',
      url: link,
      headers: { cookie: other.cookieHeader },
    });
    expect(forOther.statusCode).toBe(404);
    const forVisitor = await t.app.inject({ method: 'GET', url: link });
    expect(forVisitor.statusCode).toBe(404);
  });

  it('takes a JPEG sent as application/octet-stream: the bytes decide', async () => {
    const { status, body } = await upload(admin, '/profile/customerLogo', JPEG, 'application/octet-stream');
    expect(status).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: body.result.customerLogoLink,
      headers: { cookie: admin.cookieHeader },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a GIF sent as image/png, and a file over 25 MB', async () => {
    const gif = await upload(admin, '/profile/customerLogo', GIF, 'image/png');
    expect(gif.status).toBe(400);
    expect(gif.body.messages[0]).toMatchObject({
      field: 'content',
      text: 'Fel filtyp. Bilden måste vara en PNG- eller JPEG-fil.',
    });
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    PNG.copy(big);
    const tooBig = await upload(admin, '/profile/customerLogo', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.userErrorMessage).toBe('Bilden är för stor. Den får vara högst 25 MB.');
  });

  it('decodes the header: a file that only starts like a PNG or JPEG is refused at the field', async () => {
    const unreadable = 'Bilden kunde inte läsas. Filen är skadad eller ingen riktig PNG- eller JPEG-bild.';
    const bigPng = Buffer.from(PNG);
    bigPng.writeUInt32BE(100_000, 16);
    const cases = [
      Buffer.from([0xff, 0xd8, 0xff, 0x00]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
      JPEG.subarray(0, 60),
      PNG.subarray(0, 16),
      PNG.subarray(0, 24),
      Buffer.concat([PNG.subarray(0, 12), Buffer.from('IEND'), PNG.subarray(16)]),
    ];
    for (const [i, file] of cases.entries()) {
      const { status, body } = await upload(admin, '/profile/customerLogo', file, 'image/jpeg');
      expect(status, `fall ${i}`).toBe(400);
      expect(body.messages[0], `fall ${i}`).toMatchObject({ field: 'content', text: unreadable });
    }
    const huge = await upload(admin, '/profile/customerLogo', bigPng);
    expect(huge.status).toBe(400);
    expect(huge.body.messages[0]).toMatchObject({
      field: 'content',
      text: 'Bilden är för stor. Den får vara högst 20 000 × 20 000 bildpunkter.',
    });
  });

  it('removes the logo: the session has no link and the old address is gone', async () => {
    const { body } = await upload(admin, '/profile/customerLogo', PNG);
    const link = body.result.customerLogoLink as string;
    const removed = await admin.call(companyApi.deleteLogo);
    expect(removed.body.result).toEqual({ customerLogoLink: null });
    expect((await profile()).info.customerLogoLink).toBeNull();
    const served = await t.app.inject({ method: 'GET', url: link, headers: { cookie: admin.cookieHeader } });
    expect(served.statusCode).toBe(404);
  });

  it('stores and removes the footer image', async () => {
    const { status, body } = await upload(admin, '/profile/docsFooterImageUpload', JPEG, 'image/jpeg');
    expect(status).toBe(200);
    expect((await profile()).info.documentsFooterImageLink).toBe(body.result.documentsFooterImageLink);
    await admin.call(companyApi.deleteFooterImage);
    expect((await profile()).info.documentsFooterImageLink).toBeNull();
  });

  it.each(['demo-anvandare', 'demo-arbetsledare', 'norr-admin', 'gast-badrum'])(
    'refuses an upload from %s',
    async (login) => {
      const { status } = await upload(await loggedIn(login), '/profile/customerLogo', PNG);
      expect(status).toBe(403);
    },
  );

  it('refuses an upload without the instance token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/customerLogo',
      headers: { cookie: admin.cookieHeader, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(response.statusCode).toBe(403);
  });
});
