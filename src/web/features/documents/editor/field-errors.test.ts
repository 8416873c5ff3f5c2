import { documentItemDataSchema } from '@shared/api/documents';
import { describe, expect, it } from 'vitest';
import { placeErrors } from './field-errors';

const items = [1, 2, 3, 4].map((n) =>
  documentItemDataSchema.parse({ uid: `00000000-0000-4000-8000-00000000000${n}`, type: 'NOMENCLATURE' }),
);

describe('placeErrors', () => {
  it('puts server paths at the header field and the line cell by uid', () => {
    const placed = placeErrors(
      [
        { field: 'data.mark', message: 'Detta fält måste fyllas i' },
        { field: 'data.items.3.discountBp', message: 'Rabatten får inte vara större än 100 %' },
        { field: 'data.items', message: 'Dokumentet måste ha minst en artikelrad' },
      ],
      items,
    );
    expect(placed.header).toEqual({ mark: 'Detta fält måste fyllas i' });
    expect(placed.cells.get(items[3]!.uid)).toEqual({ discountBp: 'Rabatten får inte vara större än 100 %' });
    expect(placed.general).toEqual(['Dokumentet måste ha minst en artikelrad']);
  });

  it('reads the shared rules’ paths without the data prefix and keeps the first message per place', () => {
    const placed = placeErrors(
      [
        { field: 'items.0.priceOre', message: 'Fyll i pris eller inköpspris' },
        { field: 'items.0.priceOre', message: 'annat' },
        { field: 'items.9.priceOre', message: 'saknad rad' },
        { field: null, message: 'Allmänt' },
      ],
      items,
    );
    expect(placed.cells.get(items[0]!.uid)).toEqual({ priceOre: 'Fyll i pris eller inköpspris' });
    expect(placed.general).toEqual(['saknad rad', 'Allmänt']);
  });
});
