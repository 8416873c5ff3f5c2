import { providerApi } from '@shared/api/provider.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /warehouses', () => {
  it('lists the provider’s warehouses to visitors, sorted the Swedish way', async () => {
    const r = await t.client().call(providerApi.warehouses);
    const items = (r.body.result as { items: Array<{ city: string; openState: string }> }).items;
    expect(items.length).toBeGreaterThanOrEqual(25);
    const cities = items.map((w) => w.city);
    expect(cities.slice(-3)).toEqual(['Ängelholm', 'Örebro', 'Östersund']);
    expect(items.find((w) => w.city === 'Visby')?.openState).toBe('OPEN_SOON');
  });
});
