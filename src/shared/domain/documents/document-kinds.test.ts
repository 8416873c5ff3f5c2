import { describe, expect, it } from 'vitest';
import { documentKinds, documentTypes } from './document-kinds';

describe('document kinds: create from source', () => {
  it('lists each pair once from both ends: createdFrom is the inverse of turnsInto', () => {
    for (const type of documentTypes) {
      const from = documentTypes.filter((t) => documentKinds[t].turnsInto.includes(type));
      expect([...documentKinds[type].createdFrom].sort(), type).toEqual(from.sort());
    }
  });

  it('turns only into kinds the firm writes itself, never into its own kind', () => {
    for (const type of documentTypes) {
      for (const target of documentKinds[type].turnsInto) {
        expect(documentKinds[target].creatable, `${type} → ${target}`).toBe(true);
        expect(target).not.toBe(type);
      }
    }
  });

  it('has the paths the issue names', () => {
    expect(documentKinds.OFFER.turnsInto).toEqual([
      'CUSTOMER_ORDER',
      'WORK_ORDER',
      'INVOICE',
      'ADDITIONAL_ESTIMATE',
    ]);
    expect(documentKinds.WORK_ORDER.turnsInto).toEqual(['INVOICE', 'ADDITIONAL_ESTIMATE']);
    expect(documentKinds.ADDITIONAL_ESTIMATE.turnsInto).toEqual(['INVOICE']);
    expect(documentKinds.INVOICE.turnsInto).toEqual(['CREDIT_INVOICE']);
  });
});
