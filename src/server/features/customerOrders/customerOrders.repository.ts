import type { SiteOption } from '@shared/domain/access';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { catalogueStock } from '../catalogue';
import { documents } from '../documents';
import { employees } from '../employees';
import { firms } from '../firms';
import { warehouses } from '../provider';

/** What sending needs to know of the firm: who may order, and who it is to the provider. */
export interface OrderingFirm {
  code: string;
  name: string;
  siteOptions: SiteOption[];
  onlyAdminsCanOrder: boolean;
}

export async function findOrderingFirm(db: Db, firmId: string): Promise<OrderingFirm> {
  const [row] = await db
    .select({
      code: firms.code,
      name: firms.name,
      siteOptions: firms.siteOptions,
      onlyAdminsCanOrder: firms.onlyAdminsCanOrder,
    })
    .from(firms)
    .where(eq(firms.id, firmId));
  return row!;
}

export interface OrderWarehouse {
  id: string;
  code: string;
  name: string;
  city: string;
}

/** One of the firm's provider's warehouses by its code; null for an unknown code. */
export async function findWarehouse(db: Db, firmId: string, code: string): Promise<OrderWarehouse | null> {
  const [row] = await db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, city: warehouses.city })
    .from(warehouses)
    .innerJoin(firms, eq(firms.providerId, warehouses.providerId))
    .where(and(eq(firms.id, firmId), eq(warehouses.code, code)));
  return row ?? null;
}

/** Stock of the products in one warehouse; a product it does not carry has no entry. */
export async function stockInWarehouse(
  db: Db,
  warehouseId: string,
  productIds: readonly number[],
): Promise<Map<number, { balance: number; shortageMessage: string | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: catalogueStock.productId,
      balance: catalogueStock.balance,
      shortageMessage: catalogueStock.shortageMessage,
    })
    .from(catalogueStock)
    .where(
      and(eq(catalogueStock.warehouseId, warehouseId), inArray(catalogueStock.productId, [...productIds])),
    );
  return new Map(rows.map((r) => [r.productId, { balance: r.balance, shortageMessage: r.shortageMessage }]));
}

export async function employeeName(db: Db, firmId: string, employeeId: string | null): Promise<string> {
  if (!employeeId) return '';
  const [row] = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.firmId, firmId)));
  return row?.name ?? '';
}

const orderScope = (firmId: string, docUid: string) =>
  and(eq(documents.firmId, firmId), eq(documents.docType, 'CUSTOMER_ORDER'), eq(documents.id, docUid));

/**
 * The first step of a send: the order keeps its send key (made once, reused by every retry), gets its
 * number and is locked while it is at the provider's door, so no save changes what is being sent. The
 * version stays: this is not an edit, and the completion that follows checks the same version.
 */
export async function reserveSend(
  tx: Db,
  firmId: string,
  docUid: string,
  values: { sendKey: string; number: number },
): Promise<void> {
  await tx
    .update(documents)
    .set({ sendKey: values.sendKey, number: values.number, locked: true })
    .where(and(orderScope(firmId, docUid), isNull(documents.sentAt)));
}

/** The intake did not take it: editable again, the key and number kept for the next try. */
export async function releaseSend(db: Db, firmId: string, docUid: string): Promise<void> {
  await db
    .update(documents)
    .set({ locked: false })
    .where(and(orderScope(firmId, docUid), isNull(documents.sentAt)));
}

/** The last step, in the completion's transaction: sent, and locked for good. */
export async function markSent(tx: Db, firmId: string, docUid: string, sentAt: Date): Promise<void> {
  await tx.update(documents).set({ sentAt, locked: true }).where(orderScope(firmId, docUid));
}
