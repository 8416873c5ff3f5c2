/**
 * The columns of the document line grid (issue #5 "The editor", product-spec §3 cell kinds). Pure data so
 * the navigation and the layout can be tested without React: which columns show at a given width and
 * for an employee who may not see net prices, and what kind of cell each column is on a given line.
 */
import type { DocumentItemData } from '@shared/api/documents';

export type ColumnKey =
  | 'nr'
  | 'code'
  | 'description'
  | 'quantity'
  | 'unit'
  | 'price'
  | 'discount'
  | 'sum'
  | 'purchasePrice'
  | 'profit'
  | 'icons';

/** product-spec §3: editable text, editable number, editable rich text, read-only, read-only number, selectable. */
export type CellKind = 'text' | 'number' | 'richText' | 'readOnly' | 'readOnlyNumber' | 'select';

export interface GridColumn {
  key: ColumnKey;
  label: string;
  /** Fixed width in px; the description takes what is left (at least `width`). */
  width: number;
  align: 'left' | 'right' | 'center';
  /** Lower is dropped first when the grid is narrow; Infinity never. */
  keep: number;
  /** Needs the right to see net prices and margins. */
  net?: boolean;
}

const columns: readonly GridColumn[] = [
  { key: 'nr', label: 'Nr', width: 44, align: 'right', keep: Number.POSITIVE_INFINITY },
  { key: 'code', label: 'Art.nr', width: 100, align: 'left', keep: 5 },
  { key: 'description', label: 'Benämning', width: 170, align: 'left', keep: Number.POSITIVE_INFINITY },
  { key: 'quantity', label: 'Antal', width: 64, align: 'right', keep: Number.POSITIVE_INFINITY },
  { key: 'unit', label: 'Enhet', width: 56, align: 'left', keep: 3 },
  { key: 'price', label: 'À-pris', width: 88, align: 'right', keep: Number.POSITIVE_INFINITY },
  { key: 'discount', label: 'Rabatt %', width: 74, align: 'right', keep: 4 },
  { key: 'sum', label: 'Summa', width: 96, align: 'right', keep: Number.POSITIVE_INFINITY },
  { key: 'purchasePrice', label: 'Inköpspris', width: 84, align: 'right', keep: 2, net: true },
  { key: 'profit', label: 'TB', width: 86, align: 'right', keep: 1, net: true },
  { key: 'icons', label: '', width: 60, align: 'center', keep: Number.POSITIVE_INFINITY },
];

export const allColumns = columns;

/** Room the grid's borders and a scrollbar take besides the columns. */
const CHROME_PX = 20;

/**
 * The columns that fit `width` px: net-price columns only for an employee allowed to see them, and the
 * least important ones left out until the rest fits, so the grid never scrolls sideways.
 */
export function visibleColumns(width: number, netPricesVisible: boolean): GridColumn[] {
  let shown = columns.filter((c) => netPricesVisible || !c.net);
  const total = () => shown.reduce((sum, c) => sum + c.width, CHROME_PX);
  while (total() > width) {
    const droppable = shown.filter((c) => Number.isFinite(c.keep));
    if (droppable.length === 0) break;
    const least = droppable.reduce((a, b) => (b.keep < a.keep ? b : a));
    shown = shown.filter((c) => c !== least);
  }
  return shown;
}

/** CSS grid-template-columns for the shown columns: the description takes the free space. */
export function gridTemplate(shown: readonly GridColumn[]): string {
  return shown.map((c) => (c.key === 'description' ? `minmax(${c.width}px, 1fr)` : `${c.width}px`)).join(' ');
}

/** Below this width the grid shows a card per line instead of a table. */
export const CARD_LAYOUT_MAX_PX = 640;

export interface CellContext {
  readOnly: boolean;
  netPricesVisible: boolean;
  /** The line is priced by markup on the purchase price (LineAmounts.pricedByMarkup). */
  pricedByMarkup: boolean;
}

/** Columns a comment row's text covers: from the description up to the icons. */
const commentSpan: ReadonlySet<ColumnKey> = new Set([
  'description',
  'quantity',
  'unit',
  'price',
  'discount',
  'sum',
  'purchasePrice',
  'profit',
]);

export function isCoveredByComment(key: ColumnKey): boolean {
  return key !== 'description' && commentSpan.has(key);
}

/** What kind of cell `key` is on `item`, following product-spec §3. */
export function cellKind(key: ColumnKey, item: Pick<DocumentItemData, 'type'>, ctx: CellContext): CellKind {
  const editable = !ctx.readOnly;
  const comment = item.type === 'COMMENT';
  switch (key) {
    case 'nr':
    case 'icons':
      return 'readOnly';
    case 'code':
      return editable && item.type !== 'COMMENT' ? 'text' : 'readOnly';
    case 'description':
      if (comment) return editable ? 'richText' : 'readOnly';
      return editable ? 'text' : 'readOnly';
    case 'unit':
      if (comment) return 'readOnly';
      return editable ? 'select' : 'readOnly';
    case 'quantity':
    case 'price':
      if (comment) return 'readOnly';
      return editable ? 'number' : 'readOnlyNumber';
    case 'purchasePrice':
      if (comment) return 'readOnly';
      return editable && ctx.netPricesVisible ? 'number' : 'readOnlyNumber';
    case 'discount':
      if (comment) return 'readOnly';
      // Påslag is a margin figure: an employee without net prices sees it but may not change it.
      if (ctx.pricedByMarkup && !ctx.netPricesVisible) return 'readOnlyNumber';
      return editable ? 'number' : 'readOnlyNumber';
    case 'sum':
    case 'profit':
      return comment ? 'readOnly' : 'readOnlyNumber';
  }
}

export function isEditableKind(kind: CellKind): boolean {
  return kind === 'text' || kind === 'number' || kind === 'richText' || kind === 'select';
}

/** The item field a column edits, for change labels, undo coalescing and server error paths. */
export function columnField(key: ColumnKey, pricedByMarkup: boolean): string | null {
  switch (key) {
    case 'code':
      return 'code';
    case 'description':
      return 'description';
    case 'quantity':
      return 'quantity';
    case 'unit':
      return 'unit';
    case 'price':
      return 'priceOre';
    case 'discount':
      return pricedByMarkup ? 'markupBp' : 'discountBp';
    case 'purchasePrice':
      return 'purchasePriceOre';
    default:
      return null;
  }
}

/** The header of the discount column follows the line pricing: "Påslag %" when every line is marked up. */
export function discountLabel(pricedByMarkup: boolean): string {
  return pricedByMarkup ? 'Påslag %' : 'Rabatt %';
}
