/**
 * `npm run bench:einvoice` (issue #20, decision 0050): one e-invoice of 50 lines (mixed rates, line and
 * document discounts, a 100 kB PDF attachment), as PEPPOL BIS 3.0 and as Svefaktura 1.0. Generation
 * alone (mapper + writer), 200 runs each, target p95 ≤ 50 ms; and generation + the official checks (the
 * schema and the rule sets), 5 runs after one warm-up that loads them — the checks are a test-time cost,
 * not production's.
 */
import { source } from '../src/server/features/eInvoice/eInvoice.fixtures';
import { type EInvoice, toEInvoice } from '../src/server/features/eInvoice/eInvoice.mapper';
import { buildSvefaktura } from '../src/server/features/eInvoice/svefaktura/svefaktura.files';
import { buildUbl } from '../src/server/features/eInvoice/ubl/ubl.files';
import {
  hasValidators,
  loadSvefakturaRules,
  peppolRuleFailures,
  svefakturaRuleFailures,
  svefakturaSchemaErrors,
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

interface Format {
  name: string;
  write: (e: EInvoice) => string;
  load: () => void;
  check: (xml: string) => Promise<string[]>;
}
const formats: Format[] = [
  {
    name: 'PEPPOL BIS 3.0 (XSD + CEN + PEPPOL)',
    write: buildUbl,
    load: () => undefined,
    check: async (xml) => [...(await ublSchemaErrors(xml)), ...peppolRuleFailures(xml)],
  },
  {
    name: 'Svefaktura 1.0 (XSD + SFTI-regler)',
    write: buildSvefaktura,
    load: loadSvefakturaRules,
    check: async (xml) => [...(await svefakturaSchemaErrors(xml)), ...svefakturaRuleFailures(xml)],
  },
];

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const fmt = (v: number) => `${v.toFixed(2)} ms`;

async function measure(format: Format): Promise<number> {
  const gen: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    format.write(toEInvoice(invoice));
    gen.push(performance.now() - start);
  }
  log(`  ${format.name}`);
  log(`    generering, 200 körningar: median ${fmt(pct(gen, 50))}, p95 ${fmt(pct(gen, 95))} (mål ≤ 50 ms)`);
  if (!hasValidators) {
    log('    kontrollen hoppas över: ../shared/validators saknas');
    return pct(gen, 95);
  }
  let start = performance.now();
  format.load();
  const warm = await format.check(format.write(toEInvoice(invoice)));
  log(
    `    första kontroll (läser schema och regler): ${fmt(performance.now() - start)}, fel: ${warm.length}`,
  );
  const full: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    start = performance.now();
    const errors = await format.check(format.write(toEInvoice(invoice)));
    full.push(performance.now() - start);
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }
  log(`    generering + kontroll, 5 körningar: median ${fmt(pct(full, 50))}, max ${fmt(Math.max(...full))}`);
  return pct(gen, 95);
}

const machine = machineInfo();
log(`bench:einvoice — ${new Date().toISOString()}`);
log(`  maskin: ${machine.cpu}, ${machine.cores} kärnor, Node ${machine.node}, last ${machine.load}`);
log(`  en faktura med ${LINES} rader och en PDF på 100 kB`);
const p95s: number[] = [];
for (const format of formats) p95s.push(await measure(format));
if (p95s.some((p) => p > 50)) process.exitCode = 1;
