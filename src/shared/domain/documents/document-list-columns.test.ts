import { describe, expect, it } from 'vitest';
import { documentListColumnCatalogue } from './document-list-columns';

describe('document list column catalogue', () => {
  it("shows the kind's registry columns and the relation, the title and the rest available", () => {
    const offer = documentListColumnCatalogue('OFFER');
    expect(offer.filter((c) => c.visible).map((c) => c.id)).toEqual([
      'number',
      'docDate',
      'client',
      'mark',
      'totalSum',
      'status',
      'validTill',
      'relation',
    ]);
    expect(offer.find((c) => c.id === 'title')).toMatchObject({ visible: false, label: 'Rubrik' });
    expect(offer.find((c) => c.id === 'number')?.required).toBe(true);
    expect(offer.some((c) => c.id === 'readState' || c.id === 'sentAt')).toBe(false);
  });

  it("adds the provider follow-ups' read state and type, and the customer order's sent date", () => {
    const unix = documentListColumnCatalogue('UNIX_ORDER').filter((c) => c.visible);
    expect(unix.map((c) => c.id)).toEqual(expect.arrayContaining(['readState', 'unixType', 'relation']));
    const order = documentListColumnCatalogue('CUSTOMER_ORDER');
    expect(order.find((c) => c.id === 'sentAt')?.visible).toBe(true);
    expect(new Set(order.map((c) => c.id)).size).toBe(order.length);
  });
});
