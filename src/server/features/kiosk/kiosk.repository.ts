import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { warehouses } from '../provider';
import { basketLines } from './kiosk.table';

/** Whose basket: every query is scoped to the firm and the employee. */
export interface BasketOwner {
  firmId: string;
  employeeId: string;
}

const ownedBy = (owner: BasketOwner) =>
  and(eq(basketLines.firmId, owner.firmId), eq(basketLines.employeeId, owner.employeeId));

export interface StoredBasketLine {
  productId: number;
  quantity: number;
}

/** The lines in the order they were put in. */
export async function findBasketLines(db: Db, owner: BasketOwner): Promise<StoredBasketLine[]> {
  return db
    .select({ productId: basketLines.productId, quantity: basketLines.quantity })
    .from(basketLines)
    .where(ownedBy(owner))
    .orderBy(asc(basketLines.position), asc(basketLines.createdAt));
}

/** The basket's product ids in order, as a subquery: the lines' products are then read in the same round trip. */
export function basketProductIdsQuery(owner: BasketOwner): SQL {
  return sql`select product_id from basket_lines
    where firm_id = ${owner.firmId} and employee_id = ${owner.employeeId}
    order by position, created_at`;
}

export async function findBasketQuantity(db: Db, owner: BasketOwner, productId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: basketLines.quantity })
    .from(basketLines)
    .where(and(ownedBy(owner), eq(basketLines.productId, productId)));
  return row?.quantity ?? 0;
}

/** Sets a line's quantity; a new line goes last. One statement, so two quick clicks cannot make two lines. */
export async function putBasketLine(
  db: Db,
  owner: BasketOwner,
  line: StoredBasketLine,
  now: Date,
): Promise<void> {
  await db
    .insert(basketLines)
    .values({
      firmId: owner.firmId,
      employeeId: owner.employeeId,
      productId: line.productId,
      quantity: line.quantity,
      position: sql`(select coalesce(max(${basketLines.position}), 0) + 1 from ${basketLines}
        where ${basketLines.employeeId} = ${owner.employeeId})`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [basketLines.employeeId, basketLines.productId],
      set: { quantity: line.quantity, updatedAt: now },
      where: eq(basketLines.firmId, owner.firmId),
    });
}

export async function deleteBasketLine(db: Db, owner: BasketOwner, productId: number): Promise<void> {
  await db.delete(basketLines).where(and(ownedBy(owner), eq(basketLines.productId, productId)));
}

/** The lines of these products: what an order took, leaving a line added meanwhile (another tab) in place. */
export async function deleteBasketProducts(db: Db, owner: BasketOwner, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(basketLines).where(and(ownedBy(owner), inArray(basketLines.productId, productIds)));
}

export async function clearBasket(db: Db, owner: BasketOwner): Promise<void> {
  await db.delete(basketLines).where(ownedBy(owner));
}

export interface BasketWarehouse {
  id: string;
  code: string;
  name: string;
  city: string;
}

export async function findWarehouse(db: Db, code: string): Promise<BasketWarehouse | null> {
  const [row] = await db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, city: warehouses.city })
    .from(warehouses)
    .where(eq(warehouses.code, code.toUpperCase()));
  return row ?? null;
}

export interface FirmOrdering {
  onlyAdminsCanOrder: boolean;
  mandatoryMark: boolean;
  mandatoryObject: boolean;
}

/** The firm's ordering rules, read when an order is sent (a setting changed minutes ago counts). */
export async function findFirmOrdering(db: Db, firmId: string): Promise<FirmOrdering> {
  const [row] = await db
    .select({
      onlyAdminsCanOrder: firms.onlyAdminsCanOrder,
      mandatoryMark: firms.mandatoryMark,
      mandatoryObject: firms.mandatoryObject,
    })
    .from(firms)
    .where(eq(firms.id, firmId));
  return row ?? { onlyAdminsCanOrder: false, mandatoryMark: false, mandatoryObject: false };
}
