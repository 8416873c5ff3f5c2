import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../../platform/db/columns';
import { employees } from '../../employees';
import { firms } from '../../firms';
import { documents } from '../engine/engine.table';

/**
 * "Created from" links between documents (issue #6, api-spec §3.14): the target was made from the
 * source. Removing either document removes the link; removing a link leaves both documents.
 */
export const documentRelations = pgTable(
  'document_relations',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_relations_pair_unique').on(t.sourceId, t.targetId),
    index('document_relations_target_idx').on(t.targetId),
  ],
);
