/**
 * `npm run catalogue:import -- FILE [--firm KUNDNUMMER]`: imports a provider price file or a firm's
 * rabattbrev (semicolon-separated, UTF-8 or Windows-1252) into the database of DATABASE_URL, or the PGlite
 * folder DATA_DIR (default ./data; stop `npm start` first, PGlite allows one process per folder).
 * Prints a progress bar, a summary and every rejected row with its line number. Exit code 0 when every
 * row was taken, 2 when some rows were rejected (the others are imported), 1 when nothing could be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { importCatalogueFile } from '../src/server/features/catalogueImport';
import { openDatabase } from '../src/server/platform/db/database';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { systemClock } from '../src/server/platform/http/context';
import { progressBar } from './lib/progress-bar';

const args = process.argv.slice(2);
const firmFlag = args.indexOf('--firm');
const firmCode = firmFlag >= 0 ? args[firmFlag + 1] : undefined;
const file = args.find((a, i) => !a.startsWith('--') && !(firmFlag >= 0 && i === firmFlag + 1));
const say = (text: string) => process.stdout.write(`${text}\n`);

if (!file) {
  say('Ange filen: npm run catalogue:import -- prisfil.csv [--firm 100245]');
  process.exit(1);
}

const bytes = readFileSync(path.resolve(file));
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.exclusive((db) => migrateDatabase(database.kind, db));
  const bar = progressBar(path.basename(file));
  const summary = await importCatalogueFile({
    deps: { db: database.db, clock: systemClock },
    bytes,
    firmCode,
    onProgress: (done, total) => bar.update(done, total),
  });
  bar.done();
  const kind = { PRICE_FILE: 'prisfil', DISCOUNT_FILE: 'rabattbrev' }[summary.kind ?? 'PRICE_FILE'];
  say(
    `${path.basename(file)}: ${summary.kind ? kind : 'okänd filtyp'}, ${summary.encoding}, ${summary.rows} rader på ${(summary.milliseconds / 1000).toFixed(1)} s`,
  );
  if (summary.kind === 'PRICE_FILE') {
    say(
      `  nya ${summary.inserted}, ändrade ${summary.updated}, oförändrade ${summary.unchanged}, avaktiverade ${summary.deactivated}`,
    );
  } else if (summary.kind === 'DISCOUNT_FILE') {
    say(
      `  ${summary.firms} företag: ändrade ${summary.updated}, oförändrade ${summary.unchanged}, borttagna ${summary.deactivated}`,
    );
  }
  if (summary.errors.length > 0) {
    say(`  ${summary.errors.length} rader avvisades:`);
    for (const e of summary.errors.slice(0, 200)) say(`    rad ${e.line}: ${e.reason}`);
    if (summary.errors.length > 200) say(`    … och ${summary.errors.length - 200} till`);
  }
  process.exitCode = summary.kind === null ? 1 : summary.errors.length > 0 ? 2 : 0;
} finally {
  await database.close();
}
