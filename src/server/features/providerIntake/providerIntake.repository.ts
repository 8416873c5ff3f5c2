import { createHash, randomBytes } from 'node:crypto';
import type { OrderPayload, ProviderOrder, SubmitOrder } from '@shared/api/providerIntake.api';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { type ProviderOrderStatus, providerApiKeys, providerOrders } from './providerIntake.table';

type ProviderOrderRow = typeof providerOrders.$inferSelect;

export function toProviderOrder(row: ProviderOrderRow): ProviderOrder {
  return {
    providerOrderNumber: row.providerOrderNumber,
    idempotencyKey: row.idempotencyKey,
    firmId: row.firmId,
    customerOrderId: row.customerOrderId,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload as unknown as OrderPayload,
  };
}

/**
 * Stores a received order once per idempotency key: a second submit with the same key (a retried send)
 * inserts nothing and answers the first row, also when two arrive at the same moment (the unique index
 * decides, ON CONFLICT waits for the other insert's commit).
 */
export async function insertProviderOrderOnce(db: Db, order: SubmitOrder): Promise<ProviderOrderRow> {
  const [inserted] = await db
    .insert(providerOrders)
    .values({
      idempotencyKey: order.idempotencyKey,
      firmId: order.firmId,
      customerOrderId: order.customerOrderId,
      payload: order.payload as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: providerOrders.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(providerOrders)
    .where(eq(providerOrders.idempotencyKey, order.idempotencyKey));
  return existing!;
}

/** The firm's provider; null for an unknown firm. */
export async function findFirmProvider(db: Db, firmId: string): Promise<string | null> {
  const [row] = await db.select({ providerId: firms.providerId }).from(firms).where(eq(firms.id, firmId));
  return row?.providerId ?? null;
}

const ofProvider = (providerId: string) =>
  sql`${providerOrders.firmId} in (select ${firms.id} from ${firms} where ${firms.providerId} = ${providerId})`;

/** The provider's orders in one status, oldest first. */
export async function listProviderOrders(
  db: Db,
  providerId: string,
  status: ProviderOrderStatus,
  limit: number,
): Promise<ProviderOrderRow[]> {
  return db
    .select()
    .from(providerOrders)
    .where(and(eq(providerOrders.status, status), ofProvider(providerId)))
    .orderBy(asc(providerOrders.receivedAt), asc(providerOrders.providerOrderNumber))
    .limit(limit);
}

export async function findProviderOrder(
  db: Db,
  providerId: string,
  providerOrderNumber: number,
  options: { forUpdate?: boolean } = {},
): Promise<ProviderOrderRow | null> {
  const query = db
    .select()
    .from(providerOrders)
    .where(and(eq(providerOrders.providerOrderNumber, providerOrderNumber), ofProvider(providerId)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateProviderOrder(
  db: Db,
  id: string,
  values: Partial<Pick<ProviderOrderRow, 'status' | 'confirmedAt' | 'deliveredAt'>>,
): Promise<ProviderOrderRow> {
  const [row] = await db.update(providerOrders).set(values).where(eq(providerOrders.id, id)).returning();
  return row!;
}

export function hashProviderApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: shown once to whoever creates it, stored only as its hash. */
export function newProviderApiKey(): string {
  return `mpk_${randomBytes(24).toString('base64url')}`;
}

/** The provider the key belongs to; null for an unknown or revoked key. */
export async function verifyProviderApiKey(db: Db, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ providerId: providerApiKeys.providerId })
    .from(providerApiKeys)
    .where(and(eq(providerApiKeys.keyHash, hashProviderApiKey(key)), isNull(providerApiKeys.revokedAt)))
    .limit(1);
  return row?.providerId ?? null;
}

export async function insertProviderApiKey(
  db: Db,
  row: { providerId: string; name: string; keyHash: string },
): Promise<void> {
  await db.insert(providerApiKeys).values(row);
}
