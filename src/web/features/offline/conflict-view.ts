/**
 * A queued work order save the server refused with a 409, laid out for the person (decision 0049): each
 * field the office or the person changed since the order was read, with both values; and the save that
 * keeps both — the person's changes put back over the office's version by the kit's three-way merge, the
 * same merge the editor uses after a conflict.
 */
import type { Document, DocumentData } from '@shared/api/documents';
import { formatNumber } from '@shared/domain/format';
import { mergeChanges } from '../../kit';
import { dataOf } from './offline-policies';
import type { QueuedChange } from './offline-store';

export interface ConflictRow {
  label: string;
  theirs: string;
  mine: string;
  /** Both changed it, differently: keeping mine replaces the office's value. */
  both: boolean;
}

const headerLabels: Partial<Record<keyof DocumentData, string>> = {
  docDate: 'Datum',
  mark: 'Märkning',
  object: 'Objekt',
  title: 'Rubrik',
  notes: 'Anteckningar',
  workOrderNote: 'Arbetsbeskrivning',
  plannedStartDate: 'Planerad start',
  plannedEndDate: 'Planerat slut',
  assigneeUids: 'Utförare',
  employeeUid: 'Handläggare',
  clientUid: 'Kund',
};

type Item = DocumentData['items'][number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length === 0 ? '–' : `${value.length} st`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function itemText(item: Item | undefined): string {
  if (!item) return 'Borttagen';
  return `${item.description || item.code || 'Rad'} · ${formatNumber(item.quantity / 1000, item.quantity % 1000 === 0 ? 0 : 3)} ${item.unit}`.trim();
}

function row(
  label: string,
  base: unknown,
  theirs: unknown,
  mine: unknown,
  text = valueText,
): ConflictRow | null {
  const theyChanged = !same(base, theirs);
  const iChanged = !same(base, mine);
  if (!theyChanged && !iChanged) return null;
  return {
    label,
    theirs: text(theirs),
    mine: text(mine),
    both: theyChanged && iChanged && !same(theirs, mine),
  };
}

export interface ConflictSides {
  base: DocumentData;
  mine: DocumentData;
  theirs: Document;
}

/** The sides of a conflict, or null when the change is not a work order save or the office's version is missing. */
export function conflictSides(change: QueuedChange): ConflictSides | null {
  const theirs = change.theirs as Document | undefined;
  const parameters = change.parameters as { data?: DocumentData } | undefined;
  if (!theirs || !parameters?.data || !change.base) return null;
  return { base: change.base as DocumentData, mine: parameters.data, theirs };
}

export function conflictRows({ base, mine, theirs }: ConflictSides): ConflictRow[] {
  const theirData = dataOf(theirs);
  const rows: ConflictRow[] = [];
  for (const [field, label] of Object.entries(headerLabels) as [keyof DocumentData, string][]) {
    const r = row(label, base[field], theirData[field], mine[field]);
    if (r) rows.push(r);
  }
  const byUid = (items: Item[]) => new Map(items.map((item) => [item.uid, item]));
  const [b, t, m] = [byUid(base.items), byUid(theirData.items), byUid(mine.items)];
  const uids = new Set([...b.keys(), ...t.keys(), ...m.keys()]);
  let index = 0;
  for (const uid of uids) {
    index += 1;
    const r = row(`Rad ${index}`, b.get(uid), t.get(uid), m.get(uid), (v) => itemText(v as Item | undefined));
    if (r)
      rows.push({
        ...r,
        theirs: t.has(uid) ? r.theirs : 'Finns inte',
        mine: m.has(uid) ? r.mine : 'Borttagen',
      });
  }
  return rows;
}

/** "Behåll mina ändringar": the person's changes over the office's version, sent under its version. */
export function keepBothParameters({ base, mine, theirs }: ConflictSides, docUid: string) {
  const merged = mergeChanges(base, mine, dataOf(theirs), { keyedLists: { items: 'uid' } }).merged;
  return { docUid, newVersion: theirs.version, data: merged };
}
