import { providerApi } from '@shared/api/provider.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function states(): Promise<Record<string, string>> {
  const r = await t.client().call(providerApi.warehouses);
  const items = (r.body.result as { items: Array<{ city: string; openState: string }> }).items;
  return Object.fromEntries(items.map((w) => [w.city, w.openState]));
}

describe('GET /warehouses', () => {
  it('lists the provider’s warehouses to visitors, sorted the Swedish way', async () => {
    const r = await t.client().call(providerApi.warehouses);
    const items = (r.body.result as { items: Array<{ city: string; openState: string }> }).items;
    expect(items.length).toBeGreaterThanOrEqual(25);
    const cities = items.map((w) => w.city);
    expect(cities.slice(-3)).toEqual(['Ängelholm', 'Örebro', 'Östersund']);
  });

  it('says open, opening soon or closed from each warehouse’s hours at the app’s clock', async () => {
    // Saturday 2026-11-21 10:00 in Stockholm: only the cities' counters open on Saturdays.
    expect(await states()).toMatchObject({ Göteborg: 'OPEN', Lund: 'CLOSED', Visby: 'CLOSED' });
    // Monday 06:00: the usual 06:30 opening and Visby's 07:00 are both within the hour.
    t.clock.advance(44 * HOUR);
    expect(await states()).toMatchObject({ Lund: 'OPEN_SOON', Visby: 'OPEN_SOON', Göteborg: 'OPEN_SOON' });
    const r = await t.client().call(providerApi.warehouses);
    const lund = (r.body.result as { items: Array<{ city: string; openingNote: string }> }).items.find(
      (w) => w.city === 'Lund',
    );
    expect(lund?.openingNote).toBe('Öppnar kl. 06:30');
    // Monday 12:30: Visby is closed for lunch until 13:00.
    t.clock.advance(6.5 * HOUR);
    expect(await states()).toMatchObject({ Lund: 'OPEN', Visby: 'OPEN_SOON', Trollhättan: 'OPEN' });
    // Tuesday 12:30: Trollhättan is closed on Tuesdays and Thursdays.
    t.clock.advance(24 * HOUR);
    expect(await states()).toMatchObject({ Lund: 'OPEN', Trollhättan: 'CLOSED' });
  });
});
