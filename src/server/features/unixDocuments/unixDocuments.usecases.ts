import type { Document, ReadState } from '@shared/api/documents';
import type {
  UnixInvoicesSummary,
  UnixInvoiceView,
  UnixOrderView,
  WarehouseStock,
} from '@shared/api/unixDocuments.api';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { findDocumentState } from '../documents/documents.repository';
import { documentViewer, type EmployeeSession } from '../documents/documents.service';
import { loadDocument } from '../documents/documents.usecases';
import { unixDocumentErrors } from './unixDocuments.errors';
import {
  findEmployeeContact,
  findWarehouse,
  providerOrderOfFollowUp,
  providerOrdersByNumbers,
  setReadState,
  stockByArticle,
  unixInvoicesInRange,
} from './unixDocuments.repository';

/** Opening a new or updated follow-up marks it read; used and deleted ones keep their state. */
const UNREAD: readonly ReadState[] = ['NEW', 'UPDATED'];

/**
 * The employee whose follow-ups only are shown to the session's employee: their own when they have
 * onlyOwnUnixOrders (the follow-ups of the orders they sent), otherwise null (all of the firm's).
 */
export async function ownUnixOrdersOnly(db: Db, session: EmployeeSession): Promise<string | null> {
  const me = await findEmployeeContact(db, session.employee.firmId, session.employee.id);
  return me?.onlyOwnUnixOrders ? session.employee.id : null;
}

/** A follow-up another employee ordered is "not found" for an employee who sees only their own. */
async function assertVisible(db: Db, session: EmployeeSession, employeeId: string | null): Promise<void> {
  const only = await ownUnixOrdersOnly(db, session);
  if (only !== null && employeeId !== only) throw httpErrors.NOT_FOUND();
}

/** Marks an unread follow-up read; the provider's purchase sum is kept from who may not see net prices. */
async function markRead(db: Db, session: EmployeeSession, loaded: Document): Promise<Document> {
  const document = documentViewer(session).netVisible
    ? loaded
    : { ...loaded, header: { ...loaded.header, purchaseSumOre: null } };
  if (!document.readState || !UNREAD.includes(document.readState)) return document;
  await setReadState(db, session.employee.firmId, [document.uid], 'VIEWED', UNREAD);
  return { ...document, readState: 'VIEWED' };
}

/**
 * Stock per warehouse for each catalogue line: the order's warehouse first (with 0 where it does not
 * carry the article, the first thing a plumber wants to know), then the others in the provider's order.
 */
function stockOfLines(
  document: Document,
  rows: Awaited<ReturnType<typeof stockByArticle>>,
  home: { code: string; name: string } | null,
): Record<string, WarehouseStock[]> {
  const byArticle = new Map<string, WarehouseStock[]>();
  for (const row of rows) {
    const list = byArticle.get(row.article) ?? [];
    const own = row.warehouseCode === home?.code;
    const entry = {
      warehouseCode: row.warehouseCode,
      warehouseName: row.warehouseName,
      balance: row.balance,
      shortageMessage: row.shortageMessage,
      own,
    };
    if (own) list.unshift(entry);
    else list.push(entry);
    byArticle.set(row.article, list);
  }
  const stock: Record<string, WarehouseStock[]> = {};
  for (const item of document.items) {
    if (!item.article || item.unknownItem) continue;
    const list = byArticle.get(item.article) ?? [];
    const homeMissing = home && !list.some((s) => s.own);
    stock[item.uid] = homeMissing
      ? [
          {
            warehouseCode: home.code,
            warehouseName: home.name,
            balance: 0,
            shortageMessage: null,
            own: true,
          },
          ...list,
        ]
      : list;
  }
  return stock;
}

/**
 * A follow-up as the generic load answers it: refused to an employee who sees only their own, and
 * marked read, so the engine's GET /doc/unixOrder keeps the same rules as the view.
 */
export async function loadUnixOrder(args: {
  db: Db;
  clock: Clock;
  session: EmployeeSession;
  docUid: string;
}): Promise<Document> {
  const loaded = await loadDocument({ ...args, docType: 'UNIX_ORDER' });
  await assertVisible(args.db, args.session, loaded.employee?.uid ?? null);
  return markRead(args.db, args.session, loaded);
}

/** The follow-up as its view shows it: marked read, with stock per warehouse and the invoice billing it. */
export async function viewUnixOrder({
  db,
  clock,
  session,
  docUid,
}: {
  db: Db;
  clock: Clock;
  session: EmployeeSession;
  docUid: string;
}): Promise<UnixOrderView> {
  const document = await loadUnixOrder({ db, clock, session, docUid });
  const articles = [...new Set(document.items.flatMap((i) => (i.article ? [i.article] : [])))];
  const homeCode = document.header.warehouseCode ?? session.employee.defaultWarehouse?.code ?? null;
  const [rows, order, home] = await Promise.all([
    stockByArticle(db, articles),
    providerOrderOfFollowUp(db, session.employee.firmId, docUid),
    homeCode ? findWarehouse(db, homeCode, session.employee.firmId) : null,
  ]);
  const invoiceState = order?.unixInvoiceId
    ? await findDocumentState(db, session.employee.firmId, 'UNIX_INVOICE', order.unixInvoiceId)
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
  db,
  session,
  docUid,
  status,
}: {
  db: Db;
  session: EmployeeSession;
  docUid: string;
  status: 'NEW' | 'VIEWED';
}): Promise<{ docUid: string; readState: ReadState }> {
  const firmId = session.employee.firmId;
  const state = await findDocumentState(db, firmId, 'UNIX_ORDER', docUid);
  if (!state) throw httpErrors.NOT_FOUND();
  await assertVisible(db, session, state.employeeId);
  const changed = await setReadState(db, firmId, [docUid], status, ['NEW', 'VIEWED', 'UPDATED']);
  if (changed === 0) throw unixDocumentErrors.READ_STATE_FIXED();
  return { docUid, readState: status };
}

/** The provider's invoice with the orders it bills; it shows net prices, so not to who may not see them. */
export async function viewUnixInvoice({
  db,
  clock,
  session,
  docUid,
}: {
  db: Db;
  clock: Clock;
  session: EmployeeSession;
  docUid: string;
}): Promise<UnixInvoiceView> {
  if (!documentViewer(session).netVisible) throw unixDocumentErrors.NET_PRICES_HIDDEN();
  const loaded = await loadDocument({ db, clock, session, docType: 'UNIX_INVOICE', docUid });
  const document = await markRead(db, session, loaded);
  const numbers = document.header.providerOrderNumbers;
  const found = await providerOrdersByNumbers(db, session.employee.firmId, numbers);
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
  db,
  session,
  dateFrom,
  dateTo,
}: {
  db: Db;
  session: EmployeeSession;
  dateFrom: string | null;
  dateTo: string | null;
}): Promise<{ items: UnixInvoicesSummary[] }> {
  if (!documentViewer(session).netVisible) throw unixDocumentErrors.NET_PRICES_HIDDEN();
  const rows = await unixInvoicesInRange(db, session.employee.firmId, dateFrom, dateTo);
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
