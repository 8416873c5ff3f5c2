import type { OwnArticleType } from '@shared/domain/own-article';
import type { TimeLogItemKind } from '@shared/domain/time-logs';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt, version } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

/**
 * The time log of work orders (issue #19, api-spec §3.3; decision 0048). A row without an end is a
 * running timer; the database holds at most one per employee, so two tabs or a replayed start cannot
 * run two clocks. The id is the client's (a replayed call finds its row). The article's name, unit and
 * prices are copied when chosen, as on a document line. A deleted row is kept as deleted so a replayed
 * delete answers as the first one did.
 */
export const timeLogEntries = pgTable(
  'time_log_entries',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TimeLogItemKind>().notNull(),
    startedAt: timestampTz('started_at').notNull(),
    endedAt: timestampTz('ended_at'),
    rot: boolean('rot').notNull().default(false),
    ownArticleId: uuid('own_article_id'),
    ownArticleType: text('own_article_type').$type<OwnArticleType>(),
    code: text('code').notNull().default(''),
    name: text('name').notNull().default(''),
    unit: text('unit').notNull().default('tim'),
    priceOre: bigint('price_ore', { mode: 'number' }),
    purchasePriceOre: bigint('purchase_price_ore', { mode: 'number' }),
    note: text('note').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** The invoice that billed it: billed once, never again. */
    invoiceId: uuid('invoice_id').references(() => documents.id, { onDelete: 'set null' }),
    deleted: boolean('deleted').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('time_log_one_running_per_employee')
      .on(t.employeeId)
      .where(sql`${t.endedAt} is null and ${t.kind} = 'TIMELOG' and not ${t.deleted}`),
    index('time_log_firm_started_idx').on(t.firmId, t.startedAt.desc(), t.id),
    index('time_log_work_order_idx').on(t.workOrderId, t.startedAt),
    index('time_log_firm_employee_started_idx').on(t.firmId, t.employeeId, t.startedAt),
  ],
);
