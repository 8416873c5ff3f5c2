import type { Ledger } from '@shared/domain/accounting/ledgers';
import type { InvoiceVoucherInput } from '@shared/domain/accounting/vouchers';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { firms } from '../firms';

/** What a voucher is booked from (decision 0046). */
export type VoucherEntity = 'DOCUMENT' | 'PAYMENT' | 'ROT_DECISION';

/**
 * The verification number each exported voucher got (issue #18, product-spec §8; decision 0046): one row
 * per document, payment or ROT decision, so the next export can report what was exported and, as the user
 * chooses, leave it out, give it new numbers or write it again with these. The entity is not a foreign
 * key: a document, a payment and a decision live in three tables, and a number once given to the
 * accountant stays on record even if the payment it booked is undone later.
 */
export const accountingVerifications = pgTable(
  'accounting_verifications',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    entity: text('entity').$type<VoucherEntity>().notNull(),
    entityId: uuid('entity_id').notNull(),
    ledger: text('ledger').$type<Ledger>().notNull(),
    series: text('series').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    voucherDate: date('voucher_date', { mode: 'string' }).notNull(),
    exportedAt: timestampTz('exported_at').notNull(),
  },
  (t) => [
    uniqueIndex('accounting_verifications_entity_unique').on(t.firmId, t.entity, t.entityId),
    index('accounting_verifications_series_idx').on(t.firmId, t.series, t.number),
  ],
);

/** What a sale's voucher needs of its document's lines: sales per rate and type, VAT, payable, ROT. */
export type DocumentBookingInput = Omit<
  InvoiceVoucherInput,
  'date' | 'text' | 'interestOre' | 'reminderFeeOre'
>;

/**
 * Each completed invoice's booking input, derived from its lines when it is completed (decision 0046,
 * "the year's export made cheaper"): the export reads these ~200 bytes instead of the header and lines.
 * A cache, never the record: it holds for the document's `version` it was made from, and the export
 * derives from the lines whenever the versions differ or the row is missing.
 */
export const documentBookingInputs = pgTable('document_booking_inputs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' }),
  documentVersion: integer('document_version').notNull(),
  input: jsonb('input').$type<DocumentBookingInput>().notNull(),
});
