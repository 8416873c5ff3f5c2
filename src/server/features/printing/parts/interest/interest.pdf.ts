/**
 * A kind's own table (`print.table`), printed after the lines: the interest invoice's late-paid invoices
 * with due date, payment date, sum, days, rate and interest (decision 0035). The part reads only the
 * table the kind's hook gave; it knows no kind.
 */
import type { PdfNode } from '../../../../platform/pdf/pdf';
import type { PagePlan } from '../../layouts/layouts.data';
import type { PrintDocument } from '../../printing.mapper';
import { ACCENT, RULE, SHADE } from '../../style/style.data';

const layout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 1 || i === node.table.body.length - 1 ? 0.8 : 0,
  hLineColor: (i: number) => (i === 1 ? ACCENT : RULE),
  vLineWidth: () => 0,
  fillColor: (i: number) => (i === 0 ? SHADE : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export function kindTablePart(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  const table = doc.kindTable;
  if (!table || plan.lines === 'BLANK') return [];
  const align = (i: number) => (table.columns[i]?.right ? 'right' : 'left');
  const header = table.columns.map((c, i) => ({ text: c.label, style: 'th', alignment: align(i) }));
  const body = table.rows.map((row) => row.map((text, i) => ({ text, alignment: align(i) })));
  const footer = table.footer
    ? [table.footer.map((text, i) => ({ text, bold: true, alignment: align(i) }))]
    : [];
  if (body.length === 0) {
    return [{ text: `${table.title}: inga fakturor.`, style: 'notes', margin: [0, 8, 0, 0] }];
  }
  return [
    { text: table.title, style: 'title' },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: table.columns.map((c) => c.width),
        body: [header, ...body, ...footer],
      },
      layout,
      margin: [0, 4, 0, 0],
    },
  ];
}
