import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * Files attached to a document (api-spec §3.14): photos of the site, a signed offer, a drawing. The row
 * describes the file; its bytes are in the file store under `storageKey` (platform/storage).
 */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** What the content is, read from its bytes (never from the name the browser sent). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_attachments_document_idx').on(t.firmId, t.documentId),
    index('document_attachments_firm_size_idx').on(t.firmId),
  ],
);
