/**
 * The columns an employee can choose for a document list (issue #6, list view settings). A kind shows its
 * registry columns and the relation column by default; the other columns every row carries can be added.
 */
import {
  type DocumentType,
  documentKinds,
  type KindListColumn,
  kindListColumns,
  type ListColumn,
  listColumns,
} from './document-kinds';

/** Columns beyond the registry's: relation status, the provider follow-ups' state, sent and folder. */
export const extraListColumns = [
  'relation',
  'readState',
  'unixType',
  'sentAt',
  'folder',
  /** The client's link (issue #21): on the kinds whose definition has one. */
  'clientLink',
  /** When the e-invoice was sent (issue #20): on the kinds whose definition sends e-invoices. */
  'eInvoice',
] as const;
export type DocumentListColumnId = ListColumn | (typeof extraListColumns)[number];

export const documentColumnLabels: Record<DocumentListColumnId, string> = {
  number: 'Nummer',
  docDate: 'Datum',
  client: 'Kund',
  mark: 'Märkning',
  title: 'Rubrik',
  employee: 'Handläggare',
  totalSum: 'Summa',
  totalPayableSum: 'Att betala',
  validTill: 'Giltig t.o.m.',
  dueDate: 'Förfallodag',
  plannedStartDate: 'Planerad start',
  status: 'Status',
  modifiedAt: 'Ändrad',
  relation: 'Relation',
  readState: 'Läsläge',
  unixType: 'Typ',
  sentAt: 'Skickad',
  folder: 'Mapp',
  clientLink: 'Kundlänk',
  eInvoice: 'E-faktura',
};

const isKindColumn = (id: DocumentListColumnId): id is KindListColumn =>
  (kindListColumns as readonly string[]).includes(id);

/** Columns that only mean something for some kinds: those the kind's definition names as its own. */
function columnApplies(type: DocumentType, id: DocumentListColumnId): boolean {
  if (id === 'clientLink') return documentKinds[type].clientLink !== 'NONE';
  if (id === 'eInvoice') return documentKinds[type].eInvoice !== 'NONE';
  return !isKindColumn(id) || documentKinds[type].ownListColumns.includes(id);
}

export interface DocumentColumnDefinition {
  id: DocumentListColumnId;
  label: string;
  visible: boolean;
  required?: boolean;
}

/**
 * The kind's columns in their default order: the registry's shown, the rest available but hidden. The
 * title starts hidden: the mark says which job it is, and at 1366 px the relation column needs the room.
 */
export function documentListColumnCatalogue(type: DocumentType): DocumentColumnDefinition[] {
  const shown: DocumentListColumnId[] = documentKinds[type].listColumns.filter((c) => c !== 'title');
  shown.push(...documentKinds[type].ownListColumns);
  shown.push('relation');
  const hidden = [...listColumns, ...extraListColumns].filter(
    (id) => !shown.includes(id) && columnApplies(type, id),
  );
  return [
    ...shown.map((id) => ({ id, label: documentColumnLabels[id], visible: true })),
    ...hidden.map((id) => ({ id, label: documentColumnLabels[id], visible: false })),
  ].map((c) => (c.id === 'number' ? { ...c, required: true } : c));
}
