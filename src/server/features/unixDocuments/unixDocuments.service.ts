/**
 * How the provider's follow-ups arrive (issue #7, docs/decisions/0015): a confirmed provider order
 * becomes the firm's follow-up file (UNIX_ORDER) and an order confirmation SMS; a delivered one becomes
 * the provider's invoice (UNIX_INVOICE). Each step is one transaction on the locked provider order, and
 * a repeated step answers what the first one made, so a retried job never makes a second document.
 */
import { type DocumentHeader, documentHeaderSchema } from '@shared/api/documents';
import { type OrderPayload, orderPayloadSchema } from '@shared/api/providerIntake.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { addDays } from '@shared/domain/documents/document-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { normalisePhone, type SmsService } from '../../platform/sms/sms.service';
import { loadPricingFacts } from '../documentItems/documentItems.service';
import { toDocumentValues, totalsOf } from '../documents/documents.mapper';
import { insertDocument, updateDocument } from '../documents/documents.repository';
import { documents } from '../documents/documents.table';
import { employees } from '../employees/employees.table';
import { unixDocumentErrors } from './unixDocuments.errors';
import {
  confirmationSms,
  followUpHeader,
  followUpLine,
  invoiceLine,
  orderedLines,
  todayOf,
} from './unixDocuments.mapper';
import {
  findCustomerOrder,
  findEmployeeContact,
  findProviderOfFirm,
  findWarehouse,
  lockProviderOrder,
  nextUnixInvoiceNumber,
  type ProviderOrderRow,
  updateProviderOrder,
} from './unixDocuments.repository';

/** Payment terms of the provider's invoices (days after the invoice date). */
export const UNIX_INVOICE_PAYMENT_DAYS = 30;

interface Ingest {
  db: Db;
  clock: Clock;
  providerOrderId: string;
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => work(transaction as unknown as Db));
}

async function lockedOrder(tx: Db, id: string): Promise<ProviderOrderRow> {
  const order = await lockProviderOrder(tx, id);
  if (!order) throw httpErrors.NOT_FOUND();
  return order;
}

/** Who ordered: the customer order's employee, or (an order from outside Montör) the named employee. */
async function orderingEmployee(tx: Db, order: ProviderOrderRow, payload: OrderPayload) {
  const customerOrder = await findCustomerOrder(tx, order.firmId, order.customerOrderId);
  if (customerOrder?.employeeId) return customerOrder.employeeId;
  const [named] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, order.firmId), eq(employees.displayName, payload.employee)))
    .limit(1);
  return named?.id ?? null;
}

async function insertProviderDocument(
  tx: Db,
  input: {
    firmId: string;
    docType: DocumentType;
    number: number;
    header: DocumentHeader;
    items: ReturnType<typeof invoiceLine>[];
    now: Date;
  },
) {
  const totals = totalsOf(input.header, input.items);
  const header: DocumentHeader = {
    ...input.header,
    purchaseSumOre: totals.purchaseSumOre,
    retailSumOre: input.docType === 'UNIX_ORDER' ? totals.netSumOre : null,
  };
  const values = toDocumentValues({ header, items: input.items, totals, modifiedAt: input.now });
  // The provider's records: numbered by the provider, complete and read-only from the start.
  return insertDocument(tx, {
    ...values,
    firmId: input.firmId,
    docType: input.docType,
    number: input.number,
    completed: true,
    completedAt: input.now,
    locked: true,
    createdAt: input.now,
    readState: 'NEW',
    unixType: header.unixType,
  });
}

/**
 * The provider confirms an order: the follow-up file for the ordering firm (number = the provider's
 * order number, lines priced at the firm's net price and the catalogue list price), the order marked
 * CONFIRMED, and an order confirmation SMS queued to the ordering employee in the same transaction.
 */
export async function receiveFollowUp({
  db,
  clock,
  providerOrderId,
  sms,
}: Ingest & { sms: SmsService | null }): Promise<{ unixOrderId: string; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, providerOrderId);
    if (order.unixOrderId) return { unixOrderId: order.unixOrderId, created: false };
    const payload = orderPayloadSchema.parse(order.payload);
    const now = clock.now();
    const today = todayOf(now);
    const [employeeId, warehouse, provider] = [
      await orderingEmployee(tx, order, payload),
      await findWarehouse(tx, payload.warehouseCode, order.firmId),
      await findProviderOfFirm(tx, order.firmId),
    ];
    const lines = orderedLines(payload);
    const { facts } = await loadPricingFacts({
      db: tx,
      firmId: order.firmId,
      clientId: null,
      today,
      articles: lines.flatMap((l) => (l.article ? [l.article] : [])),
      ownArticleUids: [],
    });
    const header = followUpHeader({ today, payload, employeeId, warehouse });
    const row = await insertProviderDocument(tx, {
      firmId: order.firmId,
      docType: 'UNIX_ORDER',
      number: order.providerOrderNumber,
      header,
      items: lines.map((l) => followUpLine(l, facts)),
      now,
    });
    // An order the provider's ERP already moved on (DELIVERED) keeps its status; it only gets its follow-up.
    await updateProviderOrder(tx, order.id, {
      ...(order.status === 'RECEIVED' ? { status: 'CONFIRMED' as const } : {}),
      confirmedAt: order.confirmedAt ?? now,
      unixOrderId: row.id,
    });
    const phone = normalisePhone((await findEmployeeContact(tx, order.firmId, employeeId))?.phone ?? '');
    if (sms && phone) {
      const text = confirmationSms({
        providerName: provider?.name ?? 'Grossisten',
        orderNumber: order.providerOrderNumber,
        header,
        warehouse,
        today,
      });
      await sms.queue({ to: phone, text, firmId: order.firmId }, tx);
    }
    return { unixOrderId: row.id, created: true };
  });
}

/**
 * The provider delivers and bills an order: the invoice (its own number series, due in 30 days, the
 * follow-up's lines at purchase price, 25 % VAT), the follow-up's delivery date set (a follow-up the
 * firm had read shows as UPDATED), and the order marked INVOICED.
 */
export async function receiveProviderInvoice({
  db,
  clock,
  providerOrderId,
}: Ingest): Promise<{ unixInvoiceId: string; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, providerOrderId);
    if (order.unixInvoiceId) return { unixInvoiceId: order.unixInvoiceId, created: false };
    if (!order.unixOrderId) throw unixDocumentErrors.ORDER_NOT_CONFIRMED();
    const [followUp] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.firmId, order.firmId), eq(documents.id, order.unixOrderId)));
    if (!followUp) throw httpErrors.NOT_FOUND();
    const now = clock.now();
    const today = todayOf(now);
    const header = documentHeaderSchema.parse({
      ...followUp.header,
      docDate: today,
      dueDate: addDays(today, UNIX_INVOICE_PAYMENT_DAYS),
      paymentDelay: UNIX_INVOICE_PAYMENT_DAYS,
      vatRateBp: 2500,
      discountBp: 0,
      title: `Faktura för order ${order.providerOrderNumber}`,
      providerOrderNumbers: [order.providerOrderNumber],
    });
    const row = await insertProviderDocument(tx, {
      firmId: order.firmId,
      docType: 'UNIX_INVOICE',
      number: await nextUnixInvoiceNumber(tx),
      header,
      items: followUp.items.map(invoiceLine),
      now,
    });
    await updateDocument(tx, order.firmId, 'UNIX_ORDER', followUp.id, {
      header: { ...followUp.header, deliveryDate: today },
      readState: followUp.readState === 'VIEWED' ? 'UPDATED' : followUp.readState,
    });
    await updateProviderOrder(tx, order.id, {
      status: 'INVOICED',
      deliveredAt: order.deliveredAt ?? now,
      invoicedAt: now,
      unixInvoiceId: row.id,
    });
    return { unixInvoiceId: row.id, created: true };
  });
}
