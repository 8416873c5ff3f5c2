import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { catalogueProducts } from '../catalogue';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * The kiosk basket (issue #7): each employee has their own, one row per product. Quantities are
 * thousandths (a product may allow non-integral quantities, e.g. metres of pipe).
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    quantity: integer('quantity').notNull(),
    /** Order of adding: the basket lists lines as they were put in. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('basket_lines_employee_product_unique').on(t.employeeId, t.productId),
    index('basket_lines_firm_employee_idx').on(t.firmId, t.employeeId),
  ],
);
