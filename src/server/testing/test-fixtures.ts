import { eq } from 'drizzle-orm';
import { firms } from '../features/firms';
import type { Db } from '../platform/db/database';

export async function findFirmIdByCode(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ id: firms.id }).from(firms).where(eq(firms.code, code));
  if (!row) throw new Error(`No firm with code ${code}`);
  return row.id;
}
