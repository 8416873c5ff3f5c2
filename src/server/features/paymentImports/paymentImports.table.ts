import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * A bank file read in (issue #16, Bankgirot's BgMax, decision 0033). The file's SHA-256 makes a second
 * import of the same file a no-op; each payment's own key (bank_payments.dedupe_key) makes a payment
 * that arrives again in another file a no-op too.
 */
export const paymentImports = pgTable(
  'payment_imports',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** The receiving bankgiro of the file's deposits (digits only). */
    bankgiro: text('bankgiro').notNull(),
    /** Record 01's creation time as written by Bankgirot (YYYYMMDDHHMMSSffffff), kept verbatim. */
    fileCreated: text('file_created').notNull().default(''),
    paymentCount: integer('payment_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull().default(0),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_imports_firm_sha_unique').on(t.firmId, t.sha256)],
);

/**
 * One payment of a bank file. MATCHED: registered on its invoice in full; UNMATCHED: no invoice found by
 * its references; OVERPAID / UNDERPAID: registered, but not the invoice's remaining sum; HANDLED: a
 * person matched or dismissed it. Which payments it became is `payments.bank_payment_id`.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => paymentImports.id, { onDelete: 'cascade' }),
    /** The line of its payment record (20/21) in the file, for the person checking it. */
    lineNumber: integer('line_number').notNull(),
    /** The same payment in another file is the same key (bankgiro, deposit date, Bankgirot's serial number). */
    dedupeKey: text('dedupe_key').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().default(''),
    extraReferences: jsonb('extra_references').$type<string[]>().notNull().default([]),
    payerName: text('payer_name').notNull().default(''),
    payerBankgiro: text('payer_bankgiro').notNull().default(''),
    state: text('state').$type<'MATCHED' | 'UNMATCHED' | 'OVERPAID' | 'UNDERPAID' | 'HANDLED'>().notNull(),
    /** The invoice it was matched to, automatically by OCR or by a person. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    handledBy: uuid('handled_by').references(() => employees.id, { onDelete: 'set null' }),
    handledAt: timestampTz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_payments_firm_key_unique').on(t.firmId, t.dedupeKey),
    index('bank_payments_firm_state_idx').on(t.firmId, t.state),
  ],
);
