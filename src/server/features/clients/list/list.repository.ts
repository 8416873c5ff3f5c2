import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { clients } from '../clients.table';

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
