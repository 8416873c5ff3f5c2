import type { FolderList, FolderRow, SpecialFolder } from '@shared/api/documents';
import type { DocumentCountGroup } from './folders.repository';

interface FolderRecordLite {
  id: string;
  name: string;
  parentId: string | null;
  archived: boolean;
}

/** Å, Ä, Ö after Z, as a Swedish reader expects. */
const swedish = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

const active = (g: DocumentCountGroup) => !g.archived && !g.deleted;
const inArchive = (g: DocumentCountGroup) => g.archived && !g.deleted;

/**
 * The folder tree a list shows with its counters (sorted by name), from the kind's folders and their
 * documents counted by folder and state. The active view shows the active folders; the archive shows the
 * archived folders and those holding archived documents (with the folders above them, so the tree is
 * whole); the trash has no folders.
 */
export function buildFolderList(
  records: readonly FolderRecordLite[],
  groups: readonly DocumentCountGroup[],
  specialFolder: SpecialFolder | null,
): FolderList {
  const shown = specialFolder === 'archived' ? inArchive : active;
  const sum = (test: (g: DocumentCountGroup) => boolean) =>
    groups.filter(test).reduce((total, g) => total + g.n, 0);
  const direct = new Map<string, number>();
  for (const g of groups)
    if (g.folderId && shown(g)) direct.set(g.folderId, (direct.get(g.folderId) ?? 0) + g.n);

  const children = new Map<string | null, FolderRecordLite[]>();
  for (const r of records) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const totals = new Map<string, number>();
  const total = (id: string): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const n = (direct.get(id) ?? 0) + (children.get(id) ?? []).reduce((t, c) => t + total(c.id), 0);
    totals.set(id, n);
    return n;
  };

  const byId = new Map(records.map((r) => [r.id, r]));
  const visible = new Set<string>();
  if (specialFolder !== 'deleted') {
    for (const r of records) {
      const wanted = specialFolder === 'archived' ? r.archived || total(r.id) > 0 : !r.archived;
      for (let f: FolderRecordLite | undefined = wanted ? r : undefined; f && !visible.has(f.id); ) {
        visible.add(f.id);
        f = f.parentId ? byId.get(f.parentId) : undefined;
      }
    }
  }
  const folders: FolderRow[] = records
    .filter((r) => visible.has(r.id))
    .sort((a, b) => swedish.compare(a.name, b.name))
    .map((r) => ({
      uid: r.id,
      name: r.name,
      parentUid: r.parentId,
      archived: r.archived,
      docsCount: direct.get(r.id) ?? 0,
      totalDocsCount: total(r.id),
    }));
  return {
    folders,
    rootCount: specialFolder === 'deleted' ? 0 : sum((g) => g.folderId === null && shown(g)),
    specialsCounters: {
      all: sum(active),
      archived: sum(inArchive),
      deleted: sum((g) => g.deleted),
    },
  };
}
