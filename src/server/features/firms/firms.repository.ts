import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from './firms.table';

export type FirmRow = typeof firms.$inferSelect;

export async function findFirm(db: Db, firmId: string): Promise<FirmRow | null> {
  const rows = await db.select().from(firms).where(eq(firms.id, firmId)).limit(1);
  return rows[0] ?? null;
}
