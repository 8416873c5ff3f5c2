/**
 * A payment reminder printed (issue #16, decision 0034): a part built from the shared ones, not a template
 * of its own. The invoice's letterhead and buyer, "Betalningspåminnelse" over the invoice's number, the
 * invoice's figures, the REMINDER_FEE and INTEREST rows with the sum to pay, the notes, and the invoice's
 * payment block (its OCR; the QR for the reminder's sum) asking to be paid within the reminder's days.
 */
import { formatAmount, formatKr } from '@shared/domain/format';
import type { PaymentQrSettings } from '@shared/domain/payments/payment-qr';
import { reminderPayBy, reminderTotal } from '@shared/domain/payments/reminders';
import type { PdfNode, PdfSection } from '../../../../platform/pdf/pdf';
import { letterhead, parties } from '../../heading/heading.pdf';
import type { PagePlan } from '../../layouts/layouts.data';
import { type PrintContext, pageFooter } from '../../layouts/layouts.pdf';
import type { PrintDocument } from '../../printing.mapper';
import { ACCENT, RULE, right, SHADE } from '../../style/style.data';
import { paymentBlock } from '../../totals/totals.pdf';
import { type PaymentExtension, paymentExtensionOf } from '../../totals/totals.rules';

export const REMINDER_TITLE = 'Betalningspåminnelse';

/** One reminder as printed: the stored reminder and the invoice's balance at printing. */
export interface ReminderPrint {
  reminderDate: string;
  feeOre: number;
  interestOre: number;
  paidOre: number;
  creditedOre: number;
  remainingOre: number;
  note: string;
}

/** The reminder's plan over the shared parts: no line table, no invoice totals, the payment block. */
const reminderPlan: PagePlan = {
  subtitle: null,
  blank: false,
  lines: 'NONE',
  vatPerLine: false,
  prices: 'SALES',
  grossBeside: false,
  totals: 'NONE',
  payment: true,
};

function invoiceTable(doc: PrintDocument, r: ReminderPrint): PdfNode {
  // A credit invoice lowered the debt: shown as its own column, never as a payment.
  const credited = r.creditedOre > 0;
  const head = [
    'Faktura',
    'Fakturadatum',
    'Förfallodatum',
    'Fakturabelopp',
    ...(credited ? ['Krediterat'] : []),
    'Betalt',
    'Återstår',
  ];
  const amounts = [
    doc.totals.totalPayableSumOre,
    ...(credited ? [r.creditedOre] : []),
    r.paidOre,
    r.remainingOre,
  ];
  return {
    table: {
      headerRows: 1,
      widths: ['*', ...head.slice(1).map(() => 'auto')],
      body: [
        head.map((h, i) => (i >= 3 ? right(h, { style: 'th' }) : { text: h, style: 'th' })),
        [
          `Faktura ${doc.number ?? ''}`,
          doc.header.docDate,
          doc.header.dueDate ?? '',
          ...amounts.map((ore) => right(formatAmount(ore))),
        ],
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 0.8 : i === 2 ? 0.6 : 0),
      hLineColor: (i: number) => (i === 1 ? ACCENT : RULE),
      vLineWidth: () => 0,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 12, 0, 0],
  };
}

function summaryRows(r: ReminderPrint): [string, string, boolean][] {
  return [
    ['Återstående belopp', formatAmount(r.remainingOre), false],
    ['Påminnelseavgift', formatAmount(r.feeOre), false],
    ...(r.interestOre > 0
      ? [
          [`Dröjsmålsränta t.o.m. ${r.reminderDate}`, formatAmount(r.interestOre), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ['Att betala', formatKr(reminderTotal(r)), true],
  ];
}

function summaryBox(r: ReminderPrint): PdfNode {
  const rows = summaryRows(r);
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 265,
        table: {
          widths: ['*', 'auto'],
          body: rows.map(([label, amount, grand]) =>
            grand
              ? [{ text: label, style: 'grandTotal' }, right(amount, { style: 'grandTotal' })]
              : [label, right(amount)],
          ),
        },
        layout: {
          hLineWidth: (i: number) => (i === rows.length - 1 ? 1 : 0),
          hLineColor: () => ACCENT,
          vLineWidth: () => 0,
          fillColor: () => SHADE,
          paddingLeft: () => 8,
          paddingRight: () => 8,
          paddingTop: (i: number) => (i === rows.length - 1 ? 5 : 2),
          paddingBottom: () => 2,
        },
      },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
}

/** The invoice as the reminder's parts read it: dated the reminder, payable by the reminder's day. */
function reminderDocument(
  doc: PrintDocument,
  r: ReminderPrint,
  qrSettings: PaymentQrSettings,
): { heading: PrintDocument; fields: PrintDocument; payable: PrintDocument } {
  const payBy = reminderPayBy(r.reminderDate);
  const total = reminderTotal(r);
  const payment: PaymentExtension = paymentExtensionOf(qrSettings, {
    number: doc.number,
    completed: true,
    paid: doc.hook.paymentBlock === true,
    credit: doc.kind.credits,
    docDate: doc.header.docDate,
    dueDate: payBy,
    payableOre: total,
  });
  return {
    // The letterhead names the reminder; the invoice's number stands under it.
    heading: { ...doc, kind: { ...doc.kind, label: REMINDER_TITLE } },
    // The field box: dated the reminder, without the invoice's own due date and terms (in the table).
    fields: {
      ...doc,
      kind: { ...doc.kind, extraFields: [] },
      header: { ...doc.header, docDate: r.reminderDate },
    },
    payable: {
      ...doc,
      header: { ...doc.header, dueDate: payBy },
      totals: { ...doc.totals, totalPayableSumOre: total },
      payment,
    },
  };
}

function notes(r: ReminderPrint, firmNote: string): PdfNode[] {
  return [r.note, firmNote]
    .map((n) => n.trim())
    .filter((n) => n !== '')
    .map((n) => ({ text: n, style: 'notes', margin: [0, 8, 0, 0] }));
}

/** One reminder, `copies` times (the second and later say "Kopia"), each a section of its own. */
export function reminderSections(input: {
  doc: PrintDocument;
  reminder: ReminderPrint;
  context: PrintContext;
  qrSettings: PaymentQrSettings;
  firmNote: string;
  copies: number;
}): PdfSection[] {
  const { doc, reminder: r } = input;
  const { heading, fields, payable } = reminderDocument(doc, r, input.qrSettings);
  const payBy = reminderPayBy(r.reminderDate);
  const intro =
    `Enligt våra noteringar har vi ännu inte fått full betalning för fakturan nedan, som förföll ` +
    `${doc.header.dueDate ?? ''}. Vänligen betala ${formatKr(reminderTotal(r))} senast ${payBy}. ` +
    'Har du redan betalat kan du bortse från denna påminnelse.';
  return Array.from({ length: Math.max(1, input.copies) }, (_, copy) => ({
    content: [
      letterhead(
        heading,
        { ...reminderPlan, blank: true, subtitle: `Faktura ${doc.number ?? ''}` },
        copy > 0,
      ),
      parties(fields, reminderPlan),
      { text: intro, margin: [0, 10, 0, 0] },
      invoiceTable(doc, r),
      summaryBox(r),
      ...notes(r, input.firmNote),
      ...paymentBlock(payable, reminderPlan),
    ],
    footer: (page) => pageFooter(doc, input.context, page),
  }));
}
