import type { FirmSettings } from '@shared/api/adminFirms.api';
import { type AuditEntry, administrationApi } from '@shared/api/administration.api';
import { authApi } from '@shared/api/auth.api';
import { type Endpoint, INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';
import { formsApi } from '@shared/api/forms.api';
import { providerApi } from '@shared/api/provider.api';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { solveCaptcha } from './captcha-fixtures';
import type { TestApp, TestClient } from './test-app';

/** A browser logged in to the provider's administration as the demo provider admin. */
export async function providerAdminClient(app: TestApp): Promise<TestClient> {
  const admin = app.client();
  const r = await admin.call(administrationApi.login, { login: 'provider-admin', password: DEMO_PASSWORD });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return admin;
}

/** The result of a call that must succeed; the body is in the message when it did not. */
export function okResult<T>(r: { status: number; body: { result: unknown } }): T {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

/** A file sent as the request body the way the web's `uploadFile` sends it (decision 0060). */
export async function uploadAs(
  app: TestApp,
  client: TestClient,
  endpoint: Endpoint,
  bytes: Buffer,
): Promise<{
  status: number;
  body: { result: { fileUid: string }; messages: Array<{ code: string; text: string; field?: string }> };
}> {
  if (client.instanceToken === null) await client.call(authApi.current);
  const response = await app.app.inject({
    method: 'POST',
    url: `/api${endpoint.path}`,
    headers: {
      cookie: client.cookieHeader,
      'content-type': 'application/octet-stream',
      [INSTANCE_TOKEN_HEADER]: client.instanceToken ?? '',
    },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The audit log's entries matching `search`, newest first. */
export async function auditEntries(admin: TestClient, search: string): Promise<AuditEntry[]> {
  const r = await admin.call(administrationApi.auditLog, { search });
  return (r.body.result as { items: AuditEntry[] }).items;
}

/** "Bli kund" sent by a visitor at the provider's first warehouse; answers that warehouse's code. */
export async function applyAsCustomer(
  app: TestApp,
  company: { companyName: string; contactName: string; phone: string; email: string },
): Promise<string> {
  const visitor = app.client();
  const warehouses = await visitor.call(providerApi.warehouses, {});
  const code = (warehouses.body.result as { items: Array<{ code: string }> }).items[0]!.code;
  const applied = await visitor.call(formsApi.customerApply, {
    ...company,
    organisationNumber: '556036-0793',
    trade: 'VVS',
    warehouseCode: code,
    ...(await solveCaptcha(visitor)),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return code;
}

/**
 * Every one of `endpoints` refuses a firm's ADMIN (403) and a visitor (401): the administration is the
 * provider's alone, whatever the parameters.
 */
export async function expectProviderAdminOnly(app: TestApp, endpoints: readonly Endpoint[]): Promise<void> {
  const firmAdmin = app.client();
  await firmAdmin.login('demo-admin');
  const visitor = app.client();
  for (const endpoint of endpoints) {
    expect((await firmAdmin.call(endpoint, {})).status, endpoint.path).toBe(403);
    expect((await visitor.call(endpoint, {})).status, endpoint.path).toBe(401);
  }
}

/** A new firm's settings for the administration's tests: a FULL firm with two modules. */
export const testFirmSettings = (overrides: Partial<FirmSettings> = {}): FirmSettings => ({
  code: '200100',
  name: 'Nya Rör i Lund AB',
  organisationNumber: '556036-0793',
  accessLevel: 'FULL',
  siteOptions: ['CUSTOMER_ORDERS', 'OFFERS'],
  featureFlags: [],
  onlyAdminsCanOrder: false,
  defaultWarehouseUid: null,
  paymentDelayDays: 30,
  customerDiscountBp: 0,
  mandatoryMark: false,
  mandatoryObject: false,
  ...overrides,
});
