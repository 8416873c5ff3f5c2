/**
 * The top of every printed document (decision 0026): the letterhead (the firm's logo or name and
 * address), the document's name and number, the buyer and the work site, and the kind's header fields.
 */
import type { ExtraField } from '@shared/domain/documents/document-kinds';
import type { PdfNode } from '../../../platform/pdf/pdf';
import type { PagePlan } from '../layouts/layouts.data';
import type { Party, PrintDocument } from '../printing.mapper';
import { CONTENT_WIDTH, labelled, RULE, rule } from '../style/style.data';

interface Field {
  label: string;
  value: string;
}

const FIELDS_WIDTH = 215;
/** The logo is scaled to fit this box, keeping its proportions. */
const LOGO_BOX: [number, number] = [170, 58];

/** "2026-11-21T07:30" (a planner's local time) → "2026-11-21 07:30"; a date stays a date. */
function dateText(value: string | null): string {
  return value ? value.replace('T', ' ').slice(0, 16) : '';
}

/** The kind's header fields (its definition's `extraFields`), as label and text. */
const extraFieldText: Record<ExtraField, (doc: PrintDocument) => Field> = {
  validTill: (doc) => ({ label: 'Giltig till', value: dateText(doc.header.validTill) }),
  dueDate: (doc) => ({ label: 'Förfallodatum', value: dateText(doc.header.dueDate) }),
  paymentDelay: (doc) => ({
    label: 'Betalningsvillkor',
    value: doc.header.paymentDelay === null ? '' : `${doc.header.paymentDelay} dagar netto`,
  }),
  plannedStartDate: (doc) => ({ label: 'Planerad start', value: dateText(doc.header.plannedStartDate) }),
  plannedEndDate: (doc) => ({ label: 'Planerat slut', value: dateText(doc.header.plannedEndDate) }),
  assigneeUids: (doc) => ({ label: 'Montörer', value: doc.assignees.join(', ') }),
  // A note of several lines: printed with the document's notes, not in the field box.
  workOrderNote: () => ({ label: '', value: '' }),
  deliveryDate: (doc) => ({ label: 'Leveransdatum', value: dateText(doc.header.deliveryDate) }),
  creditedInvoiceUid: (doc) => ({
    label: 'Krediterar faktura',
    value: doc.creditedNumber === null ? '' : String(doc.creditedNumber),
  }),
};

/** "Faktura 10001", or "Faktura (utkast)" before completion gives it a number. */
export function documentName(doc: Pick<PrintDocument, 'kind' | 'number'>): string {
  return doc.number === null ? `${doc.kind.label} (utkast)` : `${doc.kind.label} ${doc.number}`;
}

export function headerFields(doc: PrintDocument): Field[] {
  const { header } = doc;
  const fields: Field[] = [
    { label: 'Datum', value: header.docDate },
    ...doc.kind.extraFields.map((f) => extraFieldText[f](doc)),
    { label: 'Kundnummer', value: doc.buyer.number ?? '' },
    { label: 'Vår referens', value: doc.ourReference },
    { label: 'Er referens', value: header.clientContact.name },
    { label: 'Märkning', value: header.mark },
    { label: 'Objekt', value: header.object },
    ...(doc.hook.headerFields?.({ header, number: doc.number }) ?? []),
  ];
  return fields.filter((f) => f.value.trim() !== '');
}

function sellerTop(doc: PrintDocument): PdfNode {
  const { seller } = doc;
  const mark: PdfNode = seller.logo
    ? { image: 'logo', fit: LOGO_BOX, margin: [0, 0, 0, 4] }
    : { text: seller.name, style: 'companyName' };
  // With a logo the address line says who the firm is; hidden name and no logo leave only the address.
  return { stack: [mark, { text: seller.lines.join(' · '), style: 'label', margin: [0, 2, 0, 0] }] };
}

function nameBlock(doc: PrintDocument, plan: PagePlan, copy: boolean): PdfNode {
  const name = plan.blank ? doc.kind.label : documentName(doc);
  return {
    width: FIELDS_WIDTH,
    stack: [
      { text: name, style: 'docName' },
      ...(plan.subtitle ? [{ text: plan.subtitle, style: 'docNumber' }] : []),
      ...(copy ? [{ text: 'Kopia', style: 'copy' }] : []),
    ],
  };
}

export function letterhead(doc: PrintDocument, plan: PagePlan, copy: boolean): PdfNode {
  return [
    { columns: [{ width: '*', ...(sellerTop(doc) as object) }, nameBlock(doc, plan, copy)], columnGap: 16 },
    { ...(rule() as object), margin: [0, 8, 0, 10] },
  ];
}

function partyBlock(label: string, party: Party): PdfNode {
  return {
    stack: [
      { text: label.toUpperCase(), style: 'blockLabel', margin: [0, 0, 0, 2] },
      ...(party.name.trim() ? [{ text: party.name, style: 'partyName' }] : []),
      ...party.lines.map((l) => ({ text: l })),
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Two columns of header fields in a quiet box: label over value, long values wrap inside. */
function fieldBox(fields: readonly Field[]): PdfNode {
  const cells = fields.map((f) => labelled(f.label, { text: f.value }));
  const rows: PdfNode[][] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push([cells[i]!, cells[i + 1] ?? '']);
  return {
    width: FIELDS_WIDTH,
    table: { widths: ['*', '*'], body: rows.length > 0 ? rows : [['', '']] },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0.6 : 0,
      vLineWidth: (i: number) => (i === 0 || i === 2 ? 0.6 : 0),
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingLeft: () => 6,
      paddingTop: (i: number) => (i === 0 ? 5 : 1),
      paddingBottom: () => 0,
    },
  };
}

/** A blank form's fields: the labels with a line to write on. */
function blankFields(labels: readonly string[]): PdfNode {
  return {
    width: FIELDS_WIDTH,
    stack: labels.map((label) => ({
      stack: [{ text: label, style: 'label' }, rule(FIELDS_WIDTH, '#9aa5b1')],
      margin: [0, 4, 0, 10],
    })),
  };
}

function blankParty(): PdfNode {
  // pdfmake writes its layout into the nodes it is given: each line is a node of its own.
  const line = () => ({
    ...(rule(CONTENT_WIDTH - FIELDS_WIDTH - 16, '#9aa5b1') as object),
    margin: [0, 18, 0, 0],
  });
  return { stack: [{ text: 'KUND', style: 'blockLabel' }, line(), line(), line(), line()] };
}

export function parties(doc: PrintDocument, plan: PagePlan): PdfNode {
  if (plan.blank) {
    return {
      columns: [
        { width: '*', ...(blankParty() as object) },
        blankFields(['Datum', 'Märkning', 'Objekt', 'Vår referens']),
      ],
      columnGap: 16,
    };
  }
  const left = [
    partyBlock(doc.buyer.label, doc.buyer),
    ...(doc.site ? [partyBlock(doc.kind.fromProvider ? 'Leveransadress' : 'Arbetsplats', doc.site)] : []),
  ];
  return { columns: [{ width: '*', stack: left }, fieldBox(headerFields(doc))], columnGap: 16 };
}

/** The document's title and notes (and a work order's note), above the lines. */
export function titleAndNotes(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  if (plan.blank) return [];
  const { header } = doc;
  const notes = [header.notes, doc.kind.extraFields.includes('workOrderNote') ? header.workOrderNote : '']
    .filter((n) => n.trim() !== '')
    .map((n) => ({ text: n, style: 'notes', margin: [0, 0, 0, 4] }));
  return [...(header.title.trim() ? [{ text: header.title, style: 'title' }] : []), ...notes];
}
