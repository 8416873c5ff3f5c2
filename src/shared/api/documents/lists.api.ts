import { clientLinkFilters, clientLinkStates } from '@shared/domain/documents/client-link';
import { documentKinds, documentStatuses, documentTypes } from '@shared/domain/documents/document-kinds';
import { assigneeStatuses } from '@shared/domain/time-logs';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../limits';
import { readStates, referenceSchema, relationStatuses, specialFolders, unixTypes } from './engine.api';

/** A kind's list (api-spec §7.5): its rows, and the filters, period, sorting and page it is asked with. */

const uid = z.uuid();
const date = z.iso.date();
const flag = z.boolean().default(false);

export const documentListRowSchema = z.object({
  docUid: z.string(),
  docType: z.enum(documentTypes),
  docNumber: z.number().int().nullable(),
  status: z.enum(documentStatuses),
  locked: z.boolean(),
  completed: z.boolean(),
  docDate: z.string(),
  client: referenceSchema.nullable(),
  employee: referenceSchema.nullable(),
  mark: z.string(),
  title: z.string(),
  /** Null when a row stored before the amount bounds (decision 0021) has a sum past exact integers. */
  totalSumOre: z.number().int().nullable(),
  totalPayableSumOre: z.number().int().nullable(),
  validTill: z.string().nullable(),
  dueDate: z.string().nullable(),
  plannedStartDate: z.string().nullable(),
  modifiedAt: z.string(),
  archived: z.boolean().default(false),
  deleted: z.boolean().default(false),
  folder: referenceSchema.nullable().default(null),
  relationStatus: z.enum(relationStatuses).default('NONE'),
  /** The first related document, for the relation column's text ("Offert 2001"). */
  firstRelationData: z
    .object({ docUid: z.string(), docType: z.enum(documentTypes), docNumber: z.number().int().nullable() })
    .nullable()
    .default(null),
  sentAt: z.string().nullable().default(null),
  readState: z.enum(readStates).nullable().default(null),
  unixType: z.enum(unixTypes).nullable().default(null),
  /**
   * Invoices that take payments (decision 0032): the stored status and what is still owed, in öre;
   * absent in lists of other kinds.
   */
  paymentStatus: z.enum(['UNPAID', 'PARTIALLY_PAID', 'PAID']).nullable().optional(),
  remainingOre: z.number().int().nullable().optional(),
  /** When the e-invoice was sent (decision 0050), null while not; absent in lists of other kinds. */
  eInvoiceSent: z.string().nullable().optional(),
  /** The client's link (issue #21): the document's state; null without a link, absent for a kind without links. */
  clientLinkState: z.enum(clientLinkStates).nullable().optional(),
});
export type DocumentListRow = z.infer<typeof documentListRowSchema>;

/**
 * The invoice kinds whose lists have the payment filters and sums (decision 0032), from the definition:
 * a kind whose completion locks it for good is an invoice sent to a customer — invoice, credit invoice
 * and interest invoice.
 */
export const invoiceListKinds = documentTypes.filter((t) => documentKinds[t].completion === 'LOCKS');
export function hasInvoiceList(type: (typeof documentTypes)[number]): boolean {
  return invoiceListKinds.includes(type);
}

/** The payment filter: a stored status, or OVERDUE (not paid and the due date before today). */
export const invoicePaymentFilters = ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE'] as const;
export type InvoicePaymentFilter = (typeof invoicePaymentFilters)[number];
/** The date the period reads: the invoice date, the due date or the (last) payment date. */
export const invoiceDateTypes = ['DOC_DATE', 'DUE_DATE', 'PAYMENT_DATE'] as const;
export type InvoiceDateType = (typeof invoiceDateTypes)[number];

export const periodTypes = ['ALL', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR', 'LAST_YEAR', 'OPTIONAL'] as const;
export const documentSortFields = ['number', 'docDate', 'client', 'mark', 'totalSum', 'modifiedAt'] as const;

export const documentListParameters = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(200).default(20),
  searchPattern: text(200).default(''),
  searchByClientCode: flag,
  /** 'ALL' (default), or only completed / only drafts. */
  completed: z.boolean().nullable().default(null),
  periodType: z.enum(periodTypes).default('ALL'),
  dateFrom: date.nullable().default(null),
  dateTo: date.nullable().default(null),
  sortBy: z.enum(documentSortFields).default('modifiedAt'),
  sortDesc: z.boolean().default(true),
  /** Issue #6: the folder (null = the kind's root), archive or trash, and whether subfolders count. */
  folderUid: uid.nullable().default(null),
  specialFolder: z.enum(specialFolders).nullable().default(null),
  searchInSubfolders: flag,
  /** The kind's own filters (api-spec §7.5); a kind ignores those it does not have. */
  clientUid: uid.nullable().default(null),
  /** Customer orders: only sent (true), only unsent (false) or all (null). */
  sent: z.boolean().nullable().default(null),
  /** Provider follow-ups. */
  readState: z.enum(readStates).nullable().default(null),
  unixType: z.enum(unixTypes).nullable().default(null),
  /** Work orders. */
  onlyAssignedOrders: flag,
  employeeUids: z.array(uid).default([]),
  onlyWithoutInvoicesAndEstimatesRelations: flag,
  /** Work orders: an assignee (of `employeeUids` when given) has this status; without an entry NOT_STARTED. */
  status: z.enum(assigneeStatuses).nullable().default(null),
  /** The client's link (issue #21): documents in that state, or NONE without a link; kinds without links ignore it. */
  clientLinkState: z.enum(clientLinkFilters).nullable().default(null),
  /** The invoice kinds' filters (api-spec §7.5, decision 0032); other kinds ignore them. */
  paymentStatus: z.enum(invoicePaymentFilters).nullable().default(null),
  eInvoiceNotSentOnly: flag,
  taxDeductionState: text(40).nullable().default(null),
  /** ROT invoices whose file to Skatteverket is not made yet (NOT_PAID, PAID_BY_CLIENT; issue #17). */
  taxDeductionXmlNotSentOnly: flag,
  /** Which date the period and the date range read. */
  datesFilterType: z.enum(invoiceDateTypes).default('DOC_DATE'),
  /**
   * Also sum every matching row, not only the page: that reads each matching invoice's row (tens of
   * thousands in a big firm's list), so it is asked for when wanted rather than on every page.
   */
  sumAllRows: flag,
});
export type DocumentListParameters = z.input<typeof documentListParameters>;

/** Sums of the invoice lists: the payable sum and what is still owed, in öre. */
export const invoiceSumsSchema = z.object({
  totalPayableOre: z.number().int(),
  remainingOre: z.number().int(),
});
export type InvoiceSums = z.infer<typeof invoiceSumsSchema>;

export const documentListResult = z.object({
  /** Exact up to 10 000; past that 10 000 with `countCapped` ("fler än 10 000", decision 0037). */
  totalCount: z.number().int(),
  countCapped: z.boolean().default(false),
  items: z.array(documentListRowSchema),
  /** Invoice lists only: the sums of the page and (asked with `sumAllRows`) of every matching row. */
  sums: z.object({ page: invoiceSumsSchema, all: invoiceSumsSchema.nullable() }).nullable().default(null),
});

/** api-spec §7.4 `allTypeInvoices`: invoices, credit invoices and interest invoices in one list. */
export const listsApi = {
  allTypeInvoices: defineEndpoint({
    path: '/doc/allTypeInvoices',
    method: 'POST',
    summary: 'Alla fakturor: kundfakturor, kreditfakturor och räntefakturor i en lista',
    access: {
      kind: 'employee',
      roles: ['ADMIN', 'MANAGER', 'SUPERVISOR'],
      anySiteOption: invoiceListKinds.map((t) => documentKinds[t].siteOption),
    },
    parameters: documentListParameters,
    result: documentListResult,
  }),
};
