/**
 * Writes the benchmark's price file from the catalogue in the database, the way a weekly file from the
 * provider looks: every product, one in ten with a new price, one in five hundred gone, a thousand new
 * articles and a few broken rows.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/platform/db/database';
import { formatAmount } from '../../src/shared/domain/format';

interface Row {
  id: number;
  article: string;
  rsk: string | null;
  name: string;
  brand: string | null;
  categoryId: number;
  unit: string;
  quantityPerUnit: number;
  wholesaleQuantity: number | null;
  gross: number | null;
  discountGroup: string;
  campaign: number | null;
  campaignEnds: string | null;
}

const HEADER =
  'Artikelnummer;RSK-nummer;Benämning;Varumärke;Kategori;Enhet;Förpackning;Minsta antal;Bruttopris;Rabattgrupp;Kampanjpris;Kampanj t.o.m.';
const quantity = (thousandths: number | null) =>
  thousandths === null ? '' : formatAmount(Math.round(thousandths / 10)).replace(/,00$/, '');
const price = (ore: number | null) => (ore === null ? '' : formatAmount(ore));

export async function writePriceFile(
  db: Db,
  file: string,
): Promise<{ rows: number; changed: number; removed: number; added: number; bad: number }> {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(HEADER);
  const counts = { rows: 0, changed: 0, removed: 0, added: 0, bad: 0 };
  let last = 0;
  let leaf = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`select id, article, rsk, name, brand, category_id as "categoryId", unit,
            quantity_per_unit as "quantityPerUnit", wholesale_quantity as "wholesaleQuantity",
            gross_price_ore as gross, discount_group as "discountGroup", campaign_price_ore as campaign,
            campaign_ends_on::text as "campaignEnds"
          from catalogue_products where active and id > ${last} order by id limit 50000`,
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      last = r.id;
      leaf = r.categoryId;
      if (r.id % 500 === 7) {
        counts.removed += 1;
        continue;
      }
      const changed = r.id % 10 === 0 && r.gross !== null;
      const gross = changed ? Math.round((r.gross! * 103) / 100) : r.gross;
      const broken = r.id % 25_000 === 11;
      await write(
        [
          r.article,
          r.rsk ?? '',
          r.name,
          r.brand ?? '',
          r.categoryId,
          r.unit,
          quantity(r.quantityPerUnit),
          quantity(r.wholesaleQuantity),
          broken ? '12,3,4' : price(gross),
          r.discountGroup,
          price(r.campaign),
          r.campaignEnds ?? '',
        ].join(';'),
      );
      counts.rows += 1;
      if (broken) counts.bad += 1;
      else if (changed) counts.changed += 1;
    }
  }
  for (let i = 1; i <= 1_000; i++) {
    await write(
      `NY${String(i).padStart(6, '0')};;Nyhet kulventil 15 mm variant ${i};Nordlunds;${leaf};ST;1;;129,00;NY;;`,
    );
    counts.rows += 1;
    counts.added += 1;
  }
  out.end();
  await once(out, 'finish');
  return counts;
}
