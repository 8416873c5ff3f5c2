import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { PriceOverrideRow } from '../clients.mapper';
import { clientPriceOverrides, clients } from '../clients.table';

/** The subset of `ids` that are this firm's clients. */
export async function ownClientIds(db: Db, firmId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), inArray(clients.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function deleteClients(db: Db, firmId: string, ids: string[]): Promise<number> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.firmId, firmId), inArray(clients.id, ids)))
    .returning({ id: clients.id });
  return rows.length;
}

/** Activity without a change of the data: the version stays, so an open form can still save. */
export async function touchClients(db: Db, firmId: string, ids: string[], at: Date): Promise<number> {
  const rows = await db
    .update(clients)
    .set({ lastActivityAt: at })
    .where(and(eq(clients.firmId, firmId), inArray(clients.id, ids)))
    .returning({ id: clients.id });
  return rows.length;
}

export async function findPriceOverride(
  db: Db,
  firmId: string,
  clientId: string,
  by: { id: string } | { code: string },
): Promise<PriceOverrideRow | null> {
  const match =
    'id' in by
      ? eq(clientPriceOverrides.id, by.id)
      : sql`lower(${clientPriceOverrides.articleCode}) = lower(${by.code})`;
  const rows = await db
    .select()
    .from(clientPriceOverrides)
    .where(and(eq(clientPriceOverrides.firmId, firmId), eq(clientPriceOverrides.clientId, clientId), match))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPriceOverride(db: Db, values: typeof clientPriceOverrides.$inferInsert) {
  await db.insert(clientPriceOverrides).values(values);
}

export async function updatePriceOverride(
  db: Db,
  firmId: string,
  id: string,
  values: Pick<PriceOverrideRow, 'priceOre' | 'updatedAt'> & { name?: string },
) {
  await db
    .update(clientPriceOverrides)
    .set(values)
    .where(and(eq(clientPriceOverrides.firmId, firmId), eq(clientPriceOverrides.id, id)));
}

export async function deletePriceOverride(db: Db, firmId: string, id: string) {
  await db
    .delete(clientPriceOverrides)
    .where(and(eq(clientPriceOverrides.firmId, firmId), eq(clientPriceOverrides.id, id)));
}
