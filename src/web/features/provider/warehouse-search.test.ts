import type { Warehouse } from '@shared/api/provider.api';
import { describe, expect, it } from 'vitest';
import { searchWarehouses } from './warehouse-search';

function warehouse(name: string, city: string, postalCode = '123 45'): Warehouse {
  return {
    uid: `${city}-${name}`,
    code: name.slice(0, 3),
    name,
    city,
    address: `${name}gatan 1`,
    postalCode,
    phone: '010-123 45 67',
    latitude: 0,
    longitude: 0,
    openState: 'OPEN',
    openingNote: 'Öppet till 17:00',
  };
}

const items = [
  warehouse('Norr', 'Örebro'),
  warehouse('Syd', 'Malmö', '211 22'),
  warehouse('Centrum', 'Malmö', '211 10'),
  warehouse('Hamnen', 'Ängelholm'),
  warehouse('Väst', 'Göteborg'),
];

const names = (list: Warehouse[]) => list.map((w) => `${w.city} ${w.name}`);

describe('searchWarehouses', () => {
  it('sorts by city in Swedish order (Å, Ä, Ö after Z), then by name', () => {
    expect(names(searchWarehouses(items, ''))).toEqual([
      'Göteborg Väst',
      'Malmö Centrum',
      'Malmö Syd',
      'Ängelholm Hamnen',
      'Örebro Norr',
    ]);
  });

  it('matches every word against name, city, address and postal code', () => {
    expect(names(searchWarehouses(items, 'malmö syd'))).toEqual(['Malmö Syd']);
    expect(names(searchWarehouses(items, '21110'))).toEqual(['Malmö Centrum']);
    expect(names(searchWarehouses(items, 'ÖREBRO'))).toEqual(['Örebro Norr']);
    expect(searchWarehouses(items, 'kiruna')).toEqual([]);
  });
});
