import type { Ledger } from '@shared/domain/accounting/ledgers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { accountingVerifications, type VoucherEntity } from '../accountingExport.table';

export interface NumberedVoucher {
  entity: VoucherEntity;
  id: string;
  ledger: Ledger;
  date: string;
  series: string;
  number: number;
}

const BATCH = 1000;

/**
 * Records the numbers an export gave (decision 0046): a voucher exported again with new numbers gets the
 * new one, with its old one the export time moves on. One row per document, payment or decision.
 */
export async function recordVerifications(
  tx: Db,
  firmId: string,
  vouchers: readonly NumberedVoucher[],
  exportedAt: Date,
): Promise<void> {
  for (let start = 0; start < vouchers.length; start += BATCH) {
    const rows = vouchers.slice(start, start + BATCH).map((v) => ({
      firmId,
      entity: v.entity,
      entityId: v.id,
      ledger: v.ledger,
      series: v.series,
      number: v.number,
      voucherDate: v.date,
      exportedAt,
    }));
    await tx
      .insert(accountingVerifications)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          accountingVerifications.firmId,
          accountingVerifications.entity,
          accountingVerifications.entityId,
        ],
        set: {
          ledger: sql`excluded.ledger`,
          series: sql`excluded.series`,
          number: sql`excluded.number`,
          voucherDate: sql`excluded.voucher_date`,
          exportedAt: sql`excluded.exported_at`,
        },
      });
  }
}
