import type { Ledger } from '@shared/domain/accounting/ledgers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { VoucherEntity } from '../accountingExport.table';

export interface NumberedVoucher {
  entity: VoucherEntity;
  id: string;
  ledger: Ledger;
  date: string;
  series: string;
  number: number;
}

/** Rows per statement: one statement for a month, a few for a year, each a few MB of parameter at most. */
const BLOCK = 10_000;
/** Between a block's values: a control character no id, date, number, ledger or series prefix holds. */
const SEP = '\u001f';

const column = (values: readonly (string | number)[]) => values.join(SEP);

/**
 * Records the numbers an export gave (decision 0046): a voucher exported again with new numbers gets the
 * new one, with its old one the export time moves on. One row per document, payment or decision. Set
 * based: a block of vouchers is six text parameters, one per column, that the statement splits and
 * unnests side by side — a year of 50 000 is a handful of statements rather than 400 000 bound values the
 * query builder and the driver handle one by one, and splitting text is cheaper than parsing JSON.
 */
export async function recordVerifications(
  tx: Db,
  firmId: string,
  vouchers: readonly NumberedVoucher[],
  exportedAt: Date,
): Promise<void> {
  for (let start = 0; start < vouchers.length; start += BLOCK) {
    const block = vouchers.slice(start, start + BLOCK);
    const split = (values: readonly (string | number)[]) => sql`string_to_array(${column(values)}, ${SEP})`;
    await tx.execute(sql`
      insert into accounting_verifications
        (firm_id, entity, entity_id, ledger, series, number, voucher_date, exported_at)
      select ${firmId}, v.entity, v.id::uuid, v.ledger, v.series, v.number::bigint, v.date::date,
        ${exportedAt.toISOString()}::timestamptz
      from unnest(${split(block.map((v) => v.entity))}, ${split(block.map((v) => v.id))},
        ${split(block.map((v) => v.ledger))}, ${split(block.map((v) => v.series))},
        ${split(block.map((v) => v.number))}, ${split(block.map((v) => v.date))})
        as v(entity, id, ledger, series, number, date)
      on conflict (firm_id, entity, entity_id) do update set
        ledger = excluded.ledger, series = excluded.series, number = excluded.number,
        voucher_date = excluded.voucher_date, exported_at = excluded.exported_at`);
  }
}
