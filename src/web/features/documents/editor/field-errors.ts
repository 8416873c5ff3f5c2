/**
 * Rule problems at their place: header messages by field (`mark`), line messages by line uid and cell
 * (`items.3.discountBp` → line 3's uid, `discountBp`). The server names parameter paths (`data.mark`); the
 * shared rules name paths inside the data (`mark`); both end up here.
 */
import type { DocumentItemData } from '@shared/api/documents';
import { mapServerMessages } from '../../../kit';

export interface PlacedErrors {
  header: Record<string, string>;
  cells: Map<string, Partial<Record<string, string>>>;
  /** Messages without a field of their own (at least one article row …). */
  general: string[];
}

const ITEM_PATH = /^items\.(\d+)\.(\w+)$/;

/** A header field (`mark`) or an existing line's cell; anything else has no place and is shown as general. */
function hasPlace(path: string, items: readonly DocumentItemData[]): boolean {
  const itemMatch = ITEM_PATH.exec(path);
  if (itemMatch) return items[Number(itemMatch[1])] !== undefined;
  return path !== '' && path !== 'items' && !path.includes('.');
}

/** The kit's mapping of messages to fields, with line paths moved to the line's uid. */
export function placeErrors(
  problems: readonly { field: string | null | undefined; message: string }[],
  items: readonly DocumentItemData[],
): PlacedErrors {
  const messages = problems.map(({ field, message }) =>
    field ? { field, text: message } : { text: message },
  );
  const mapped = mapServerMessages(messages, { prefix: 'data.', fields: (path) => hasPlace(path, items) });
  const placed: PlacedErrors = { header: {}, cells: new Map(), general: mapped.general };
  for (const [path, message] of Object.entries(mapped.fieldErrors)) {
    const itemMatch = ITEM_PATH.exec(path);
    if (!itemMatch) {
      placed.header[path] = message;
      continue;
    }
    const uid = items[Number(itemMatch[1])]!.uid;
    placed.cells.set(uid, { ...placed.cells.get(uid), [itemMatch[2]!]: message });
  }
  return placed;
}

export const noErrors: PlacedErrors = { header: {}, cells: new Map(), general: [] };

export function hasErrors(errors: PlacedErrors): boolean {
  return Object.keys(errors.header).length > 0 || errors.cells.size > 0 || errors.general.length > 0;
}
