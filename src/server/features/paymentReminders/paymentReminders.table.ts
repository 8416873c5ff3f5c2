import { bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * A payment reminder (betalningspåminnelse) sent on an overdue invoice (issue #16, decision 0034): its
 * date, the fee (at most 60 kr, inkassokostnadslagen) and the interest so far when asked for.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    feeOre: bigint('fee_ore', { mode: 'number' }).notNull().default(0),
    /** Interest up to the reminder date; 0 when the firm did not ask for it. */
    interestOre: bigint('interest_ore', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    printedAt: timestampTz('printed_at'),
    emailedAt: timestampTz('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_reminders_document_idx').on(t.firmId, t.documentId),
    index('payment_reminders_firm_date_idx').on(t.firmId, t.reminderDate),
  ],
);
