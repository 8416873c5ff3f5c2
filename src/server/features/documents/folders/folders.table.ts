import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { type AnyPgColumn, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from '../../../platform/db/columns';
import { firms } from '../../firms';

/**
 * A kind's document folders (issue #6, product-spec §4): nested by `parent_id`, archived as a whole.
 * Deleting a folder moves its documents to the trash and removes the folder itself; there is no
 * folder in the trash.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    docType: text('doc_type').$type<DocumentType>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => documentFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestampTz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_folders_firm_type_idx').on(t.firmId, t.docType, t.parentId)],
);
