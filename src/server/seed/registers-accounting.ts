import { defaultLedgerMapping } from '@shared/domain/accounting/bas-accounts';
import { defaultSeries } from '@shared/domain/accounting/ledgers';
import { saveAccountingSettings } from '../features/accounting';
import type { Db } from '../platform/db/database';
import type { SeedContext } from './demo-seed';

/**
 * The demo firm has the SIE option and exports to its accountant: accounting on, invoice method, the BAS
 * mapping and series A–D, saved through the same rules as the settings page.
 */
export async function seedAccountingSettings(db: Db, context: SeedContext): Promise<void> {
  const firmId = context.firmIds.get('100245');
  if (!firmId) throw new Error('Demo firm 100245 is missing');
  const savedAt = new Date('2026-11-02T08:05:00Z');
  await saveAccountingSettings({
    deps: { db, clock: { now: () => savedAt } },
    firmId,
    employeeId: null,
    newVersion: 0,
    data: {
      enabled: true,
      method: 'INVOICE',
      series: defaultSeries,
      mapping: {
        ...defaultLedgerMapping,
        sales: defaultLedgerMapping.sales.map((s) => ({ ...s })),
        outputVat: defaultLedgerMapping.outputVat.map((v) => ({ ...v })),
      },
    },
  });
}
