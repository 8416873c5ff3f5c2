import type { PublicDocument, PublicLine } from '@shared/api/clientLinks.api';
import { qrSvgDataUrl } from '../../../platform/pdf/qr';
import type { TableOptions } from '../lines/lines.pdf';
import { discountText, unitPrice } from '../lines/lines.pdf';
import type { PrintDocument, PrintLine } from '../printing.mapper';
import type { PrintPicture } from '../printing.repository';

/**
 * The client's copy as data for the client's page (issue #21): what the CLIENT layout prints, cell by
 * cell from the same functions, and nothing else — no purchase price, markup, margin or internal note.
 */
function clientLine(line: PrintLine, table: TableOptions): PublicLine {
  const { item } = line;
  const code = table.printArticle ? (item.article ?? item.code) : table.printCode ? item.rskNumber : null;
  if (item.type === 'COMMENT')
    return {
      type: 'COMMENT',
      code: null,
      description: item.description,
      comment: '',
      quantity: 0,
      unit: '',
      unitPriceOre: null,
      discount: '',
      sumOre: null,
    };
  return {
    type: 'ITEM',
    code: code ?? null,
    description: item.description,
    comment: item.comment.trim(),
    quantity: item.quantity,
    unit: item.unit,
    unitPriceOre: unitPrice(line),
    discount: discountText(line),
    sumOre: line.amounts.sumOre,
  };
}

function dataUrl(picture: PrintPicture | null): string | null {
  return picture ? `data:${picture.contentType};base64,${picture.content.toString('base64')}` : null;
}

export function toClientCopy(
  doc: PrintDocument,
  facts: { table: TableOptions; logo: PrintPicture | null },
): Pick<PublicDocument, 'firm' | 'document'> {
  const { header, totals } = doc;
  const paid = doc.payment.ocr !== null;
  return {
    firm: { name: doc.seller.name, logoDataUrl: dataUrl(facts.logo), details: doc.seller.details },
    document: {
      docType: doc.kind.type,
      kindLabel: doc.kind.label,
      number: doc.number,
      title: header.title,
      notes: header.notes,
      mark: header.mark,
      object: header.object,
      docDate: header.docDate,
      validTill: doc.kind.extraFields.includes('validTill') ? header.validTill : null,
      dueDate: doc.kind.extraFields.includes('dueDate') ? header.dueDate : null,
      buyer: { name: doc.buyer.name, lines: doc.buyer.lines },
      site: doc.site,
      ourReference: doc.ourReference,
      lines: doc.lines.map((line) => clientLine(line, facts.table)),
      totals: {
        netSumOre: totals.netSumOre,
        docMaterialsDiscountOre: totals.docMaterialsDiscountOre,
        vat: totals.vat,
        vatSumOre: totals.vatSumOre,
        totalSumOre: totals.totalSumOre,
        roundingOre: totals.roundingOre,
        taxDeductionOre: totals.taxDeductionOre,
        totalPayableSumOre: totals.totalPayableSumOre,
        reverseTaxLiability: header.reverseTaxLiability,
      },
      payment: paid
        ? {
            giro: doc.giro,
            ocr: doc.payment.ocr,
            dueDate: header.dueDate,
            payableOre: totals.totalPayableSumOre,
            qr: doc.payment.qr
              ? { imageDataUrl: qrSvgDataUrl(doc.payment.qr.payload), caption: doc.payment.qr.caption }
              : null,
          }
        : null,
    },
  };
}
