import { documentHeaderSchema, documentItemDataSchema } from '@shared/api/documents';
import { describe, expect, it } from 'vitest';
import { type Draft, mergeDraft } from './draft';

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, extra: object = {}) =>
  documentItemDataSchema.parse({ uid: uid(n), type: 'NOMENCLATURE', description: `Rad ${n}`, ...extra });
const header = (extra: object = {}) => documentHeaderSchema.parse({ docDate: '2026-11-21', ...extra });

describe('mergeDraft', () => {
  it('keeps my header edits and takes the other fields from the server', () => {
    const base: Draft = { header: header({ mark: 'A', title: 'T' }), items: [] };
    const mine: Draft = { header: header({ mark: 'Min märkning', title: 'T' }), items: [] };
    const theirs: Draft = { header: header({ mark: 'A', title: 'Deras rubrik' }), items: [] };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.header.mark).toBe('Min märkning');
    expect(merged.header.title).toBe('Deras rubrik');
  });

  it('merges lines by uid: my changed fields, their other fields, my added and removed lines', () => {
    const base: Draft = { header: header(), items: [item(1), item(2), item(3)] };
    const mine: Draft = {
      header: header(),
      items: [item(1, { quantity: 5000 }), item(9, { description: 'Ny rad' }), item(3)],
    };
    const theirs: Draft = {
      header: header(),
      items: [item(1, { description: 'Ändrad text' }), item(2), item(3), item(4)],
    };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.items.map((i) => i.uid)).toEqual([uid(1), uid(9), uid(3), uid(4)]);
    expect(merged.items[0]).toMatchObject({ quantity: 5000, description: 'Ändrad text' });
  });

  it('brings back a line the other removed when I changed it, but not an untouched one', () => {
    const base: Draft = { header: header(), items: [item(1), item(2)] };
    const mine: Draft = { header: header(), items: [item(1), item(2, { comment: 'viktigt' })] };
    const theirs: Draft = { header: header(), items: [] };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.items.map((i) => i.uid)).toEqual([uid(2)]);
  });
});
