import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { loadConfig } from './config';
import { catalogueIndex } from './features/catalogue';
import { openDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { startJobRunner } from './platform/jobs/runner';
import { DEMO_PASSWORD, demoFirms, demoProviderAdmin } from './seed/demo-data';
import { seedDemoDataIfEmpty } from './seed/demo-seed';

const startedAt = performance.now();
const config = loadConfig();
const log = (text: string) => process.stdout.write(`${text}\n`);

const database = await openDatabase(config);
log(
  database.kind === 'pglite'
    ? `Databas: inbyggd PGlite i ${config.dataDir}`
    : 'Databas: PostgreSQL (DATABASE_URL)',
);
const seeded = await database.exclusive(async (db) => {
  await migrateDatabase(database.kind, db);
  const filled = config.demoData ? await seedDemoDataIfEmpty(db, log) : false;
  // Statistics for the rows just written, before the first request is planned: autovacuum would take
  // its time, and until then the planner guesses (decision 0025).
  if (filled && database.kind === 'postgres') await db.execute(sql`analyze`);
  return filled;
});

const { app, deps, recurringJobs } = await createApp({ db: database.db, config, logger: true });
const stopJobs = config.runJobs
  ? startJobRunner({ queue: deps.jobs, recurring: recurringJobs, logger: app.log })
  : async () => {};
await app.listen({ port: config.port, host: config.host });
// The search index is built now rather than by the first search (decision 0008; seconds at 500 000 products).
catalogueIndex(database.db).catch((error: unknown) =>
  app.log.error(error, 'Katalogens sökindex kunde inte läsas'),
);

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
log('');
log(
  `Montör är igång på http://localhost:${config.port} (start ${seconds} s${seeded ? ', demodata skapad' : ''})`,
);
if (config.demoData) {
  log(`Demoinloggningar (lösenord ${DEMO_PASSWORD}):`);
  for (const firm of demoFirms) {
    for (const e of firm.employees) log(`  ${e.login.padEnd(20)} ${e.displayName}, ${firm.name}`);
  }
  log(`  ${demoProviderAdmin.login.padEnd(20)} leverantörens administratör (agerar som en anställd)`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`\n${signal}: Montör stängs …`);
  await stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
