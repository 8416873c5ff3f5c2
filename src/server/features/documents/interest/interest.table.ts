import { bigint, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../../platform/db/columns';
import { firms } from '../../firms';
import { documents } from '../engine/engine.table';

/**
 * The rows of an interest invoice (räntefaktura, issue #16, decision 0035): one fully paid, late-paid
 * invoice each, with the interest from its due date to its payment date. The interest invoice's
 * payable sum is their sum; `actualizeInterestInvoice` recomputes them.
 */
export const interestInvoiceRows = pgTable(
  'interest_invoice_rows',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    interestInvoiceId: uuid('interest_invoice_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    /** The invoice's payable sum the interest runs on (öre). */
    payableOre: bigint('payable_ore', { mode: 'number' }).notNull(),
    interestOre: bigint('interest_ore', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('interest_invoice_rows_invoice_idx').on(t.firmId, t.interestInvoiceId),
    index('interest_invoice_rows_source_idx').on(t.firmId, t.invoiceId),
  ],
);

/**
 * The Riksbank's reference rate per half-year (räntelagen 9 §), a global setting the provider keeps
 * current; every firm's late-payment interest reads it. Seeded by the migration.
 */
export const referenceRates = pgTable('reference_rates', {
  /** The first day it is in force: 1 January or 1 July. */
  validFrom: date('valid_from', { mode: 'string' }).primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  updatedAt: updatedAt(),
});
