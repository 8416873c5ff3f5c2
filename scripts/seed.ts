/**
 * `npm run seed [-- --products 500000] [-- --replace-catalogue]`: fills the database of DATABASE_URL (or
 * the PGlite folder DATA_DIR) with the demo data, the catalogue with the given number of products
 * (default 20 000). A database that already has data keeps it; --replace-catalogue then rebuilds only the
 * catalogue (firms, logins and documents stay; favourites go with the old products).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { clearCatalogue } from '../src/server/features/catalogue';
import { openDatabase, queryRows } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { withTransaction } from '../src/server/platform/db/transaction';
import { DEFAULT_DEMO_PRODUCTS, seedDemoCatalogue } from '../src/server/seed/catalogue-seed';
import { type SeedContext, seedDemoDataIfEmpty } from '../src/server/seed/demo-seed';

const args = process.argv.slice(2);
const productsFlag = args.indexOf('--products');
const products = productsFlag >= 0 ? Number(args[productsFlag + 1]) : DEFAULT_DEMO_PRODUCTS;
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
  process.stdout.write('--products ska vara ett heltal mellan 1 och 5 000 000\n');
  process.exit(1);
}
process.env.SEED_PRODUCTS = String(products);
const say = (text: string) => process.stdout.write(`${text}\n`);

const started = performance.now();
const database = await openDatabase(loadConfig());
try {
  await database.exclusive(async (db) => {
    await migrateDatabase(database.kind, db);
    if (await seedDemoDataIfEmpty(db, say)) return;
    if (!args.includes('--replace-catalogue')) {
      say('Databasen har redan data. Använd --replace-catalogue för att bygga om katalogen.');
      return;
    }
    say(`Bygger om katalogen med ${products} produkter …`);
    await withTransaction(db, async (tx) => {
      await clearCatalogue(tx);
      const warehouses = await queryRows<{ id: string; code: string }>(
        tx,
        sql`select id, code from warehouses`,
      );
      const firms = await queryRows<{ id: string; code: string }>(tx, sql`select id, code from firms`);
      const context: SeedContext = {
        providerId: '',
        warehouseIds: new Map(warehouses.map((w) => [w.code, w.id])),
        firmIds: new Map(firms.map((f) => [f.code, f.id])),
      };
      await seedDemoCatalogue(tx as never, context);
    });
  });
  if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
  say(`Klart på ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
