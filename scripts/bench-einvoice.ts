/**
 * `npm run bench:einvoice` (issue #20, decision 0050): one PEPPOL e-invoice of 50 lines (mixed rates,
 * line and document discounts, a 100 kB PDF attachment). Generation alone (mapper + UBL), 200 runs,
 * target p95 ≤ 50 ms; and generation + the official checks (UBL XSD, CEN and PEPPOL Schematron), 5 runs
 * after one warm-up that loads the rule sets — the checks are a test-time cost, not production's.
 */
import { source } from '../src/server/features/eInvoice/eInvoice.fixtures';
import { toEInvoice } from '../src/server/features/eInvoice/eInvoice.mapper';
import { buildUbl } from '../src/server/features/eInvoice/ubl/ubl.files';
import {
  hasValidators,
  peppolRuleFailures,
  ublSchemaErrors,
} from '../src/server/testing/e-invoice-validators';
import { machineInfo } from './lib/machine';

const log = (text: string) => process.stdout.write(`${text}\n`);
const LINES = 50;
const items = Array.from({ length: LINES }, (_, i) => ({
  uid: crypto.randomUUID(),
  type: 'NOMENCLATURE' as const,
  nomenclatureItemType: 'FREE' as const,
  code: `ART-${i}`,
  description: `Artikel ${i + 1}`,
  quantity: 1000 + i * 250,
  unit: i % 5 === 0 ? 'm' : 'st',
  priceOre: 9_950 + i * 137,
  purchasePriceOre: 5_000,
  discountBp: i % 4 === 0 ? 1000 : 0,
  vatRateBp: i % 7 === 0 ? 1200 : null,
}));
const base = source({ items, header: { discountBp: 300 } });
const invoice = { ...base, attachment: { fileName: 'Faktura 1001.pdf', content: Buffer.alloc(100_000, 65) } };

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const fmt = (v: number) => `${v.toFixed(2)} ms`;

const gen: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const start = performance.now();
  buildUbl(toEInvoice(invoice));
  gen.push(performance.now() - start);
}
const machine = machineInfo();
log(`bench:einvoice — ${new Date().toISOString()}`);
log(`  maskin: ${machine.cpu}, ${machine.cores} kärnor, Node ${machine.node}, last ${machine.load}`);
log(
  `  generering (${LINES} rader, 100 kB PDF), 200 körningar: median ${fmt(pct(gen, 50))}, p95 ${fmt(pct(gen, 95))} (mål ≤ 50 ms)`,
);
if (hasValidators) {
  const xml = buildUbl(toEInvoice(invoice));
  let start = performance.now();
  const warm = [...(await ublSchemaErrors(xml)), ...peppolRuleFailures(xml)];
  log(`  första kontroll (läser schema och regler): ${fmt(performance.now() - start)}, fel: ${warm.length}`);
  const full: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    start = performance.now();
    const x = buildUbl(toEInvoice(invoice));
    const errors = [...(await ublSchemaErrors(x)), ...peppolRuleFailures(x)];
    full.push(performance.now() - start);
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }
  log(
    `  generering + XSD + CEN + PEPPOL, 5 körningar: median ${fmt(pct(full, 50))}, max ${fmt(Math.max(...full))}`,
  );
} else log('  kontrollen hoppas över: ../shared/validators saknas');
if (pct(gen, 95) > 50) process.exitCode = 1;
