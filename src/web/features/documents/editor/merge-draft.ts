/**
 * "Ladda om och behåll mina ändringar" after a 409: a three-way merge of what the editor last had saved
 * (base), what the user has now (mine) and the newer server version (theirs). Header fields and each
 * line's fields (lines matched by uid) take the user's value where the user changed it, otherwise the
 * server's; lines the user added or removed stay added or removed. Nothing the user typed is dropped.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { Draft } from './draft';

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function mergeFields<T extends object>(base: T | undefined, mine: T, theirs: T): T {
  if (base === undefined) return mine;
  const result = { ...theirs } as Record<string, unknown>;
  const b = base as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  for (const key of Object.keys(m)) if (!same(m[key], b[key])) result[key] = m[key];
  return result as T;
}

function mergeItems(
  base: readonly DocumentItemData[],
  mine: readonly DocumentItemData[],
  theirs: readonly DocumentItemData[],
): DocumentItemData[] {
  const baseByUid = new Map(base.map((i) => [i.uid, i]));
  const mineByUid = new Map(mine.map((i) => [i.uid, i]));
  const removedByMe = new Set(base.filter((i) => !mineByUid.has(i.uid)).map((i) => i.uid));
  const result: DocumentItemData[] = [];
  for (const their of theirs) {
    if (removedByMe.has(their.uid)) continue;
    const my = mineByUid.get(their.uid);
    result.push(my ? mergeFields(baseByUid.get(their.uid), my, their) : their);
  }
  // Lines the user added, or changed while the other removed them, go back after the line they followed.
  const present = new Set(result.map((i) => i.uid));
  mine.forEach((my, index) => {
    if (present.has(my.uid)) return;
    const base = baseByUid.get(my.uid);
    if (base && same(base, my)) return; // removed by the other and untouched here: stays removed
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const position = result.findIndex((r) => r.uid === mine[i]!.uid);
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    result.splice(at, 0, my);
    present.add(my.uid);
  });
  return result;
}

export function mergeDraft(base: Draft, mine: Draft, theirs: Draft): Draft {
  return {
    header: mergeFields<DocumentHeader>(base.header, mine.header, theirs.header),
    items: mergeItems(base.items, mine.items, theirs.items),
  };
}
