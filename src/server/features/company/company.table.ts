import type { NumberedDocType } from '@shared/domain/number-series';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestampTz, updatedAt, version } from '../../platform/db/columns';
import { firms } from '../firms';

/**
 * A firm's company settings (api-spec §3.12) beyond the columns of `firms` that the session reads
 * (name, organisation number, payment delay, warehouse, own-prices mode, auto-archive,
 * logo link), which a save writes through to `firms`. The rest is one validated JSON document: new
 * settings get their defaults from the contract's schema when read, without a migration.
 */
export const companySettings = pgTable('company_settings', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id),
  /** Read by the number allocator under a share lock, so a column rather than part of `settings`. */
  jointInvoiceNumbering: boolean('joint_invoice_numbering').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  version: version(),
  /** The employee who saved last. */
  updatedBy: uuid('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyImageKinds = ['LOGO', 'FOOTER'] as const;
export type CompanyImageKind = (typeof companyImageKinds)[number];

/** Logo and footer image in the database, so every app server can serve them and PDFs can embed them. */
export const companyImages = pgTable(
  'company_images',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    kind: text('kind', { enum: companyImageKinds }).notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    content: bytea('content').notNull(),
    /** Part of the picture's address, so a new picture is a new address and caches never go stale. */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.kind] })],
);

/**
 * Every document number in use, per firm and document type. The primary key makes a duplicate number
 * impossible whatever the code above it does; fill-gaps mode searches it for the lowest free number.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    docType: text('doc_type').$type<NumberedDocType>().notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    allocatedAt: timestampTz('allocated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.docType, t.number] })],
);
