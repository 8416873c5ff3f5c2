/**
 * The provider's follow-ups and invoices (issue #7, docs/decisions/0015): how they arrive and how the firm
 * views them. A confirmed provider order becomes the firm's follow-up file (UNIX_ORDER) and an order
 * confirmation SMS; a delivered one becomes the provider's invoice (UNIX_INVOICE). Each arrival is one
 * transaction on the locked provider order, and a repeated step answers what the first one made, so a
 * retried job never makes a second document.
 */
import { type DocumentHeader, documentHeaderSchema, type ReadState } from '@shared/api/documents';
import { type OrderPayload, orderPayloadSchema } from '@shared/api/providerIntake.api';
import type { UnixInvoicesSummary, UnixInvoiceView, UnixOrderView } from '@shared/api/unixDocuments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { addDays } from '@shared/domain/documents/document-rules';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { normalisePhone, type SmsService } from '../../platform/sms/sms.outbox';
import {
  assertFollowUpVisible,
  documentViewer,
  type EmployeeSession,
  findDocumentState,
  insertDocument,
  loadDocument,
  loadPricingFacts,
  providerDocumentOpened,
  setReadState,
  toDocumentValues,
  totalsOf,
  updateDocument,
} from '../documents';
import { unixDocumentErrors } from './unixDocuments.errors';
import {
  confirmationSms,
  followUpHeader,
  followUpLine,
  invoiceLine,
  orderedLines,
  stockOfLines,
  todayOf,
} from './unixDocuments.mapper';
import {
  findCustomerOrder,
  findEmployeeContact,
  findEmployeeIdByName,
  findFollowUp,
  findProviderOfFirm,
  findWarehouse,
  lockProviderOrder,
  nextUnixInvoiceNumber,
  type ProviderOrderRow,
  providerOrderOfFollowUp,
  providerOrdersByNumbers,
  stockByArticle,
  unixInvoicesInRange,
  updateProviderOrder,
} from './unixDocuments.repository';

/** The follow-up as its view shows it: marked read, with stock per warehouse and the invoice billing it. */
export async function viewUnixOrder({
  deps: { db, clock },
  firmId,
  session,
  docUid,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docUid: string;
}): Promise<UnixOrderView> {
  const document = await loadDocument({
    deps: { db, clock },
    firmId: firmId,
    session,
    docType: 'UNIX_ORDER',
    docUid,
  });
  const articles = [...new Set(document.items.flatMap((i) => (i.article ? [i.article] : [])))];
  const homeCode = document.header.warehouseCode ?? session.employee.defaultWarehouse?.code ?? null;
  const [rows, order, home] = await Promise.all([
    stockByArticle(db, articles),
    providerOrderOfFollowUp(db, firmId, docUid),
    homeCode ? findWarehouse(db, homeCode, firmId) : null,
  ]);
  const invoiceState = order?.unixInvoiceId
    ? await findDocumentState(db, firmId, 'UNIX_INVOICE', order.unixInvoiceId)
    : null;
  return {
    document,
    stock: stockOfLines(document, rows, home),
    providerOrderNumber: order?.number ?? document.number,
    invoice: invoiceState ? { docUid: invoiceState.id, number: invoiceState.number } : null,
  };
}

/** "Markera som oläst/läst": NEW or VIEWED by hand; a used or deleted follow-up keeps its state. */
export async function updateUnixOrderStatus({
  deps: { db },
  firmId,
  session,
  docUid,
  status,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docUid: string;
  status: 'NEW' | 'VIEWED';
}): Promise<{ docUid: string; readState: ReadState }> {
  const state = await findDocumentState(db, firmId, 'UNIX_ORDER', docUid);
  if (!state) throw httpErrors.NOT_FOUND();
  await assertFollowUpVisible(db, session, state.employeeId);
  const changed = await setReadState(db, firmId, [docUid], status, ['NEW', 'VIEWED', 'UPDATED']);
  if (changed === 0) throw unixDocumentErrors.READ_STATE_FIXED();
  return { docUid, readState: status };
}

/** The provider's invoice with the orders it bills; it shows net prices, so not to who may not see them. */
export async function viewUnixInvoice({
  deps: { db, clock },
  firmId,
  session,
  docUid,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docUid: string;
}): Promise<UnixInvoiceView> {
  if (!documentViewer(session).netVisible) throw unixDocumentErrors.NET_PRICES_HIDDEN();
  const loaded = await loadDocument({
    deps: { db, clock },
    firmId: firmId,
    session,
    docType: 'UNIX_INVOICE',
    docUid,
  });
  const document = await providerDocumentOpened(db, session, loaded);
  const numbers = document.header.providerOrderNumbers;
  const found = await providerOrdersByNumbers(db, firmId, numbers);
  const byNumber = new Map(found.map((o) => [o.number, o.unixOrderId]));
  return {
    document,
    orders: numbers.map((n) => ({ providerOrderNumber: n, unixOrderUid: byNumber.get(n) ?? null })),
  };
}

/**
 * Monthly summaries of the firm's provider invoices (the provider's samlingsfaktura view): per calendar
 * month of the invoice date the count, the net and VAT sums, the sum to pay (each invoice's payable
 * total, after its öre rounding), the last due date and the invoices.
 */
export async function unixInvoicesSummaries({
  deps: { db },
  firmId,
  session,
  dateFrom,
  dateTo,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  dateFrom: string | null;
  dateTo: string | null;
}): Promise<{ items: UnixInvoicesSummary[] }> {
  if (!documentViewer(session).netVisible) throw unixDocumentErrors.NET_PRICES_HIDDEN();
  const rows = await unixInvoicesInRange(db, firmId, dateFrom, dateTo);
  const months = new Map<string, UnixInvoicesSummary>();
  for (const row of rows) {
    const month = row.docDate.slice(0, 7);
    const summary = months.get(month) ?? {
      month,
      invoiceCount: 0,
      netSumOre: 0,
      vatSumOre: 0,
      totalSumOre: 0,
      dueDate: null,
      invoices: [],
    };
    summary.invoiceCount += 1;
    summary.netSumOre += row.netSumOre;
    summary.vatSumOre += row.totalSumOre - row.netSumOre;
    summary.totalSumOre += row.payableOre;
    if (row.dueDate && (!summary.dueDate || row.dueDate > summary.dueDate)) summary.dueDate = row.dueDate;
    summary.invoices.push({
      docUid: row.id,
      number: row.number,
      docDate: row.docDate,
      dueDate: row.dueDate,
      netSumOre: row.netSumOre,
      totalSumOre: row.payableOre,
    });
    months.set(month, summary);
  }
  return { items: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)) };
}

/** Payment terms of the provider's invoices (days after the invoice date). */
export const UNIX_INVOICE_PAYMENT_DAYS = 30;

/** An arrival from the provider: the deps it writes with and the provider order it concerns. */
interface Ingest {
  deps: StoreDeps;
  providerOrderId: string;
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
  return findEmployeeIdByName(tx, order.firmId, payload.employee);
}

async function insertProviderDocument(
  tx: Db,
  input: {
    firmId: string;
    docType: DocumentType;
    /** The follow-up keeps the catalogue list price sum; the invoice bills the net price only. */
    withRetailSum: boolean;
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
    retailSumOre: input.withRetailSum ? totals.netSumOre : null,
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
  deps: { db, clock },
  providerOrderId,
  sms,
}: Ingest & {
  /** Where the confirmation SMS goes; null sends none (an order the ERP reported delivered). */
  sms: SmsService | null;
}): Promise<{ unixOrderId: string; created: boolean }> {
  return withTransaction(db, async (tx) => {
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
      withRetailSum: true,
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
  deps: { db, clock },
  providerOrderId,
}: Ingest): Promise<{ unixInvoiceId: string; created: boolean }> {
  return withTransaction(db, async (tx) => {
    const order = await lockedOrder(tx, providerOrderId);
    if (order.unixInvoiceId) return { unixInvoiceId: order.unixInvoiceId, created: false };
    if (!order.unixOrderId) throw unixDocumentErrors.ORDER_NOT_CONFIRMED();
    const followUp = await findFollowUp(tx, order.firmId, order.unixOrderId);
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
      withRetailSum: false,
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
