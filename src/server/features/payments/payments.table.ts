import { type AnyPgColumn, bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import * as schema from '../../platform/db/schema';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * Payments registered on an invoice (issue #16, api-spec §3.5; decision 0031). The invoice's status and
 * remaining sum are never stored: they follow from these rows and the credits (`paymentState`).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    /** api-spec §4 payment type: INVOICE (a payment of an invoice) for now. */
    paymentType: text('payment_type').notNull().default('INVOICE'),
    /** How the money came: bank transfer, Swish, cash; free text, may be empty. */
    method: text('method').notNull().default(''),
    /** MANUAL (registered by a person) or BGMAX (the bank file import, later). */
    source: text('source').notNull().default('MANUAL'),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /**
     * The bank file's payment it came from (source BGMAX); one bank payment may pay several invoices. The
     * paymentImports feature imports this one (it registers payments), so its table is named through the
     * schema, read when drizzle-kit builds the key, not at load: no import cycle between the features.
     */
    bankPaymentId: uuid('bank_payment_id').references((): AnyPgColumn => schema.bankPayments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_document_idx').on(t.firmId, t.documentId)],
);
