import type { ListType } from '@shared/api/listSettings.api';
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../platform/db/columns';
import { employees } from '../employees';
import { firms } from '../firms';

/** One row per employee and list: the columns in the chosen order, each shown or hidden. */
export const listViewSettings = pgTable(
  'list_view_settings',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    listType: text('list_type').$type<ListType>().notNull(),
    columns: jsonb('columns').$type<Array<{ id: string; visible: boolean }>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.listType] })],
);
