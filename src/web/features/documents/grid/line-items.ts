/**
 * Line operations of the grid as pure functions on the editor's line array: making new lines, moving,
 * duplicating and removing rows, and duplicate-article handling (api-spec §4 add-item modes). Each
 * returns a new array and leaves untouched lines as the same objects, so memoized rows stay put.
 */
import {
  type DocumentItemData,
  type DocumentItemDataInput,
  documentItemDataSchema,
} from '@shared/api/documents';
import { emptyLine } from '@shared/domain/documents/line-input';

/** A v4 uuid also on plain-http hosts, where `crypto.randomUUID` is not offered. */
export function newUid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A complete line from the fields given; the empty line (the contract's defaults) fills the rest. */
export function makeLine(input: Omit<DocumentItemDataInput, 'uid'> & { uid?: string }): DocumentItemData {
  const uid = input.uid ?? newUid();
  return documentItemDataSchema.parse({ ...emptyLine(uid, input.type), ...input, uid });
}

export function replaceLine(items: readonly DocumentItemData[], next: DocumentItemData): DocumentItemData[] {
  return items.map((it) => (it.uid === next.uid ? next : it));
}

export function removeLines(items: readonly DocumentItemData[], uids: readonly string[]): DocumentItemData[] {
  const gone = new Set(uids);
  return items.filter((it) => !gone.has(it.uid));
}

/**
 * Moves the given lines one step up or down as a block, keeping their order; a block already at the
 * edge stays where it is.
 */
export function moveLines(
  items: readonly DocumentItemData[],
  uids: readonly string[],
  delta: -1 | 1,
): DocumentItemData[] {
  const moving = new Set(uids);
  const next = [...items];
  const order = delta < 0 ? next.map((_, i) => i) : next.map((_, i) => next.length - 1 - i);
  for (const i of order) {
    const j = i + delta;
    if (!moving.has(next[i]!.uid)) continue;
    if (j < 0 || j >= next.length || moving.has(next[j]!.uid)) {
      // A block at the edge does not move at all, otherwise it would be squeezed together.
      if (j < 0 || j >= next.length) return [...items];
      continue;
    }
    [next[i], next[j]] = [next[j]!, next[i]!];
  }
  return next;
}

/** Moves one line to a position (drag and drop): `to` is the index in the array before the move. */
export function moveLineTo(items: readonly DocumentItemData[], uid: string, to: number): DocumentItemData[] {
  const from = items.findIndex((it) => it.uid === uid);
  if (from < 0) return [...items];
  const next = [...items];
  const [line] = next.splice(from, 1);
  const target = Math.max(0, Math.min(next.length, to > from ? to - 1 : to));
  next.splice(target, 0, line!);
  return next;
}

/** Copies of the given lines, each right below its original, with new uids. */
export function duplicateLines(
  items: readonly DocumentItemData[],
  uids: readonly string[],
): DocumentItemData[] {
  const copy = new Set(uids);
  return items.flatMap((it) => (copy.has(it.uid) ? [it, { ...it, uid: newUid() }] : [it]));
}

export function insertLine(
  items: readonly DocumentItemData[],
  line: DocumentItemData,
  at = items.length,
): DocumentItemData[] {
  const next = [...items];
  next.splice(Math.max(0, Math.min(items.length, at)), 0, line);
  return next;
}

/** An existing line for the same article (catalogue article or own article), if any. */
export function findDuplicate(
  items: readonly DocumentItemData[],
  line: DocumentItemData,
): DocumentItemData | undefined {
  if (line.type === 'COMMENT') return undefined;
  const same = (it: DocumentItemData) => {
    if (it.type !== line.type) return false;
    if (line.type === 'OWN_ARTICLE')
      return line.ownArticleUid !== null && it.ownArticleUid === line.ownArticleUid;
    if (line.nomenclatureItemType === 'FREE' || line.nomenclatureItemType === 'SPECIAL') return false;
    return line.article !== null ? it.article === line.article : line.code !== '' && it.code === line.code;
  };
  return items.find(same);
}

/** "Lägg till på samma rad": the new quantity is added to the existing line's. */
export function addToSameLine(
  items: readonly DocumentItemData[],
  existing: DocumentItemData,
  quantity: number,
): DocumentItemData[] {
  return replaceLine(items, { ...existing, quantity: existing.quantity + quantity });
}

/**
 * Puts another catalogue article on a line ("Ersätts av …"): the new article's identity, text and
 * prices, keeping the line's place, uid, quantity and the user's discount.
 */
export function replaceArticle(line: DocumentItemData, replacement: DocumentItemData): DocumentItemData {
  return {
    ...replacement,
    uid: line.uid,
    quantity: Math.max(line.quantity, replacement.minOrderQuantity ?? 0),
    discountBp: line.discountBp,
    markupBp: line.markupBp,
    comment: line.comment,
  };
}
