import { describe, expect, it } from 'vitest';
import { mergeChanges } from './merge-changes';

const base = {
  name: 'Rörfirman',
  notes: '',
  address: { street: 'Storgatan 1', city: 'Lund' },
  contacts: [{ key: 'a', name: 'Anna' }],
};

describe('mergeChanges', () => {
  it('keeps the user’s edits and takes the server’s other changes', () => {
    const mine = { ...base, notes: 'Ring innan' };
    const theirs = { ...base, name: 'Rörfirman AB', address: { ...base.address, city: 'Malmö' } };
    expect(mergeChanges(base, mine, theirs)).toEqual({
      merged: {
        ...base,
        name: 'Rörfirman AB',
        notes: 'Ring innan',
        address: { ...base.address, city: 'Malmö' },
      },
      overlaps: [],
    });
  });

  it('merges nested objects field by field', () => {
    const mine = { ...base, address: { ...base.address, street: 'Lillgatan 2' } };
    const theirs = { ...base, address: { ...base.address, city: 'Malmö' } };
    expect(mergeChanges(base, mine, theirs).merged.address).toEqual({ street: 'Lillgatan 2', city: 'Malmö' });
  });

  it('keeps the user’s value where both changed the same field and names the field', () => {
    const mine = { ...base, name: 'Mitt namn', address: { ...base.address, city: 'Ystad' } };
    const theirs = { ...base, name: 'Deras namn', address: { ...base.address, city: 'Malmö' } };
    const result = mergeChanges(base, mine, theirs);
    expect(result.merged.name).toBe('Mitt namn');
    expect(result.merged.address.city).toBe('Ystad');
    expect(result.overlaps).toEqual(['name', 'address.city']);
  });

  it('treats a list as one value', () => {
    const mine = { ...base, contacts: [...base.contacts, { key: 'b', name: 'Bo' }] };
    const theirs = { ...base, contacts: [{ key: 'a', name: 'Anna Ek' }] };
    const result = mergeChanges(base, mine, theirs);
    expect(result.merged.contacts).toEqual(mine.contacts);
    expect(result.overlaps).toEqual(['contacts']);
  });

  it('reports nothing when both made the same change', () => {
    const changed = { ...base, name: 'Samma' };
    expect(mergeChanges(base, changed, { ...changed })).toEqual({ merged: changed, overlaps: [] });
  });
});

describe('mergeChanges with keyed lists', () => {
  const line = (uid: string, text = uid, quantity = 1) => ({ uid, text, quantity });
  const keyed = { keyedLists: { lines: 'uid' } };

  it('merges items by key: my changed fields, their other fields, my added and removed items', () => {
    const base = { lines: [line('a'), line('b'), line('c')] };
    const mine = { lines: [line('a', 'a', 5), line('x'), line('c')] };
    const theirs = { lines: [line('a', 'ändrad'), line('b'), line('c'), line('d')] };
    const { merged, overlaps } = mergeChanges(base, mine, theirs, keyed);
    expect(merged.lines.map((l) => l.uid)).toEqual(['a', 'x', 'c', 'd']);
    expect(merged.lines[0]).toEqual({ uid: 'a', text: 'ändrad', quantity: 5 });
    expect(overlaps).toEqual([]);
  });

  it('brings back an item the server removed when I changed it, and names overlaps by key', () => {
    const base = { lines: [line('a'), line('b')] };
    const mine = { lines: [line('a', 'min'), line('b', 'viktig')] };
    const theirs = { lines: [line('a', 'deras')] };
    const { merged, overlaps } = mergeChanges(base, mine, theirs, keyed);
    expect(merged.lines).toEqual([line('a', 'min'), line('b', 'viktig')]);
    expect(overlaps).toEqual(['lines.a.text']);
  });
});
