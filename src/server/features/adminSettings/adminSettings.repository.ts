import type { RotPeriodInput } from '@shared/api/adminSettings.api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { referenceRates, taxDeductionPeriods } from '../documents';
import { globalSettings, readGlobalSettings, upsertGlobalSetting } from '../settings';

export async function listRotPeriods(db: Db): Promise<RotPeriodInput[]> {
  return db
    .select({
      validFrom: taxDeductionPeriods.validFrom,
      rateBp: taxDeductionPeriods.rateBp,
      capOre: taxDeductionPeriods.capOre,
      mountainHeatPumpLabourBp: taxDeductionPeriods.mountainHeatPumpLabourBp,
      airWaterHeatPumpLabourBp: taxDeductionPeriods.airWaterHeatPumpLabourBp,
    })
    .from(taxDeductionPeriods)
    .orderBy(asc(taxDeductionPeriods.validFrom));
}

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

export async function listReferenceRates(db: Db) {
  return db
    .select({ validFrom: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .orderBy(asc(referenceRates.validFrom));
}

export async function upsertReferenceRate(db: Db, validFrom: string, rateBp: number, now: Date) {
  await db
    .insert(referenceRates)
    .values({ validFrom, rateBp, updatedAt: now })
    .onConflictDoUpdate({ target: referenceRates.validFrom, set: { rateBp, updatedAt: now } });
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
