import type { Db } from '../../platform/db/database';
import { providers } from '../provider';
import { globalSettings } from './settings.table';

export async function readGlobalSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select().from(globalSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertGlobalSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(globalSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value, updatedAt: new Date() } });
}

export async function readProvider(db: Db) {
  const rows = await db.select().from(providers).limit(1);
  return rows[0] ?? null;
}
