/**
 * Rule problems at their place: header messages by field (`mark`), line messages by line uid and cell
 * (`items.3.discountBp` → line 3's uid, `discountBp`). The server names parameter paths (`data.mark`); the
 * shared rules name paths inside the data (`mark`); both end up here.
 */
import type { DocumentItemData } from '@shared/api/documents';

export interface PlacedErrors {
  header: Record<string, string>;
  cells: Map<string, Partial<Record<string, string>>>;
  /** Messages without a field of their own (at least one article row …). */
  general: string[];
}

const ITEM_PATH = /^items\.(\d+)\.(\w+)$/;

export function placeErrors(
  problems: readonly { field: string | null | undefined; message: string }[],
  items: readonly DocumentItemData[],
): PlacedErrors {
  const placed: PlacedErrors = { header: {}, cells: new Map(), general: [] };
  for (const { field, message } of problems) {
    const path = (field ?? '').replace(/^data\./, '');
    const itemMatch = ITEM_PATH.exec(path);
    if (itemMatch) {
      const item = items[Number(itemMatch[1])];
      if (!item) {
        placed.general.push(message);
        continue;
      }
      const cells = placed.cells.get(item.uid) ?? {};
      cells[itemMatch[2]!] ??= message;
      placed.cells.set(item.uid, cells);
    } else if (path && path !== 'items' && !path.includes('.')) {
      placed.header[path] ??= message;
    } else {
      placed.general.push(message);
    }
  }
  return placed;
}

export const noErrors: PlacedErrors = { header: {}, cells: new Map(), general: [] };

export function hasErrors(errors: PlacedErrors): boolean {
  return Object.keys(errors.header).length > 0 || errors.cells.size > 0 || errors.general.length > 0;
}
