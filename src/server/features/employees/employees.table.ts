import type { EmployeeRole } from '@shared/domain/access';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt, version } from '../../platform/db/columns';
import { firms } from '../firms';

export const employees = pgTable(
  'employees',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** Logins are unique across firms: the login form has no firm field. */
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role: text('role').$type<EmployeeRole>().notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    netPriceAndMarginHidden: boolean('net_price_and_margin_hidden').notNull().default(false),
    onlyOwnUnixOrders: boolean('only_own_unix_orders').notNull().default(false),
    defaultEmployee: boolean('default_employee').notNull().default(false),
    documentsOnPage: integer('documents_on_page').notNull().default(20),
    addingDuplicateArticleType: text('adding_duplicate_article_type', {
      enum: ['ASK', 'ADD_NEW_ROW', 'ADD_ON_SAME_ROW'],
    })
      .notNull()
      .default('ASK'),
    adaptiveItemsTableDisabled: boolean('adaptive_items_table_disabled').notNull().default(false),
    saveAndUseListViewSettings: boolean('save_and_use_list_view_settings').notNull().default(true),
    preferredCatalogueItemSortField: text('preferred_catalogue_item_sort_field'),
    /** Free-form UI state of the web app (api-spec §3.11 interfaceSettingsData). */
    interfaceSettingsData: jsonb('interface_settings_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    mainMenuOpened: boolean('main_menu_opened').notNull().default(true),
    gdprApproved: boolean('gdpr_approved').notNull().default(false),
    lastLoginAt: timestampTz('last_login_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_login_unique').on(sql`lower(${t.login})`),
    index('employees_firm_idx').on(t.firmId),
    index('employees_email_idx').on(sql`lower(${t.email})`),
  ],
);
