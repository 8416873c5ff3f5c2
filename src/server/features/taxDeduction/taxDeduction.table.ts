import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';
import { payments } from '../payments/payments.table';

/**
 * A file "Begäran om utbetalning" made for Skatteverket (issue #17, decision 0039): kept as made, so it
 * can be downloaded again and the invoices it claimed are known.
 */
export const taxDeductionRequests = pgTable(
  'tax_deduction_requests',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** NamnPaBegaran: at most 16 characters. */
    name: text('name').notNull(),
    /** The calendar year of every payment date in it. */
    year: integer('year').notNull(),
    xml: text('xml').notNull(),
    requestedOre: bigint('requested_ore', { mode: 'number' }).notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('tax_deduction_requests_firm_idx').on(t.firmId, t.createdAt)],
);

/** The invoices a request claims, with what it asked for each. */
export const taxDeductionRequestInvoices = pgTable(
  'tax_deduction_request_invoices',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => taxDeductionRequests.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    requestedOre: bigint('requested_ore', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.documentId] }),
    index('tax_deduction_request_invoices_document_idx').on(t.documentId),
  ],
);

/**
 * Skatteverket's decision on one invoice's claim: the approved amount is registered as a payment from
 * Skatteverket; a reduced or denied claim may be invoiced to the client in a remainder invoice.
 */
export const taxDeductionDecisions = pgTable(
  'tax_deduction_decisions',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    requestedOre: bigint('requested_ore', { mode: 'number' }).notNull(),
    approvedOre: bigint('approved_ore', { mode: 'number' }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    remainderInvoiceId: uuid('remainder_invoice_id').references(() => documents.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_deduction_decisions_document_unique').on(t.documentId),
    // "Is this invoice a remainder invoice?" is asked of every invoice an export or ledger books.
    index('tax_deduction_decisions_remainder_idx')
      .on(t.remainderInvoiceId)
      .where(sql`${t.remainderInvoiceId} is not null`),
  ],
);
