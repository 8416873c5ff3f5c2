/**
 * `npm run provider:key [-- --name "Leverantörens affärssystem"]`: makes a new key for the provider API
 * (`/provider-api/...`, header x-provider-api-key) in the database of DATABASE_URL (or the PGlite folder
 * DATA_DIR) and prints it once. Only its hash is stored: keep the printed key, it cannot be shown again.
 */
import { loadConfig } from '../src/server/config';
import { createProviderApiKey } from '../src/server/features/providerIntake';
import { openDatabase } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/http/context';

const args = process.argv.slice(2);
const nameFlag = args.indexOf('--name');
const name = nameFlag >= 0 ? (args[nameFlag + 1] ?? '') : 'Leverantörens affärssystem';

const database = await openDatabase(loadConfig());
try {
  const { key } = await database.exclusive(async (db) => {
    await migrateDatabase(database.kind, db);
    return createProviderApiKey({ deps: { db, clock: systemClock }, name });
  });
  process.stdout.write(`Ny nyckel för leverantörs-API:t (${name}):\n${key}\n`);
  process.stdout.write('Skicka den i huvudet x-provider-api-key. Den visas bara nu.\n');
} finally {
  await database.close();
}
