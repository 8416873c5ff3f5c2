import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';
import { seedDemoDataIfEmpty } from '../seed/demo-seed';

const templateFile = path.resolve(import.meta.dirname, '../../../.tmp/test-template.tar.gz');
const TEMPLATE_DB = 'montor_test_template';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated, demo-seeded template once per test run (vitest globalSetup). */
export async function buildTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await admin(url, async (c) => {
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.query(`create database ${TEMPLATE_DB}`);
    });
    const database = await openPostgres(withDatabase(url, TEMPLATE_DB));
    await database.exclusive(async (db) => {
      await migrateDatabase('postgres', db);
      await seedDemoDataIfEmpty(db);
    });
    await database.close();
    return;
  }
  const database = await openPglite({});
  await migrateDatabase('pglite', database.db);
  await seedDemoDataIfEmpty(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(path.dirname(templateFile), { recursive: true });
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/**
 * A private copy of the template for one test file: an in-memory PGlite loaded from the dump, or a
 * PostgreSQL database created from the template database when DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite({ loadDataDir: new Blob([readFileSync(templateFile)]) });
  const name = `montor_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name} template ${TEMPLATE_DB}`));
  const database = await openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
