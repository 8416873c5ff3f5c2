/**
 * The vocabulary of the document kind registry (decision 0010): the kinds, their fields, layouts, list
 * columns and statuses, and the shape of one kind's definition. `document-kinds.ts` holds the definitions.
 */
import type { SiteOption } from '../access';
import type { NumberedDocType } from '../number-series';

export const documentTypes = [
  'OFFER',
  'COST_CALCULATION',
  'ADDITIONAL_ESTIMATE',
  'CUSTOMER_ORDER',
  'WORK_ORDER',
  'INVOICE',
  'CREDIT_INVOICE',
  'INTEREST_INVOICE',
  'UNIX_ORDER',
  'UNIX_INVOICE',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Header fields only some kinds have (api-spec §3.1); the editor shows and the engine checks these. */
export const extraFields = [
  'validTill',
  'dueDate',
  'paymentDelay',
  'plannedStartDate',
  'plannedEndDate',
  'assigneeUids',
  'workOrderNote',
  'deliveryDate',
  'creditedInvoiceUid',
] as const;
export type ExtraField = (typeof extraFields)[number];

/** api-spec §4 print layouts. */
export const printLayouts = [
  'CLIENT',
  'CLIENT_TOTALS',
  'CLIENT_WITH_MOMS',
  'INTERNAL',
  'NO_PRICES',
  'NO_PRICES_NO_TOTAL',
  'TIME_LOG',
  'CLIENT_AND_INTERNAL',
  'EMPTY',
  'UNIX_NETTO',
  'UNIX_BRUTTO',
] as const;
export type PrintLayout = (typeof printLayouts)[number];

/** Columns a kind's list can show; the list query computes every one of them from the same row. */
export const listColumns = [
  'number',
  'docDate',
  'client',
  'mark',
  'title',
  'employee',
  'totalSum',
  'totalPayableSum',
  'validTill',
  'dueDate',
  'plannedStartDate',
  'status',
  'modifiedAt',
] as const;
export type ListColumn = (typeof listColumns)[number];

/** List columns only some kinds have: the provider's records' state and type, a customer order's sending. */
export const kindListColumns = ['readState', 'unixType', 'sentAt'] as const;
export type KindListColumn = (typeof kindListColumns)[number];

/** A document is a draft until it is completed; `locked` is completed and never to be changed again. */
export const documentStatuses = ['DRAFT', 'COMPLETED', 'LOCKED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentStatusLabels: Record<DocumentStatus, string> = {
  DRAFT: 'Utkast',
  COMPLETED: 'Klar',
  LOCKED: 'Låst',
};

export interface DocumentKind {
  type: DocumentType;
  /** The route segment under /montor/dokument (product-spec §2) and the API path names (api-spec §7.4). */
  slug: string;
  loadPath: string;
  listPath: string;
  /** Swedish names: one document, several, and "en/ett" for "Ny …" buttons. */
  label: string;
  pluralLabel: string;
  newLabel: string;
  siteOption: SiteOption;
  /** The firm's number series; null for the provider's documents, which carry the provider's numbers. */
  series: NumberedDocType | null;
  /** Whether the firm creates it in Montör (the provider's follow-ups arrive from the provider). */
  creatable: boolean;
  /**
   * Completing allocates the number. Undoing completion is refused for the invoice kinds: a completed
   * invoice is an accounting record (bokföringslagen) and is corrected by a credit invoice.
   */
  completion: 'UNDOABLE' | 'LOCKS' | 'NONE';
  extraFields: readonly ExtraField[];
  /** Lines can be priced (false for the interest invoice, whose rows are computed interest). */
  hasItems: boolean;
  /**
   * What "Skapa …" makes of it (createFromSource, decision 0013) and, the inverse, what it can be made
   * from. The interest invoice is absent: the interest run makes it, not create-from.
   */
  createdFrom: readonly DocumentType[];
  turnsInto: readonly DocumentType[];
  printLayouts: readonly PrintLayout[];
  listColumns: readonly ListColumn[];
  /** The provider's own records (follow-ups, invoices): listed with their read state and type. */
  fromProvider: boolean;
  /** The kind's own list columns besides the registry's, shown by default after them. */
  ownListColumns: readonly KindListColumn[];
  /**
   * As a create-from source: its lines are re-priced by the chosen provider price mode, and the sources
   * are marked used (a follow-up is used once it is made into a document).
   */
  repricedAsSource: boolean;
  /** As a create-from target: the title takes the ÄTA postfix when the user asks for one. */
  takesAtaPostfix: boolean;
  /** As a create-from target: may bill part of its source, an amount of its own (decision 0022). */
  takesPartialInvoice: boolean;
  /**
   * An accounting record the law keeps (bokföringslagen 7 kap.): never destroyed from the trash. The
   * firm's invoices once completed, the provider's invoices always.
   */
  keptByLaw: 'NO' | 'WHEN_COMPLETED' | 'ALWAYS';
  /** Its sums are a credit: negative, and "Att återbetala" (decision 0021). */
  credits: boolean;
  /**
   * ROT (0038): SHOWN lowers "Att betala" by the buyers' deduction; CLAIMED is also claimed from Skatteverket;
   * REVERSED (a credit, 0044) takes back the credited invoice's deduction in proportion to the labour credited.
   */
  taxDeduction: 'NONE' | 'SHOWN' | 'CLAIMED' | 'REVERSED';
  /** The client's link (0043): DECIDE to accept or decline (offer, ÄTA), VIEW with payment details (invoice). */
  clientLink: 'NONE' | 'VIEW' | 'DECIDE';
  /** Worked on site (issue #19, decision 0048): a time log with a timer, assignees' statuses, planning flags. */
  timeLogged: boolean;
  /** Sent as a PEPPOL e-invoice (issue #20, decision 0050): an Invoice or a CreditNote, or never. */
  eInvoice: 'NONE' | 'INVOICE' | 'CREDIT_NOTE';
}
