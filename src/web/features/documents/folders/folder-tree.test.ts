import type { FolderRow } from '@shared/api/documents';
import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  folderOptions,
  folderPath,
  mergesWith,
  openPathUids,
  subtreeUids,
} from './folder-tree';

function folder(uid: string, name: string, parentUid: string | null = null): FolderRow {
  return { uid, name, parentUid, archived: false, docsCount: 0, totalDocsCount: 0 };
}

// Sorted by name, as the server sends them.
const rows = [
  folder('b', 'Badrum'),
  folder('b2', '2026', 'b'),
  folder('b2k', 'Kakel', 'b2'),
  folder('k', 'Kök'),
  folder('s', 'Storgatan', 'k'),
];

describe('folder tree', () => {
  it('nests rows under their parents in the given order', () => {
    const tree = buildFolderTree(rows);
    expect(tree.map((n) => n.folder.name)).toEqual(['Badrum', 'Kök']);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ depth: 2, folder: { name: 'Kakel' } });
    expect(tree[1]?.children.map((n) => n.folder.uid)).toEqual(['s']);
  });

  it('treats an orphan as a root and survives a cycle', () => {
    const tree = buildFolderTree([folder('x', 'X', 'gone'), folder('a', 'A', 'c'), folder('c', 'C', 'a')]);
    expect(tree.map((n) => n.folder.uid)).toEqual(['x']);
  });

  it('gives the breadcrumb path and the folders to open', () => {
    expect(folderPath(rows, 'b2k').map((f) => f.name)).toEqual(['Badrum', '2026', 'Kakel']);
    expect(folderPath(rows, null)).toEqual([]);
    expect(folderPath(rows, 'nope')).toEqual([]);
    expect(openPathUids(rows, 'b2k')).toEqual(['b', 'b2']);
  });

  it('lists move targets as paths without the moved folder and its children', () => {
    expect(folderOptions(rows, subtreeUids(rows, 'b2'))).toEqual([
      { value: 'b', label: 'Badrum' },
      { value: 'k', label: 'Kök' },
      { value: 's', label: 'Kök / Storgatan' },
    ]);
  });

  it('finds the same-named sibling a move merges into, ignoring case', () => {
    const withTwin = [...rows, folder('t', 'storgatan ')];
    expect(mergesWith(withTwin, withTwin[5]!, 'k')?.uid).toBe('s');
    expect(mergesWith(withTwin, withTwin[5]!, null)).toBeNull();
  });
});
