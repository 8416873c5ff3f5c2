import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, version } from '../../../platform/db/columns';
import { clients } from '../../clients';
import { employees } from '../../employees';
import { firms } from '../../firms';
import { documentFolders } from '../folders/folders.table';

/**
 * Every business document of every kind (docs/decisions/0010-document-engine.md): the header as jsonb,
 * the lines as one jsonb array (a save replaces the whole document under its version), and copies of
 * the header fields the lists filter and sort on.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    docType: text('doc_type').$type<DocumentType>().notNull(),
    /** Given when the document is completed (decision 0009's allocator); null for a draft. */
    number: bigint('number', { mode: 'number' }),
    version: version(),
    completed: boolean('completed').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    completedAt: timestampTz('completed_at'),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    mark: text('mark').notNull().default(''),
    title: text('title').notNull().default(''),
    object: text('object').notNull().default(''),
    totalSumOre: bigint('total_sum_ore', { mode: 'number' }).notNull().default(0),
    totalPayableOre: bigint('total_payable_ore', { mode: 'number' }).notNull().default(0),
    validTill: date('valid_till', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** A date or a local date and time as the work order's planner gives it; ISO text sorts right. */
    plannedStart: text('planned_start'),
    /** The folder it is filed in (issue #6); null is the kind's root. */
    folderId: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'set null' }),
    archivedAt: timestampTz('archived_at'),
    /** When it went to the trash; the trash lists newest first and is emptied from here. */
    deletedAt: timestampTz('deleted_at'),
    /**
     * Lower-cased number, mark, title, object, client number and client name, written with every save
     * so a list search is one indexed column, not a join per row.
     */
    searchText: text('search_text').notNull().default(''),
    /** Customer order: when it was sent to the provider (null = not sent) and the send's idempotency key. */
    sentAt: timestampTz('sent_at'),
    sendKey: uuid('send_key'),
    /** Provider follow-ups (unix order/invoice): NEW, VIEWED, UPDATED, USED, DELETED_IN_UNIX. */
    readState: text('read_state'),
    /** Unix order type: DEBIT, CREDIT or OFFER. */
    unixType: text('unix_type'),
    /**
     * The payment balance of a completed invoice or interest invoice (issue #16, decision 0032): kept
     * in the same transaction as the payment or credit that changes it, from `paymentState`, so a list
     * filters and sums 200 000 invoices on indexed columns instead of joining payments per row.
     * Null for every document that takes no payments, and for drafts.
     */
    paymentStatus: text('payment_status').$type<'UNPAID' | 'PARTIALLY_PAID' | 'PAID'>(),
    paidOre: bigint('paid_ore', { mode: 'number' }).notNull().default(0),
    creditedOre: bigint('credited_ore', { mode: 'number' }).notNull().default(0),
    /** The date of the payment that made it fully paid (the interest invoice's "betaldatum"). */
    paidDate: date('paid_date', { mode: 'string' }),
    /** The last payment's date (the payments list's date filter on invoices). */
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    /** When the e-invoice was sent (issue #20); the invoice list's "e-faktura ej skickad" filter. */
    eInvoiceSentAt: timestampTz('e_invoice_sent_at'),
    /** ROT claim state (issue #17): null without a tax deduction. */
    taxDeductionState: text('tax_deduction_state'),
    /** The ROT deduction the buyers claim (öre, whole kronor; issue #17): the header's amounts, stored for lists and files. */
    taxDeductionOre: bigint('tax_deduction_ore', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: timestampTz('modified_at').notNull().defaultNow(),
    header: jsonb('header').$type<DocumentHeader>().notNull(),
    items: jsonb('items').$type<DocumentItemData[]>().notNull().default([]),
  },
  (t) => [
    index('documents_firm_type_modified_idx').on(t.firmId, t.docType, t.modifiedAt),
    index('documents_firm_type_date_idx').on(t.firmId, t.docType, t.docDate),
    index('documents_client_idx').on(t.clientId),
    // The invoice lists' payment filters and the overdue counter (decision 0032).
    index('documents_firm_type_payment_idx')
      .on(t.firmId, t.docType, t.paymentStatus, t.dueDate)
      .where(sql`${t.paymentStatus} is not null and not ${t.deleted}`),
    // The tax deduction filter: one invoice in ten has a state, too few for the list index (decision 0037).
    index('documents_firm_type_tax_deduction_idx')
      .on(t.firmId, t.docType, t.taxDeductionState, t.modifiedAt)
      .where(sql`${t.taxDeductionState} is not null and not ${t.deleted}`),
    // The folder counters group a kind's documents by folder and state from this index alone (issue #6).
    index('documents_firm_type_folder_idx').on(t.firmId, t.docType, t.folderId, t.archived, t.deleted),
    // The number registry (document_numbers) already refuses a duplicate; this guards the documents too.
    uniqueIndex('documents_firm_type_number_unique')
      .on(t.firmId, t.docType, t.number)
      .where(sql`${t.number} is not null`),
  ],
);

/** Comments on a document (api-spec §3.1): who wrote what and when; not part of the versioned form. */
export const documentComments = pgTable(
  'document_comments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** The writer's name when written, so the comment still says who after the employee is removed. */
    employeeName: text('employee_name').notNull(),
    text: text('text').notNull(),
    /** Insertion order: comments written in the same millisecond still list in the order they came. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_comments_document_idx').on(t.documentId, t.seq)],
);
