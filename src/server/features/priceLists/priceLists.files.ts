import {
  type PriceListCode,
  type PriceListFormat,
  type PriceListVariant,
  priceListDefinitions,
} from '@shared/domain/price-lists';
import type { AppDeps } from '../../platform/http/context';
import { findFirm } from '../firms';
import { getGlobalSettings } from '../settings';
import { priceListCsv } from './priceLists.csv';
import { buildPriceListTable, type PriceListTable } from './priceLists.mapper';
import { priceListPdf } from './priceLists.pdf';
import { type PriceListKey, storePriceListFile } from './priceLists.repository';
import { priceListXlsx } from './priceLists.xlsx';

/** What the job is asked to make: the list's key and the day it is made for. */
export interface PriceListJob extends PriceListKey {
  today: string;
}

const ORDER_TEXT: Record<PriceListCode, string> = {
  WHG: 'per varugrupp',
  CAT: 'per kategori',
  TTL: 'alfabetiskt på benämning',
};

const EXTENSIONS: Record<PriceListFormat, string> = { CSV: 'csv', XLSX: 'xlsx', PDF: 'pdf' };

/** A name the file may carry on any disk: no "/", ":" or the like. */
function fileNamePart(text: string): string {
  return text.replace(/[\\/:*?"<>|]+/g, '-').trim();
}

async function render(
  format: PriceListFormat,
  table: PriceListTable,
  heading: { title: string; subtitle: string },
): Promise<{ content: Buffer; contentType: string }> {
  if (format === 'CSV') return priceListCsv(table);
  if (format === 'XLSX') return priceListXlsx(table, heading.title);
  return priceListPdf(table, heading);
}

function subtitle(input: {
  firmName: string;
  variant: PriceListVariant;
  code: PriceListCode;
  listDate: string | null;
  today: string;
  count: number;
}): string {
  const definition = priceListDefinitions[input.variant];
  const vat = definition.grossWithMoms ? 'inkl. moms' : 'exkl. moms';
  return [
    input.firmName,
    input.listDate ? `Prislistedatum ${input.listDate}` : null,
    `Priser i kronor ${vat}`,
    ORDER_TEXT[input.code],
    `${input.count} artiklar`,
    `Skapad ${input.today}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Makes one price list for the firm in its format and keeps it (the job's work). */
export async function makePriceListFile(input: {
  deps: AppDeps;
  job: PriceListJob;
  progress: (done: number, total: number) => Promise<void>;
}): Promise<void> {
  const { deps, job } = input;
  const definition = priceListDefinitions[job.variant];
  const [firm, settings] = await Promise.all([findFirm(deps.db, job.firmId), getGlobalSettings({ deps })]);
  const table = await buildPriceListTable({
    db: deps.db,
    firmId: job.firmId,
    definition,
    code: job.code,
    today: job.today,
    progress: input.progress,
  });
  const firmName = firm?.name ?? '';
  const heading = {
    title: definition.title,
    subtitle: subtitle({
      firmName,
      variant: job.variant,
      code: job.code,
      listDate: definition.net ? settings.netPriceListDate : settings.mainPriceListDate,
      today: job.today,
      count: table.rows.length,
    }),
  };
  const file = await render(job.format, table, heading);
  await storePriceListFile(deps.db, {
    firmId: job.firmId,
    variant: job.variant,
    code: job.code,
    format: job.format,
    source: job.source,
    fileName: `${fileNamePart(`${definition.title} ${job.today}`)}.${EXTENSIONS[job.format]}`,
    ...file,
  });
}
