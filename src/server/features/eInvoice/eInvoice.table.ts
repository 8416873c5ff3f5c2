import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz, updatedAt } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

/**
 * An invoice's e-invoice (decision 0050): the approval is a fingerprint of the content approved, so a
 * change to anything the e-invoice carries (a line, the buyer's GLN in the register) shows as "changed"
 * without every writer having to remember to reset it. The XML sent is kept as the access point got it.
 */
export const eInvoices = pgTable('e_invoices', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id),
  approvedFingerprint: text('approved_fingerprint'),
  approvedAt: timestampTz('approved_at'),
  approvedBy: uuid('approved_by').references(() => employees.id, { onDelete: 'set null' }),
  sentAt: timestampTz('sent_at'),
  messageId: text('message_id'),
  sentXml: text('sent_xml'),
  /** The access point's last refusal, in its words; cleared when a send succeeds. */
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});
