import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../../platform/db/columns';
import { firms } from '../firms';

/** Own comments: text rows a document line gets by typing their code (`text12`). */
export const ownComments = pgTable(
  'own_comments',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** Lower case, `text` + digits. */
    code: text('code').notNull(),
    /** `ownCommentCodeSortKey(code)`: text2 before text10. */
    codeSort: text('code_sort').notNull(),
    text: text('text').notNull(),
    textSort: text('text_sort').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('own_comments_firm_code_unique').on(t.firmId, sql`lower(${t.code})`)],
);
