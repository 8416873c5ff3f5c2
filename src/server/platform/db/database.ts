import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories see: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `work` on one connection while holding a session-level advisory lock, so two app servers
   * starting together against one PostgreSQL migrate and seed once. PGlite has one connection anyway.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the embedded instance (for dumping a migrated template in tests). */
  pglite?: PGlite;
}

/** An arbitrary constant naming the advisory lock of start-up work. */
const STARTUP_LOCK = 7_346_001;

const pgliteExtensions = { pg_trgm, unaccent };

// pg returns bigint and numeric as text; count(*) is bigint. Repositories convert with Number() where a
// count is meant, and amounts never leave integer öre, so parsing int8 as a JS number here is safe.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close(), exclusive: (work) => work(db) };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A stock PostgreSQL has jit = on. Montör's statements are short OLTP look-ups, and on a fresh database
    // (no statistics yet) the line-facts statement was estimated costly enough to be JIT-compiled: 1.3 s
    // per save instead of 1.3 ms (decision 0025). Off for the app's own connections, whatever the server says.
    options: '-c jit=off',
  });
  // An idle connection that the server closes (restart, failover, a dropped test database) emits an error
  // on the pool; unheard, it would crash the process. The pool replaces the connection on next use.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') process.stderr.write(`PostgreSQL: ${error.message}\n`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        return await work(drizzlePg(connection, { schema }) as unknown as Db);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    } finally {
      connection.release();
    }
  };
  return { db, kind: 'postgres', close: () => pool.end(), exclusive };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}

/**
 * A fixed statement on a hot path (every request's session lookup): plain text with `$n` parameters, so
 * drizzle builds nothing, and on PostgreSQL a named prepared statement, parsed and planned once per
 * connection. Only for statements whose best plan does not depend on the values (unique-key lookups):
 * PostgreSQL may switch a prepared statement to a generic plan. Give it the transaction's `db` inside one.
 */
export async function preparedRows<T>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<T[]> {
  // A transaction's Db has no `$client`: its session holds the connection (a pg PoolClient, or PGlite's
  // transaction), so the statement runs inside the transaction.
  const handle = db as unknown as { $client?: unknown; session?: { client?: unknown } };
  const client = (handle.$client ?? handle.session?.client) as
    | pg.Pool
    | pg.PoolClient
    | { query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }> };
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }
  return (await client.query<T>(statement.text, values)).rows;
}

/**
 * A list as one array parameter of a PostgreSQL type (`'uuid[]'`, `'text[]'`): one bound value however
 * long the list, on both drivers, where a spread list would bind one value per element.
 */
export function arrayParam(values: readonly unknown[], type: `${string}[]`): SQL {
  return sql`${sql.param([...values])}::${sql.raw(type)}`;
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
