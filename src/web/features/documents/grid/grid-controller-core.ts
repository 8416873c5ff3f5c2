import type { DocumentItemData } from '@shared/api/documents';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import type { MutableRefObject, RefObject } from 'react';
import type { DocumentGridProps, GridChange } from './DocumentGrid';
import type { ColumnKey, GridColumn } from './grid-columns';
import type { GridNavContext, GridNavState } from './grid-navigation';

export interface MenuState {
  row: number;
  x: number;
  y: number;
}

export interface PendingDuplicate {
  line: DocumentItemData;
  existing: DocumentItemData;
}

export type LineDialog = 'free' | 'special' | null;

export type GridControllerProps = DocumentGridProps & {
  pricing: PricingInput;
  columns: readonly GridColumn[];
};

export const changeLabels: Partial<Record<ColumnKey, string>> = {
  code: 'Ändra artikelnummer',
  description: 'Ändra benämning',
  quantity: 'Ändra antal',
  unit: 'Ändra enhet',
  price: 'Ändra pris',
  discount: 'Ändra rabatt',
  purchasePrice: 'Ändra inköpspris',
};

export function lineCountLabel(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{n}', String(n));
}

/** The controller's shared state and helpers, handed to the hooks that do one part of its work. */
export interface GridCore {
  columns: readonly GridColumn[];
  readOnly: boolean;
  propsRef: MutableRefObject<GridControllerProps>;
  latest: MutableRefObject<{ fromProps: DocumentItemData[]; items: DocumentItemData[] }>;
  navRef: MutableRefObject<GridNavState>;
  setNav: (next: GridNavState | ((s: GridNavState) => GridNavState)) => void;
  ctxRef: MutableRefObject<GridNavContext>;
  gridRef: RefObject<HTMLDivElement | null>;
  emit: (next: DocumentItemData[], change: GridChange) => void;
  lineByUid: (uid: string) => DocumentItemData | undefined;
  pricedByMarkupOf: (item: DocumentItemData) => boolean;
  setNote: (note: { uid: string; text: string } | null) => void;
  focusGrid: () => void;
  focusAdd: () => void;
}
