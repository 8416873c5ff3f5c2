import pg from 'pg';
import { type Db, openPostgres } from '../../src/server/platform/db/database';
import { migrateDatabase } from '../../src/server/platform/db/migrate';
import { seedDemoDataIfEmpty } from '../../src/server/seed/demo-seed';

/** The PostgreSQL server the benchmarks use; each benchmark keeps its own database there. */
export const benchServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchDatabaseUrl(name: string): string {
  return Object.assign(new URL(benchServerUrl), { pathname: `/${name}` }).toString();
}

/** One plain connection to the benchmark's database for `run`, closed whatever happens. */
export async function withBenchClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the benchmark's database when missing (dropped first with `fresh`), migrates it and seeds
 * the demo data once; `prepare` runs in the same exclusive session for the benchmark's own data.
 */
export async function prepareBenchDatabase({
  name,
  fresh,
  log,
  prepare,
}: {
  name: string;
  fresh: boolean;
  log: (text: string) => void;
  prepare?: (db: Db) => Promise<void>;
}): Promise<void> {
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(benchDatabaseUrl(name));
  try {
    await database.exclusive(async (db) => {
      await migrateDatabase('postgres', db);
      if (await seedDemoDataIfEmpty(db)) log('Demodata inlagd.');
      await prepare?.(db);
    });
  } finally {
    await database.close();
  }
}
