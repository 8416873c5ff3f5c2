/**
 * A document list keeps its search, filters, order and page in the address (like the client lists), so
 * the back button from a document returns to the same page and a filtered list can be bookmarked. The
 * folder, archive or trash is the path (document-paths); everything else is the query. Defaults (all
 * documents, every period, newest change first, page 1) are left out of the address.
 */
import {
  type DocumentListParameters,
  documentSortFields,
  hasInvoiceList,
  type InvoiceDateType,
  type InvoicePaymentFilter,
  invoicePaymentFilters,
  periodTypes,
  type ReadState,
  readStates,
  type UnixType,
  unixTypes,
} from '@shared/api/documents';
import { type ClientLinkFilter, clientLinkFilters } from '@shared/domain/documents/client-link';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { type TaxDeductionState, taxDeductionStates } from '@shared/domain/rot/work-types';
import { type AssigneeStatus, assigneeStatuses } from '@shared/domain/time-logs';
import type { ListLocation } from '../document-paths';
import { type KindFilter, kindModules } from '../kinds';

export const DOCUMENT_PAGE_SIZE = 20;

export type PeriodType = (typeof periodTypes)[number];
export type DocumentSortField = (typeof documentSortFields)[number];
export type CompletedFilter = 'ALL' | 'DRAFTS' | 'COMPLETED';
export type SentFilter = 'ALL' | 'YES' | 'NO';

export const completedFilterLabels: Record<CompletedFilter, string> = {
  ALL: 'Alla',
  DRAFTS: 'Nej',
  COMPLETED: 'Ja',
};

export const sentFilterLabels: Record<SentFilter, string> = { ALL: 'Alla', YES: 'Ja', NO: 'Nej' };

export const periodLabels: Record<PeriodType, string> = {
  ALL: 'Alla',
  THIS_MONTH: 'Denna månad',
  LAST_MONTH: 'Förra månaden',
  THIS_YEAR: 'I år',
  LAST_YEAR: 'Förra året',
  OPTIONAL: 'Valfri period',
};

export const readStateLabels: Record<ReadState, string> = {
  NEW: 'Ny',
  VIEWED: 'Visad',
  UPDATED: 'Uppdaterad',
  USED: 'Använd',
  DELETED_IN_UNIX: 'Borttagen hos leverantören',
};

export const unixTypeLabels: Record<UnixType, string> = { DEBIT: 'Debet', CREDIT: 'Kredit', OFFER: 'Offert' };

/** The invoice lists' payment filter (decision 0032), in the address as Swedish words. */
export const paymentFilterLabels: Record<InvoicePaymentFilter, string> = {
  UNPAID: 'Obetalda',
  PARTIALLY_PAID: 'Delvis betalda',
  PAID: 'Betalda',
  OVERDUE: 'Förfallna',
};
const paymentFilterParam: Record<InvoicePaymentFilter, string> = {
  UNPAID: 'obetalda',
  PARTIALLY_PAID: 'delvis',
  PAID: 'betalda',
  OVERDUE: 'forfallna',
};
export const dateTypeLabels: Record<InvoiceDateType, string> = {
  DOC_DATE: 'Fakturadatum',
  DUE_DATE: 'Förfallodatum',
  PAYMENT_DATE: 'Betaldatum',
};
const dateTypeParam: Record<InvoiceDateType, string | null> = {
  DOC_DATE: null,
  DUE_DATE: 'forfallodatum',
  PAYMENT_DATE: 'betaldatum',
};

/** The ROT filter (issue #17), in the address as Swedish words like the payment filter. */
const taxDeductionStateParam: Record<TaxDeductionState, string> = {
  NOT_APPLICABLE: 'ej-aktuell',
  NOT_PAID: 'ej-betald',
  PAID_BY_CLIENT: 'betald-av-kund',
  XML_SENT: 'fil-skapad',
  PAID_BY_AUTHORITY: 'utbetald',
};

/** The client link filter (issue #21), in the address as Swedish words like the ROT filter. */
const clientLinkParam: Record<ClientLinkFilter, string> = {
  SENT: 'skickad',
  OPENED: 'oppnad',
  ACCEPTED: 'accepterad',
  DECLINED: 'avbojd',
  REVOKED: 'aterkallad',
  EXPIRED: 'utgangen',
  NONE: 'ingen',
};

/** The work order list's assignee status (issue #19), in the address as Swedish words like the ROT filter. */
const workStatusParam: Record<AssigneeStatus, string> = {
  NOT_STARTED: 'ej-paborjad',
  STARTED: 'paborjad',
  DONE: 'klar',
};

/** The address of an invoice list filtered on overdue invoices (the header's counter links here). */
export const OVERDUE_QUERY = `betalstatus=${paymentFilterParam.OVERDUE}`;

export type { KindFilter } from '../kinds';

export function kindFilters(type: DocumentType): readonly KindFilter[] {
  return kindModules[type].listFilters;
}

/** Only the provider's orders can be deleted at the provider. */
export function readStatesOf(type: DocumentType): ReadState[] {
  return readStates.filter((s) => s !== 'DELETED_IN_UNIX' || kindModules[type].deletedAtProvider);
}

export interface DocumentListState {
  search: string;
  byClientCode: boolean;
  subfolders: boolean;
  completed: CompletedFilter;
  period: PeriodType;
  dateFrom: string;
  dateTo: string;
  sortBy: DocumentSortField;
  sortDesc: boolean;
  page: number;
  sent: SentFilter;
  readState: ReadState | null;
  unixType: UnixType | null;
  onlyMine: boolean;
  withoutInvoices: boolean;
  /** The work order list's assignee status and employees (api-spec §7.5 `status`, `employeeUids`). */
  workStatus: AssigneeStatus | null;
  employeeUids: string[];
  /** The invoice lists' client, with its label so a bookmarked address shows whom it filters on. */
  clientUid: string;
  clientLabel: string;
  /** The invoice lists' filters (decision 0032). */
  paymentStatus: InvoicePaymentFilter | null;
  eInvoiceNotSent: boolean;
  dateType: InvoiceDateType;
  /** ROT (issue #17): on the kinds whose definition claims the deduction. */
  taxDeductionState: TaxDeductionState | null;
  taxDeductionXmlNotSent: boolean;
  /** The client's link (issue #21): on the kinds whose definition has one. */
  clientLinkState: ClientLinkFilter | null;
}

const completedParam: Record<CompletedFilter, string | null> = {
  ALL: null,
  DRAFTS: 'utkast',
  COMPLETED: 'klara',
};
const sentParam: Record<SentFilter, string | null> = { ALL: null, YES: 'ja', NO: 'nej' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: null): T | null;
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T | null): T | null {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function keyOf<T extends string>(table: Record<T, string | null>, value: string | null, fallback: T): T {
  const found = (Object.keys(table) as T[]).find((k) => table[k] !== null && table[k] === value);
  return found ?? fallback;
}

export function readDocumentListState(params: URLSearchParams): DocumentListState {
  const page = Number(params.get('sida'));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const flagOf = (name: string) => params.get(name) === '1';
  const sortBy = oneOf(documentSortFields, params.get('sortBy'), 'modifiedAt');
  const clientUid = params.get('kund') ?? '';
  const validClient = UID.test(clientUid);
  return {
    search: params.get('q') ?? '',
    byClientCode: flagOf('kundnr'),
    subfolders: flagOf('undermappar'),
    completed: keyOf(completedParam, params.get('status'), 'ALL'),
    period: oneOf(periodTypes, params.get('period'), 'ALL'),
    dateFrom: date('from'),
    dateTo: date('to'),
    sortBy,
    // The default order is newest change first; any other column starts ascending.
    sortDesc: params.has('descOrder') ? params.get('descOrder') === '1' : sortBy === 'modifiedAt',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sent: keyOf(sentParam, params.get('skickade'), 'ALL'),
    readState: oneOf(readStates, params.get('lasstatus'), null),
    unixType: oneOf(unixTypes, params.get('typ'), null),
    onlyMine: flagOf('mina'),
    withoutInvoices: flagOf('utanFaktura'),
    workStatus: assigneeStatuses.find((s) => workStatusParam[s] === params.get('arbetsstatus')) ?? null,
    employeeUids: (params.get('anstallda') ?? '').split(',').filter((u) => UID.test(u)),
    clientUid: validClient ? clientUid : '',
    clientLabel: validClient ? (params.get('kundnamn') ?? '') : '',
    paymentStatus:
      invoicePaymentFilters.find((f) => paymentFilterParam[f] === params.get('betalstatus')) ?? null,
    eInvoiceNotSent: flagOf('ejEfaktura'),
    dateType: keyOf(dateTypeParam, params.get('datumtyp'), 'DOC_DATE'),
    taxDeductionState:
      taxDeductionStates.find((s) => taxDeductionStateParam[s] === params.get('rotstatus')) ?? null,
    taxDeductionXmlNotSent: flagOf('ejRotfil'),
    clientLinkState: clientLinkFilters.find((f) => clientLinkParam[f] === params.get('kundlank')) ?? null,
  };
}

export function writeDocumentListState(state: DocumentListState): URLSearchParams {
  const params = new URLSearchParams();
  const flag = (name: string, on: boolean) => on && params.set(name, '1');
  if (state.search.trim()) params.set('q', state.search);
  flag('kundnr', state.byClientCode);
  flag('undermappar', state.subfolders);
  const completed = completedParam[state.completed];
  if (completed) params.set('status', completed);
  if (state.period !== 'ALL') params.set('period', state.period);
  if (state.period === 'OPTIONAL') {
    if (state.dateFrom) params.set('from', state.dateFrom);
    if (state.dateTo) params.set('to', state.dateTo);
  }
  const sent = sentParam[state.sent];
  if (sent) params.set('skickade', sent);
  if (state.readState) params.set('lasstatus', state.readState);
  if (state.unixType) params.set('typ', state.unixType);
  flag('mina', state.onlyMine);
  flag('utanFaktura', state.withoutInvoices);
  if (state.workStatus) params.set('arbetsstatus', workStatusParam[state.workStatus]);
  if (state.employeeUids.length > 0) params.set('anstallda', state.employeeUids.join(','));
  if (state.clientUid) {
    params.set('kund', state.clientUid);
    if (state.clientLabel) params.set('kundnamn', state.clientLabel);
  }
  if (state.paymentStatus) params.set('betalstatus', paymentFilterParam[state.paymentStatus]);
  flag('ejEfaktura', state.eInvoiceNotSent);
  const dateType = dateTypeParam[state.dateType];
  if (dateType) params.set('datumtyp', dateType);
  if (state.taxDeductionState) params.set('rotstatus', taxDeductionStateParam[state.taxDeductionState]);
  flag('ejRotfil', state.taxDeductionXmlNotSent);
  if (state.clientLinkState) params.set('kundlank', clientLinkParam[state.clientLinkState]);
  if (state.sortBy !== 'modifiedAt') params.set('sortBy', state.sortBy);
  if (state.sortDesc !== (state.sortBy === 'modifiedAt')) params.set('descOrder', state.sortDesc ? '1' : '0');
  if (state.page > 1) params.set('sida', String(state.page));
  return params;
}

interface ListContext {
  type: DocumentType;
  location: ListLocation;
  pageSize: number;
}

/** The list call: the location from the path, the kind's own filters only where the kind has them. */
export function toDocumentListParameters(
  state: DocumentListState,
  { type, location, pageSize }: ListContext,
): DocumentListParameters {
  const optional = state.period === 'OPTIONAL';
  const own = new Set(kindFilters(type));
  return {
    offset: (state.page - 1) * pageSize,
    limit: pageSize,
    searchPattern: state.search.trim(),
    searchByClientCode: state.byClientCode,
    completed: state.completed === 'ALL' ? null : state.completed === 'COMPLETED',
    periodType: state.period,
    dateFrom: optional && state.dateFrom ? state.dateFrom : null,
    dateTo: optional && state.dateTo ? state.dateTo : null,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
    folderUid: location.folderUid,
    specialFolder: location.specialFolder,
    searchInSubfolders: state.subfolders || archiveRoot(location),
    sent: own.has('sent') && state.sent !== 'ALL' ? state.sent === 'YES' : null,
    readState: own.has('readState') ? state.readState : null,
    unixType: own.has('unixType') ? state.unixType : null,
    onlyAssignedOrders: own.has('workOrder') && state.onlyMine,
    onlyWithoutInvoicesAndEstimatesRelations: own.has('workOrder') && state.withoutInvoices,
    status: own.has('workOrder') ? state.workStatus : null,
    employeeUids: own.has('workOrder') ? state.employeeUids : [],
    clientUid: own.has('client') && state.clientUid ? state.clientUid : null,
    ...invoiceListParameters(type, state),
    ...rotListParameters(type, state),
    clientLinkState: documentKinds[type].clientLink === 'NONE' ? null : state.clientLinkState,
  };
}

/** The invoice filters, for the kinds whose definition makes their list an invoice list. */
export function invoiceListParameters(
  type: DocumentType,
  state: DocumentListState,
): Pick<DocumentListParameters, 'paymentStatus' | 'eInvoiceNotSentOnly' | 'datesFilterType'> {
  if (!hasInvoiceList(type)) return {};
  return {
    paymentStatus: state.paymentStatus,
    eInvoiceNotSentOnly: state.eInvoiceNotSent,
    datesFilterType: state.dateType,
  };
}

/** The ROT filters, for the kinds whose definition claims the deduction (`taxDeduction: 'CLAIMED'`). */
export function rotListParameters(
  type: DocumentType,
  state: DocumentListState,
): Pick<DocumentListParameters, 'taxDeductionState' | 'taxDeductionXmlNotSentOnly'> {
  if (documentKinds[type].taxDeduction !== 'CLAIMED') return {};
  return {
    taxDeductionState: state.taxDeductionState,
    taxDeductionXmlNotSentOnly: state.taxDeductionXmlNotSent,
  };
}

/**
 * The archive's top level shows every archived document, whatever folder it was archived in: the count
 * beside "Arkiv" is all of them, and an archive that looks empty while holding documents would mislead.
 */
export function archiveRoot(location: ListLocation): boolean {
  return location.specialFolder === 'archived' && location.folderUid === null;
}

/** Clicking the sorted column turns its order; another column starts from the first page. */
export function toggleDocumentSort(state: DocumentListState, field: DocumentSortField): DocumentListState {
  if (state.sortBy === field) return { ...state, sortDesc: !state.sortDesc, page: 1 };
  // Dates, numbers and sums read best newest / largest first; names and marks A–Ö.
  const descFirst = field !== 'client' && field !== 'mark';
  return { ...state, sortBy: field, sortDesc: descFirst, page: 1 };
}

/** The list is narrowed by something the user chose (the empty state then offers to clear it). */
export function isFiltered(state: DocumentListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.completed !== 'ALL' ||
    state.period !== 'ALL' ||
    state.sent !== 'ALL' ||
    state.readState !== null ||
    state.unixType !== null ||
    state.onlyMine ||
    state.withoutInvoices ||
    state.workStatus !== null ||
    state.employeeUids.length > 0 ||
    state.clientUid !== '' ||
    state.paymentStatus !== null ||
    state.eInvoiceNotSent ||
    state.taxDeductionState !== null ||
    state.taxDeductionXmlNotSent ||
    state.clientLinkState !== null
  );
}

/** Filters cleared, the order and the folder options kept. */
export function clearedFilters(state: DocumentListState): DocumentListState {
  const blank = readDocumentListState(new URLSearchParams());
  return { ...blank, sortBy: state.sortBy, sortDesc: state.sortDesc, subfolders: state.subfolders };
}
