import type { ProviderOrder, SubmitOrder } from '@shared/api/providerIntake.api';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { providers } from '../provider';
import { providerIntakeErrors } from './providerIntake.errors';
import {
  findFirmProvider,
  findProviderOrder,
  hashProviderApiKey,
  insertProviderApiKey,
  insertProviderOrderOnce,
  listProviderOrders,
  newProviderApiKey,
  toProviderOrder,
  updateProviderOrder,
} from './providerIntake.repository';
import type { ProviderOrderStatus } from './providerIntake.table';

/*
 * The provider API's use cases (docs/decisions/0014). `providerId` is the key's provider: a provider
 * sees and changes only orders of its own customer firms; any other firm or order is "not found".
 */

/** POST /provider-api/orders: stores the order once per key and answers the stored order. */
export async function receiveProviderOrder({
  deps: { db },
  providerId,
  order,
}: {
  deps: AppDeps;
  providerId: string;
  order: SubmitOrder;
}): Promise<ProviderOrder> {
  if ((await findFirmProvider(db, order.firmId)) !== providerId) {
    throw providerIntakeErrors.PROVIDER_ORDER_NOT_FOUND({ field: 'firmId' });
  }
  const stored = await insertProviderOrderOnce(db, order);
  // A key answers only the order it was made for; another order under it is a caller's bug.
  if (stored.customerOrderId !== order.customerOrderId || stored.firmId !== order.firmId) {
    throw providerIntakeErrors.IDEMPOTENCY_KEY_REUSED({ field: 'idempotencyKey' });
  }
  return toProviderOrder(stored);
}

/** GET /provider-api/orders: the provider's orders in one status, oldest first. */
export async function listOrdersForProvider({
  deps: { db },
  providerId,
  status,
  limit,
}: {
  deps: AppDeps;
  providerId: string;
  status: ProviderOrderStatus;
  limit: number;
}): Promise<{ items: ProviderOrder[] }> {
  const rows = await listProviderOrders(db, providerId, status, limit);
  return { items: rows.map(toProviderOrder) };
}

const progress: Record<ProviderOrderStatus, number> = {
  RECEIVED: 0,
  CONFIRMED: 1,
  DELIVERED: 2,
  INVOICED: 3,
};

/**
 * POST /provider-api/orders/status: forward only (RECEIVED → CONFIRMED → DELIVERED); the same status
 * again is a no-op, so an ERP that repeats a call after a lost answer is harmless. Delivering an order
 * never confirmed also confirms it.
 */
export async function updateProviderOrderStatus({
  deps: { db, clock },
  providerId,
  providerOrderNumber,
  status,
}: {
  deps: AppDeps;
  providerId: string;
  providerOrderNumber: number;
  status: 'CONFIRMED' | 'DELIVERED';
}): Promise<ProviderOrder> {
  return withTransaction(db, async (tx) => {
    const order = await findProviderOrder(tx, providerId, providerOrderNumber, { forUpdate: true });
    if (!order) throw providerIntakeErrors.PROVIDER_ORDER_NOT_FOUND({ field: 'providerOrderNumber' });
    if (order.status === status) return toProviderOrder(order);
    if (progress[status] < progress[order.status]) {
      throw providerIntakeErrors.PROVIDER_ORDER_STATUS_INVALID(order.status, status, { field: 'status' });
    }
    const now = clock.now();
    const updated = await updateProviderOrder(tx, order.id, {
      status,
      confirmedAt: order.confirmedAt ?? now,
      deliveredAt: status === 'DELIVERED' ? now : order.deliveredAt,
    });
    return toProviderOrder(updated);
  });
}

/**
 * A new key for the provider's ERP (`npm run provider:key`): the key itself is answered once and only
 * its hash is kept, so it is never printed or stored anywhere else. Without a provider id, the one
 * provider of the installation.
 */
export async function createProviderApiKey({
  deps: { db },
  name,
  providerId,
}: {
  deps: StoreDeps;
  name: string;
  providerId?: string;
}): Promise<{ key: string; providerId: string }> {
  const owner = providerId ?? (await db.select({ id: providers.id }).from(providers).limit(1))[0]?.id;
  if (!owner) throw new Error('Det finns ingen leverantör i databasen – kör npm run seed först.');
  const key = newProviderApiKey();
  await insertProviderApiKey(db, { providerId: owner, name, keyHash: hashProviderApiKey(key) });
  return { key, providerId: owner };
}
