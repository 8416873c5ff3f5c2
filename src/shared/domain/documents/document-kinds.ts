/**
 * The document kind registry (issue #5, docs/decisions/0010-document-engine.md). Every kind of business
 * document is a small definition read by one engine: one set of tables, one save/load path, one list
 * query and one editor. A kind that gets its own features later (invoice payments, work order time log,
 * the provider's follow-up files) already has its definition, load, save and list here.
 */
import type { SiteOption } from '../access';
import type { DocumentKind, DocumentStatus, DocumentType, PrintLayout } from './document-kind-types';
import { documentTypes } from './document-kind-types';

export * from './document-kind-types';

/** What a definition may leave out: most kinds have no provider origin, no own columns, no legal keep. */
const kindDefaults = {
  fromProvider: false,
  ownListColumns: [],
  repricedAsSource: false,
  takesAtaPostfix: false,
  takesPartialInvoice: false,
  keptByLaw: 'NO',
  credits: false,
  taxDeduction: 'NONE',
  timeLogged: false,
  clientLink: 'NONE',
  eInvoice: 'NONE',
} as const satisfies Partial<DocumentKind>;
type Defaulted = keyof typeof kindDefaults;
type KindDefinition = Omit<DocumentKind, Defaulted> & Partial<Pick<DocumentKind, Defaulted>>;

const clientLayouts = [
  'CLIENT',
  'CLIENT_WITH_MOMS',
  'CLIENT_TOTALS',
  'NO_PRICES',
  'NO_PRICES_NO_TOTAL',
  'INTERNAL',
  'CLIENT_AND_INTERNAL',
  'EMPTY',
] as const satisfies readonly PrintLayout[];

const commonColumns = ['number', 'docDate', 'client', 'mark', 'title', 'totalSum', 'status'] as const;

function kind(definition: KindDefinition): DocumentKind {
  return { ...kindDefaults, ...definition };
}

export const documentKinds: Record<DocumentType, DocumentKind> = {
  OFFER: kind({
    type: 'OFFER',
    taxDeduction: 'SHOWN',
    clientLink: 'DECIDE',
    slug: 'offer',
    loadPath: 'offer',
    listPath: 'offers',
    label: 'Offert',
    pluralLabel: 'Offerter',
    newLabel: 'Ny offert',
    siteOption: 'OFFERS',
    series: 'OFFER',
    creatable: true,
    completion: 'UNDOABLE',
    extraFields: ['validTill'],
    hasItems: true,
    createdFrom: ['COST_CALCULATION', 'UNIX_ORDER'],
    turnsInto: ['CUSTOMER_ORDER', 'WORK_ORDER', 'INVOICE', 'ADDITIONAL_ESTIMATE'],
    printLayouts: clientLayouts,
    listColumns: [...commonColumns, 'validTill'],
  }),
  COST_CALCULATION: kind({
    type: 'COST_CALCULATION',
    slug: 'kostnadskalkyl',
    loadPath: 'costCalculation',
    listPath: 'costCalculations',
    label: 'Kostnadskalkyl',
    pluralLabel: 'Kostnadskalkyler',
    newLabel: 'Ny kostnadskalkyl',
    siteOption: 'COST_CALCULATIONS',
    series: 'COST_CALCULATION',
    creatable: true,
    completion: 'UNDOABLE',
    extraFields: [],
    hasItems: true,
    createdFrom: [],
    turnsInto: ['OFFER', 'WORK_ORDER', 'CUSTOMER_ORDER'],
    printLayouts: ['INTERNAL', 'CLIENT', 'CLIENT_TOTALS', 'NO_PRICES', 'EMPTY'],
    listColumns: commonColumns,
  }),
  ADDITIONAL_ESTIMATE: kind({
    type: 'ADDITIONAL_ESTIMATE',
    taxDeduction: 'SHOWN',
    clientLink: 'DECIDE',
    slug: 'fakturaunderlag',
    loadPath: 'additionalEstimate',
    listPath: 'additionalEstimates',
    label: 'ÄTA / fakturaunderlag',
    pluralLabel: 'ÄTA / fakturaunderlag',
    newLabel: 'Nytt fakturaunderlag',
    siteOption: 'ADDITIONAL_ESTIMATES',
    series: 'ADDITIONAL_ESTIMATE',
    creatable: true,
    completion: 'UNDOABLE',
    extraFields: [],
    hasItems: true,
    createdFrom: ['WORK_ORDER', 'OFFER', 'CUSTOMER_ORDER', 'UNIX_ORDER'],
    turnsInto: ['INVOICE'],
    printLayouts: clientLayouts,
    listColumns: commonColumns,
    takesAtaPostfix: true,
  }),
  CUSTOMER_ORDER: kind({
    type: 'CUSTOMER_ORDER',
    slug: 'order',
    loadPath: 'customerOrder',
    listPath: 'customerOrders',
    label: 'Beställning',
    pluralLabel: 'Beställningar',
    newLabel: 'Ny beställning',
    siteOption: 'CUSTOMER_ORDERS',
    series: 'CUSTOMER_ORDER',
    creatable: true,
    completion: 'UNDOABLE',
    extraFields: ['deliveryDate'],
    hasItems: true,
    createdFrom: ['OFFER', 'COST_CALCULATION'],
    turnsInto: ['WORK_ORDER', 'INVOICE', 'ADDITIONAL_ESTIMATE'],
    printLayouts: ['CLIENT', 'INTERNAL', 'NO_PRICES', 'EMPTY'],
    listColumns: [...commonColumns, 'employee'],
    ownListColumns: ['sentAt'],
  }),
  WORK_ORDER: kind({
    type: 'WORK_ORDER',
    timeLogged: true,
    taxDeduction: 'SHOWN',
    slug: 'workorder',
    loadPath: 'workOrder',
    listPath: 'workOrders',
    label: 'Arbetsorder',
    pluralLabel: 'Arbetsordrar',
    newLabel: 'Ny arbetsorder',
    siteOption: 'WORK_ORDERS',
    series: 'WORK_ORDER',
    creatable: true,
    completion: 'UNDOABLE',
    extraFields: ['plannedStartDate', 'plannedEndDate', 'assigneeUids', 'workOrderNote'],
    hasItems: true,
    createdFrom: ['OFFER', 'CUSTOMER_ORDER', 'COST_CALCULATION', 'UNIX_ORDER'],
    turnsInto: ['INVOICE', 'ADDITIONAL_ESTIMATE'],
    printLayouts: [...clientLayouts, 'TIME_LOG'],
    listColumns: [...commonColumns, 'plannedStartDate', 'employee'],
  }),
  INVOICE: kind({
    type: 'INVOICE',
    taxDeduction: 'CLAIMED',
    clientLink: 'VIEW',
    eInvoice: 'INVOICE',
    slug: 'faktura',
    loadPath: 'invoice',
    listPath: 'invoices',
    label: 'Faktura',
    pluralLabel: 'Kundfakturor',
    newLabel: 'Ny faktura',
    siteOption: 'INVOICES',
    series: 'INVOICE',
    creatable: true,
    completion: 'LOCKS',
    extraFields: ['dueDate', 'paymentDelay'],
    hasItems: true,
    createdFrom: ['OFFER', 'WORK_ORDER', 'ADDITIONAL_ESTIMATE', 'CUSTOMER_ORDER', 'UNIX_ORDER'],
    turnsInto: ['CREDIT_INVOICE'],
    takesPartialInvoice: true,
    printLayouts: ['CLIENT', 'CLIENT_WITH_MOMS', 'CLIENT_TOTALS', 'INTERNAL', 'TIME_LOG'],
    listColumns: [...commonColumns, 'dueDate', 'totalPayableSum'],
    keptByLaw: 'WHEN_COMPLETED',
  }),
  CREDIT_INVOICE: kind({
    type: 'CREDIT_INVOICE',
    slug: 'kreditfaktura',
    loadPath: 'creditInvoice',
    listPath: 'creditInvoices',
    label: 'Kreditfaktura',
    pluralLabel: 'Kreditfakturor',
    newLabel: 'Ny kreditfaktura',
    siteOption: 'CREDIT_INVOICES',
    series: 'CREDIT_INVOICE',
    creatable: true,
    completion: 'LOCKS',
    extraFields: ['creditedInvoiceUid'],
    hasItems: true,
    createdFrom: ['INVOICE'],
    turnsInto: [],
    printLayouts: ['CLIENT', 'CLIENT_WITH_MOMS', 'INTERNAL'],
    listColumns: [...commonColumns, 'totalPayableSum'],
    keptByLaw: 'WHEN_COMPLETED',
    credits: true,
    taxDeduction: 'REVERSED',
    eInvoice: 'CREDIT_NOTE',
  }),
  INTEREST_INVOICE: kind({
    type: 'INTEREST_INVOICE',
    slug: 'rantefaktura',
    loadPath: 'interestInvoice',
    listPath: 'interestInvoices',
    label: 'Räntefaktura',
    pluralLabel: 'Räntefakturor',
    newLabel: 'Ny räntefaktura',
    siteOption: 'INTEREST_INVOICES',
    series: 'INTEREST_INVOICE',
    creatable: true,
    completion: 'LOCKS',
    extraFields: ['dueDate', 'paymentDelay'],
    hasItems: false,
    createdFrom: [],
    turnsInto: [],
    printLayouts: ['CLIENT'],
    listColumns: [...commonColumns, 'dueDate', 'totalPayableSum'],
    keptByLaw: 'WHEN_COMPLETED',
  }),
  UNIX_ORDER: kind({
    type: 'UNIX_ORDER',
    slug: 'unix-order',
    loadPath: 'unixOrder',
    listPath: 'unixOrders',
    label: 'Följesedel',
    pluralLabel: 'Följesedlar',
    newLabel: 'Ny följesedel',
    siteOption: 'UNIX_ORDERS',
    series: null,
    creatable: false,
    completion: 'UNDOABLE',
    extraFields: ['deliveryDate'],
    hasItems: true,
    createdFrom: [],
    turnsInto: ['INVOICE', 'WORK_ORDER', 'OFFER', 'ADDITIONAL_ESTIMATE'],
    printLayouts: ['UNIX_NETTO', 'UNIX_BRUTTO', 'NO_PRICES'],
    listColumns: ['number', 'docDate', 'mark', 'title', 'totalSum', 'status'],
    fromProvider: true,
    ownListColumns: ['readState', 'unixType'],
    repricedAsSource: true,
  }),
  UNIX_INVOICE: kind({
    type: 'UNIX_INVOICE',
    slug: 'unix-invoice',
    loadPath: 'unixInvoice',
    listPath: 'unixInvoices',
    label: 'Leverantörsfaktura',
    pluralLabel: 'Leverantörsfakturor',
    newLabel: 'Ny leverantörsfaktura',
    siteOption: 'UNIX_INVOICES',
    series: null,
    creatable: false,
    completion: 'NONE',
    extraFields: ['dueDate'],
    hasItems: true,
    createdFrom: [],
    turnsInto: [],
    printLayouts: ['UNIX_NETTO'],
    listColumns: ['number', 'docDate', 'mark', 'totalSum', 'dueDate'],
    fromProvider: true,
    ownListColumns: ['readState', 'unixType'],
    keptByLaw: 'ALWAYS',
  }),
};

export function documentKindBySlug(slug: string): DocumentKind | undefined {
  return Object.values(documentKinds).find((k) => k.slug === slug);
}

/** The kinds whose module the provider has switched on for the firm (every role works with documents). */
export function kindsOfOptions(options: readonly SiteOption[]): DocumentType[] {
  return documentTypes.filter((t) => options.includes(documentKinds[t].siteOption));
}

/** The kinds the firm writes itself in the editor. */
export const creatableDocumentTypes = documentTypes.filter((t) => documentKinds[t].creatable);

/** A draft can be edited; a completed document only after undoing completion; a locked one never. */
export function documentStatusOf(doc: { completed: boolean; locked: boolean }): DocumentStatus {
  if (doc.locked) return 'LOCKED';
  return doc.completed ? 'COMPLETED' : 'DRAFT';
}
