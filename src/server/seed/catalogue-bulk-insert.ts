/**
 * Bulk writing of generated (never user-supplied) catalogue rows. PGlite binds parameters slowly: 20 000
 * products took 12 s as parameterised multi-row inserts and 2.4 s as one literal statement per 2 000 rows
 * (measured, docs/decisions/0008-catalogue-search.md). So the seed renders SQL literals itself, for the
 * few JS types the generator produces, and refuses anything else. Imports of provider files use
 * parameters, since their text comes from outside.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../platform/db/database';

function quote(text: string): string {
  if (text.includes('\0')) throw new Error('NUL in generated text');
  // standard_conforming_strings is on (the default since PostgreSQL 9.1): only quotes need doubling.
  return `'${text.replaceAll("'", "''")}'`;
}

function arrayElement(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  throw new Error(`Cannot write array element ${String(value)}`);
}

function literal(value: unknown, columnType: string): string {
  if (value === null || value === undefined) return 'null';
  if (columnType === 'PgJsonb') return `${quote(JSON.stringify(value))}::jsonb`;
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write number ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return quote(value);
  throw new Error(`Cannot write value of type ${typeof value}`);
}

const ROWS_PER_STATEMENT = 2_000;

/** Inserts rows (objects keyed like the table's insert type) with literal multi-row statements. */
export async function insertGeneratedRows(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const types = keys.map((k) => columns[k]!.columnType);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((row) => {
        const record = row as Record<string, unknown>;
        return `(${keys.map((k, j) => literal(record[k], types[j]!)).join(', ')})`;
      })
      .join(',\n');
    await db.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values}`));
  }
}

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys dropped, and restores them after:
 * one trigram index build is several times faster than 20 000 inserts into it, and re-adding a foreign
 * key checks every row in one join instead of one lookup per row. Primary keys stay. Only for loading an
 * empty catalogue, inside the seed's transaction, so a failure restores everything by rolling back.
 */
export async function withBulkLoad<T>(db: Db, tables: readonly PgTable[], work: () => Promise<T>) {
  const names = tables.map(getTableName);
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ${names}
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  const foreignKeys = await queryRows<{ name: string; table: string; definition: string }>(
    db,
    sql`select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and conrelid::regclass::text in ${names}`,
  );
  for (const fk of foreignKeys) {
    await db.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  }
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const result = await work();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const fk of foreignKeys) {
    await db.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
  }
  return result;
}
