import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { computeLine } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';

/** One line of the export: sales figures only, never a purchase price, markup or margin. */
export interface ExportedLine {
  /** The line's number as the grid numbers it (comment rows count, decision 0021). */
  row: number;
  rskNumber: string;
  code: string;
  description: string;
  /** Thousandths of the unit; null on a comment row. */
  quantity: number | null;
  unit: string;
  /** The unit price before the line's discount (a markup-priced line's computed price). */
  priceOre: number | null;
  discountBp: number | null;
  /** An amount off each unit, after the percentage. */
  discountOre: number | null;
  sumOre: number | null;
}

/** The figures the editor shows for each line, from the same shared line computation. */
export function toExportedLines(
  header: DocumentHeader,
  items: readonly DocumentItemData[],
  kind: Pick<DocumentKind, 'credits'>,
): ExportedLine[] {
  const pricing = pricingOf(header, kind);
  return items.map((item, i) => {
    const base = {
      row: i + 1,
      rskNumber: item.rskNumber ?? '',
      code: item.code,
      description: item.comment ? `${item.description}\n${item.comment}` : item.description,
    };
    if (item.type === 'COMMENT') {
      return {
        ...base,
        quantity: null,
        unit: '',
        priceOre: null,
        discountBp: null,
        discountOre: null,
        sumOre: null,
      };
    }
    const amounts = computeLine(toLineInput(item), pricing);
    // A line past the bounds of decision 0021 has no exact sum; the totals leave it out as well.
    const sumOre = Number.isSafeInteger(amounts.sumOre) ? amounts.sumOre : null;
    return {
      ...base,
      quantity: item.quantity,
      unit: item.unit,
      priceOre: amounts.pricedByMarkup ? amounts.unitNetOre : item.priceOre,
      discountBp: item.discountBp,
      discountOre: item.discountOre,
      sumOre,
    };
  });
}
