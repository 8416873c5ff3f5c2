import type { RotPeriodInput } from '@shared/api/adminSettings.api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { referenceRatesOf, taxDeductionPeriods } from '../documents';
import { globalSettings, readGlobalSettings, readRotPeriods, upsertGlobalSetting } from '../settings';

/** The ROT periods as every computation reads them, oldest first. */
export const listRotPeriods = (db: Db): Promise<RotPeriodInput[]> => readRotPeriods(db);

export async function upsertRotPeriod(db: Db, period: RotPeriodInput, now: Date) {
  const { validFrom, ...values } = period;
  await db
    .insert(taxDeductionPeriods)
    .values({ ...period, updatedAt: now })
    .onConflictDoUpdate({ target: taxDeductionPeriods.validFrom, set: { ...values, updatedAt: now } });
  return validFrom;
}

export async function deleteRotPeriod(db: Db, validFrom: string) {
  await db.delete(taxDeductionPeriods).where(eq(taxDeductionPeriods.validFrom, validFrom));
}

/** The reference rates, oldest first, by the day each applies from. */
export async function listReferenceRates(db: Db) {
  return (await referenceRatesOf(db)).map((r) => ({ validFrom: r.from, rateBp: r.rateBp }));
}

export async function readPollingInterval(db: Db): Promise<number | null> {
  const value = (await readGlobalSettings(db)).get('pollingIntervalMs');
  return typeof value === 'number' ? value : null;
}

/** Null removes the provider's value, so the server's configured default applies again. */
export async function writePollingInterval(db: Db, ms: number | null) {
  if (ms === null) await db.delete(globalSettings).where(eq(globalSettings.key, 'pollingIntervalMs'));
  else await upsertGlobalSetting(db, 'pollingIntervalMs', ms);
}
