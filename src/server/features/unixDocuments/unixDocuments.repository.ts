import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { catalogueProducts, catalogueStock } from '../catalogue';
import { documents } from '../documents';
import { employees } from '../employees';
import { firms } from '../firms';
import { providers, warehouses } from '../provider';
import { type ProviderOrderStatus, providerOrders } from '../providerIntake';

export type ProviderOrderRow = typeof providerOrders.$inferSelect;

/** One provider order, locked for the caller's transaction (the simulator and the intake both write it). */
export async function lockProviderOrder(db: Db, id: string): Promise<ProviderOrderRow | null> {
  const rows = await db.select().from(providerOrders).where(eq(providerOrders.id, id)).for('update');
  return rows[0] ?? null;
}

/** Orders in a status, oldest first; `before` keeps only those whose step happened before it. */
export async function providerOrderIdsInStatus(
  db: Db,
  status: ProviderOrderStatus,
  options: { confirmedBefore?: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: providerOrders.id })
    .from(providerOrders)
    .where(
      and(
        eq(providerOrders.status, status),
        options.confirmedBefore ? lte(providerOrders.confirmedAt, options.confirmedBefore) : undefined,
      ),
    )
    .orderBy(asc(providerOrders.receivedAt))
    .limit(options.limit);
  return rows.map((r) => r.id);
}

export async function updateProviderOrder(
  db: Db,
  id: string,
  values: Partial<Pick<ProviderOrderRow, 'status' | 'confirmedAt' | 'deliveredAt' | 'invoicedAt'>> & {
    unixOrderId?: string;
    unixInvoiceId?: string;
  },
): Promise<void> {
  await db.update(providerOrders).set(values).where(eq(providerOrders.id, id));
}

/** The provider orders a firm's invoice bills, with the follow-up each produced (another firm's: none). */
export async function providerOrdersByNumbers(db: Db, firmId: string, numbers: number[]) {
  if (numbers.length === 0) return [];
  return db
    .select({ number: providerOrders.providerOrderNumber, unixOrderId: providerOrders.unixOrderId })
    .from(providerOrders)
    .where(and(eq(providerOrders.firmId, firmId), inArray(providerOrders.providerOrderNumber, numbers)));
}

export async function providerOrderOfFollowUp(db: Db, firmId: string, unixOrderId: string) {
  const [row] = await db
    .select({ number: providerOrders.providerOrderNumber, unixInvoiceId: providerOrders.unixInvoiceId })
    .from(providerOrders)
    .where(and(eq(providerOrders.firmId, firmId), eq(providerOrders.unixOrderId, unixOrderId)))
    .limit(1);
  return row ?? null;
}

/** The customer order a provider order came from, whatever folder it is in now (it is the firm's record). */
export async function findCustomerOrder(db: Db, firmId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, id), eq(documents.docType, 'CUSTOMER_ORDER')))
    .limit(1);
  return row ?? null;
}

/** A follow-up as stored, whatever its state: the provider bills what it confirmed. */
export async function findFollowUp(db: Db, firmId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, id)));
  return row ?? null;
}

export async function findWarehouse(db: Db, code: string | null, firmId: string) {
  const byCode = code ? eq(warehouses.code, code) : undefined;
  const [row] = await db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      address: warehouses.address,
      postalCode: warehouses.postalCode,
      city: warehouses.city,
    })
    .from(warehouses)
    .where(byCode ?? sql`${warehouses.id} = (select default_warehouse_id from ${firms} where id = ${firmId})`)
    .limit(1);
  return row ?? null;
}

/** The provider of the firm (its name opens the SMS) and where its own invoices say it is. */
export async function findProviderOfFirm(db: Db, firmId: string) {
  const [row] = await db
    .select({ name: providers.name, phone: providers.phone, email: providers.email })
    .from(providers)
    .innerJoin(firms, eq(firms.providerId, providers.id))
    .where(eq(firms.id, firmId))
    .limit(1);
  return row ?? null;
}

export async function findEmployeeIdByName(db: Db, firmId: string, name: string): Promise<string | null> {
  const [named] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.displayName, name)))
    .limit(1);
  return named?.id ?? null;
}

export async function findEmployeeContact(db: Db, firmId: string, employeeId: string | null) {
  if (!employeeId) return null;
  const [row] = await db
    .select({ phone: employees.phone, onlyOwnUnixOrders: employees.onlyOwnUnixOrders })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)))
    .limit(1);
  return row ?? null;
}

/**
 * The provider's invoice numbers: one series for all its customers, drawn under a transaction-scoped
 * advisory lock so two servers never draw the same number (the unique index would refuse it anyway).
 */
export async function nextUnixInvoiceNumber(db: Db): Promise<number> {
  await queryRows(db, sql`select pg_advisory_xact_lock(741100)`);
  const [row] = await queryRows<{ n: string | number | null }>(
    db,
    sql`select max(${documents.number}) as n from ${documents} where ${documents.docType} = 'UNIX_INVOICE'`,
  );
  return Math.max(Number(row?.n ?? 0) + 1, FIRST_UNIX_INVOICE_NUMBER);
}

export const FIRST_UNIX_INVOICE_NUMBER = 7_100_001;

/** Stock of the articles in every warehouse that lists them, the provider's warehouses in name order. */
export async function stockByArticle(db: Db, articles: string[]) {
  if (articles.length === 0) return [];
  return db
    .select({
      article: catalogueProducts.article,
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      balance: catalogueStock.balance,
      shortageMessage: catalogueStock.shortageMessage,
    })
    .from(catalogueStock)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueStock.productId))
    .innerJoin(warehouses, eq(warehouses.id, catalogueStock.warehouseId))
    .where(inArray(catalogueProducts.article, articles))
    .orderBy(asc(warehouses.sortKey));
}

/** The firm's unix invoices in a date range, for the monthly summaries. */
export async function unixInvoicesInRange(db: Db, firmId: string, from: string | null, to: string | null) {
  return db
    .select({
      id: documents.id,
      number: documents.number,
      docDate: documents.docDate,
      dueDate: documents.dueDate,
      totalSumOre: documents.totalSumOre,
      payableOre: documents.totalPayableOre,
      netSumOre: sql<number>`coalesce((${documents.header} ->> 'purchaseSumOre')::bigint, 0)`.mapWith(Number),
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, 'UNIX_INVOICE'),
        eq(documents.deleted, false),
        from ? gte(documents.docDate, from) : undefined,
        to ? lte(documents.docDate, to) : undefined,
      ),
    )
    .orderBy(asc(documents.docDate), asc(documents.number));
}
