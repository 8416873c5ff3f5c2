/**
 * The closing parts of a printed document (decision 0026): the totals from the editor's own total
 * functions (sums per group, VAT per rate on its base, öresavrundning, "Att betala" or "Att återbetala"),
 * the internal purchase and margin summary, the legal texts, the kind's terms and the payment block.
 */
import { REVERSE_CHARGE_TEXT } from '@shared/domain/documents/document-lines';
import { formatAmount, formatKr } from '@shared/domain/format';
import type { PdfNode } from '../../../platform/pdf/pdf';
import type { PagePlan } from '../layouts/layouts.data';
import { marginText } from '../lines/lines.pdf';
import type { PrintDocument } from '../printing.mapper';
import { ACCENT, RULE, right, SHADE } from '../style/style.data';
import type { PaymentExtension } from './totals.rules';

const TOTALS_WIDTH = 265;

export type { PaymentExtension } from './totals.rules';

/** Whole points per module (pdfmake rounds down): 1 pt for the bank apps' code, 2–3 pt for Swish's. */
const QR_FIT = 76;

type Row = { label: string; amount: string; grand?: boolean; note?: string };

function clientRows(doc: PrintDocument): Row[] {
  const { totals } = doc;
  const rows: Row[] = [];
  for (const r of totals.summaryRows) {
    if (r.kind === 'VAT' && !rows.some((x) => x.label === 'Summa exkl. moms'))
      rows.push({ label: 'Summa exkl. moms', amount: formatAmount(totals.netSumOre) });
    const base = r.kind === 'VAT' ? totals.vat.find((v) => v.rateBp === r.rateBp) : undefined;
    rows.push({
      label: r.label,
      amount: r.kind === 'TOTAL_WITH_VAT' ? formatKr(r.amountOre) : formatAmount(r.amountOre),
      grand: r.kind === 'TOTAL_WITH_VAT',
      ...(base ? { note: `på ${formatAmount(base.baseOre)}` } : {}),
    });
  }
  if (doc.materialProfitShown)
    rows.push({ label: 'Täckningsbidrag material', amount: formatAmount(totals.materialProfitOre) });
  return rows;
}

function rowsTable(rows: readonly Row[], width: number): PdfNode {
  return {
    width,
    table: {
      widths: ['*', 'auto'],
      body: rows.map((r) => {
        const label: PdfNode = r.note
          ? { text: [r.label, { text: `  ${r.note}`, style: 'label' }] }
          : { text: r.label };
        return r.grand
          ? [{ ...(label as object), style: 'grandTotal' }, right(r.amount, { style: 'grandTotal' })]
          : [label, right(r.amount)];
      }),
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === node.table.body.length - 1 && rows.at(-1)?.grand ? 1 : 0,
      hLineColor: () => ACCENT,
      vLineWidth: () => 0,
      paddingTop: (i: number) => (rows[i]?.grand ? 5 : 1.5),
      paddingBottom: () => 1.5,
    },
  };
}

function internalRows(doc: PrintDocument): Row[] {
  const t = doc.totals;
  const profit = t.materialProfitOre + t.workProfitOre;
  return [
    { label: 'Försäljning exkl. moms', amount: formatAmount(t.netSumOre) },
    { label: 'Inköp', amount: formatAmount(t.purchaseSumOre) },
    { label: 'TB material', amount: formatAmount(t.materialProfitOre) },
    { label: 'TB arbete', amount: formatAmount(t.workProfitOre) },
    { label: 'TB totalt', amount: formatKr(profit), grand: true },
    { label: 'TG', amount: marginText(profit, t.netSumOre) || '–' },
  ];
}

function internalSummary(doc: PrintDocument): PdfNode {
  return {
    width: 210,
    stack: [
      { text: 'LÖNSAMHET', style: 'blockLabel', margin: [0, 0, 0, 3] },
      rowsTable(internalRows(doc), 210),
      ...(doc.totals.workProfitWithoutCost
        ? [{ text: 'Arbete utan inköpspris räknas helt som TB.', style: 'label', margin: [0, 3, 0, 0] }]
        : []),
    ],
  };
}

export function totalsBlock(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  if (plan.totals === 'NONE') return [];
  const left: PdfNode = plan.totals === 'INTERNAL' ? internalSummary(doc) : { width: '*', text: '' };
  const box: PdfNode = {
    width: TOTALS_WIDTH,
    table: { widths: ['*'], body: [[rowsTable(clientRows(doc), TOTALS_WIDTH - 16)]] },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      fillColor: () => SHADE,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
  };
  const gap: PdfNode = { width: '*', text: '' };
  return [
    {
      columns: plan.totals === 'INTERNAL' ? [left, gap, box] : [gap, box],
      columnGap: 12,
      margin: [0, 12, 0, 0],
      unbreakable: true,
    },
  ];
}

/** Reverse charge and the buyer's VAT number (mervärdesskattelagen), on every printout of the document. */
export function legalTexts(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  if (plan.blank || !doc.header.reverseTaxLiability) return [];
  const buyerVatNumber = doc.header.vatRegistrationId.trim();
  const stack: PdfNode[] = [{ text: REVERSE_CHARGE_TEXT, style: 'legal' }];
  if (buyerVatNumber)
    stack.push({ text: `Köparens momsregistreringsnummer: ${buyerVatNumber}`, style: 'legal' });
  return [{ stack, margin: [0, 10, 0, 0] }];
}

function paymentRows(doc: PrintDocument, ocr: string | null): [string, string][] {
  const reference: [string, string][] = ocr
    ? [['OCR-nummer', ocr]]
    : doc.number === null
      ? []
      : [['Ange som referens', `Fakturanummer ${doc.number}`]];
  return [
    ...doc.giro.map((g): [string, string] => [g.label, g.value]),
    ...(doc.header.dueDate ? [['Förfallodatum', doc.header.dueDate] as [string, string]] : []),
    ...reference,
    ['Att betala', formatKr(doc.totals.totalPayableSumOre)],
  ];
}

function qrCell(qr: NonNullable<PaymentExtension['qr']>): PdfNode {
  return {
    stack: [
      { qr: qr.payload, fit: QR_FIT, eccLevel: 'M', alignment: 'center' },
      { text: qr.caption, style: 'label', alignment: 'center', margin: [0, 3, 0, 0] },
    ],
  };
}

/**
 * Giro, due date, the reference and the sum to pay of a kind the firm is paid by, the QR beside them, and
 * the kind's terms. The OCR and QR are the document's own (the mapper's, issue #16).
 */
export function paymentBlock(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  // A cash invoice was paid when it was made (decision 0036): nothing to pay, no late-payment terms.
  if (!plan.payment || doc.header.cash) return [];
  const terms = doc.hook.terms?.({ interestOnArrearsBp: doc.interestOnArrearsBp });
  const termsNode = terms ? [{ text: terms, style: 'notes', margin: [0, 8, 0, 0] }] : [];
  if (!doc.hook.paymentBlock || doc.totals.totalPayableSumOre <= 0) return termsNode;
  const { ocr, qr } = doc.payment;
  const rows = paymentRows(doc, ocr).map(([label, value]) => ({
    // Beside a QR the cell is taller than its two lines: they sit in its middle.
    verticalAlignment: 'middle',
    stack: [
      { text: label, style: 'label' },
      { text: value, bold: true },
    ],
  }));
  return [
    {
      table: {
        widths: [...rows.map(() => '*'), ...(qr ? [QR_FIT + 16] : [])],
        body: [[...rows, ...(qr ? [qrCell(qr)] : [])]],
      },
      layout: {
        hLineWidth: () => 0.8,
        vLineWidth: (i: number, node: { table: { widths: unknown[] } }) =>
          i === 0 || i === node.table.widths.length ? 0.8 : 0,
        hLineColor: () => ACCENT,
        vLineColor: () => ACCENT,
        paddingLeft: () => 8,
        paddingTop: () => 6,
        paddingBottom: () => 6,
      },
      margin: [0, 16, 0, 0],
      unbreakable: true,
    },
    ...termsNode,
  ];
}
