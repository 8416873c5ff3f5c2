/**
 * The folder list arrives flat, sorted by name, each row naming its parent (api-spec §7.6); the panel,
 * the breadcrumbs and the move dialogs need it as a tree.
 */
import type { FolderRow } from '@shared/api/documents';

export interface FolderNode {
  folder: FolderRow;
  depth: number;
  children: FolderNode[];
}

/** Roots and their children in the server's (name) order; a row whose parent is missing is a root. */
export function buildFolderTree(rows: readonly FolderRow[]): FolderNode[] {
  const byParent = new Map<string | null, FolderRow[]>();
  const known = new Set(rows.map((r) => r.uid));
  for (const row of rows) {
    const parent = row.parentUid !== null && known.has(row.parentUid) ? row.parentUid : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const seen = new Set<string>();
  const grow = (parent: string | null, depth: number): FolderNode[] =>
    (byParent.get(parent) ?? [])
      // A cycle in bad data must not hang the page.
      .filter((row) => !seen.has(row.uid) && seen.add(row.uid))
      .map((folder) => ({ folder, depth, children: grow(folder.uid, depth + 1) }));
  return grow(null, 0);
}

/** The folder and its ancestors, outermost first (the breadcrumbs); empty when it is not in the list. */
export function folderPath(rows: readonly FolderRow[], uid: string | null): FolderRow[] {
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const path: FolderRow[] = [];
  let current = uid ? byUid.get(uid) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentUid ? byUid.get(current.parentUid) : undefined;
  }
  return path;
}

/** The folder's uid and every folder below it: a folder cannot be moved into itself or its children. */
export function subtreeUids(rows: readonly FolderRow[], uid: string): Set<string> {
  const result = new Set([uid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentUid && result.has(row.parentUid) && !result.has(row.uid)) {
        result.add(row.uid);
        grew = true;
      }
    }
  }
  return result;
}

/** Every folder in tree order as "Överordnad / Mapp", for a target select. */
export function folderOptions(
  rows: readonly FolderRow[],
  exclude: ReadonlySet<string> = new Set(),
): Array<{ value: string; label: string }> {
  const options: Array<{ value: string; label: string }> = [];
  const walk = (nodes: FolderNode[], prefix: string) => {
    for (const node of nodes) {
      if (exclude.has(node.folder.uid)) continue;
      const label = prefix ? `${prefix} / ${node.folder.name}` : node.folder.name;
      options.push({ value: node.folder.uid, label });
      walk(node.children, label);
    }
  };
  walk(buildFolderTree(rows), '');
  return options;
}

/** Folders whose name a sibling under the target already has: moving there merges them. */
export function mergesWith(
  rows: readonly FolderRow[],
  moving: FolderRow,
  targetParentUid: string | null,
): FolderRow | null {
  const name = moving.name.trim().toLocaleLowerCase('sv');
  return (
    rows.find(
      (r) =>
        r.uid !== moving.uid &&
        r.parentUid === targetParentUid &&
        r.name.trim().toLocaleLowerCase('sv') === name,
    ) ?? null
  );
}

/** The uids of folders that are open in the tree by default: the way down to the current folder. */
export function openPathUids(rows: readonly FolderRow[], uid: string | null): string[] {
  return folderPath(rows, uid)
    .slice(0, -1)
    .map((r) => r.uid);
}
