import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';
import { seedDemoDataIfEmpty } from '../seed/demo-seed';

/** Names of one test run's template; unique per run so two runs on one machine do not collide. */
export interface TemplateRef {
  file: string;
  database: string;
}

export function newTemplateRef(): TemplateRef {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  return {
    file: path.resolve(import.meta.dirname, `../../../.tmp/test-template-${run}.tar.gz`),
    database: `montor_test_template_${run}`,
  };
}

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
export async function buildTemplate(template: TemplateRef): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await admin(url, (c) => c.query(`create database ${template.database}`));
    const database = await openPostgres(withDatabase(url, template.database));
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
  mkdirSync(path.dirname(template.file), { recursive: true });
  writeFileSync(template.file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export async function removeTemplate(template: TemplateRef): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await admin(url, (c) => c.query(`drop database if exists ${template.database} with (force)`));
  else rmSync(template.file, { force: true });
}

/**
 * A private copy of the template for one test file: an in-memory PGlite loaded from the dump, or a
 * PostgreSQL database created from the template database when DATABASE_URL is set.
 */
export async function openTestDatabase(template: TemplateRef): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite({ loadDataDir: new Blob([readFileSync(template.file)]) });
  const name = `montor_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name} template ${template.database}`));
  const database = await openPostgres(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
