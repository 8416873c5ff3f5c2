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

/**
 * Records the numbers an export gave (decision 0046): a voucher exported again with new numbers gets the
 * new one, with its old one the export time moves on. One row per document, payment or decision. Set
 * based: a block of vouchers is one JSON parameter that the statement unpacks, so a year of 50 000 is a
 * handful of statements rather than 400 000 bound values the query builder and the driver handle one by one.
 */
export async function recordVerifications(
  tx: Db,
  firmId: string,
  vouchers: readonly NumberedVoucher[],
  exportedAt: Date,
): Promise<void> {
  for (let start = 0; start < vouchers.length; start += BLOCK) {
    const block = JSON.stringify(
      vouchers.slice(start, start + BLOCK).map((v) => [v.entity, v.id, v.ledger, v.series, v.number, v.date]),
    );
    await tx.execute(sql`
      insert into accounting_verifications
        (firm_id, entity, entity_id, ledger, series, number, voucher_date, exported_at)
      select ${firmId}, v->>0, (v->>1)::uuid, v->>2, v->>3, (v->>4)::bigint, (v->>5)::date,
        ${exportedAt.toISOString()}::timestamptz
      from jsonb_array_elements(${block}::jsonb) v
      on conflict (firm_id, entity, entity_id) do update set
        ledger = excluded.ledger, series = excluded.series, number = excluded.number,
        voucher_date = excluded.voucher_date, exported_at = excluded.exported_at`);
  }
}
