import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { catalogueProducts } from '../catalogue/catalogue.table';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

/**
 * An employee's favourite products. Each employee keeps their own list (a foreman's favourites are not
 * the office's); firm_id is kept on the row so that every query can be scoped to the session's firm.
 */
export const catalogueFavourites = pgTable(
  'catalogue_favourites',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.employeeId, t.productId] }),
    index('catalogue_favourites_product_idx').on(t.productId),
  ],
);
