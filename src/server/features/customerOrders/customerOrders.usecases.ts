import { randomUUID } from 'node:crypto';
import type { customerOrdersApi, OrderCheck } from '@shared/api/customerOrders.api';
import type { Document } from '@shared/api/documents';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { validateDocumentForCompletion } from '@shared/domain/documents/document-rules';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { formatDate } from '@shared/domain/format';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, Clock, StoreDeps } from '../../platform/http/context';
import { AppError, httpErrors } from '../../platform/http/errors';
import { allocateDocumentNumber } from '../company';
import {
  assertKindAccess,
  assertVersion,
  clientDocItemSearch,
  completeDocumentRow,
  type DocumentRow,
  documentErrors,
  type EmployeeSession,
  findDocument,
  findDocumentRules,
  isCatalogueLine,
  loadDocument,
  loadFactsForItems,
} from '../documents';
import { type OrderIntake, OrderIntakeFailure, orderIntakeFromEnvironment } from '../providerIntake';
import { customerOrdersErrors } from './customerOrders.errors';
import { checkOrder, orderPayload } from './customerOrders.mapper';
import {
  employeeName,
  findOrderingFirm,
  findWarehouse,
  markSent,
  releaseSend,
  reserveSend,
  stockInWarehouse,
} from './customerOrders.repository';

const ORDER = 'CUSTOMER_ORDER';

interface OrderArgs {
  deps: StoreDeps;
  session: EmployeeSession;
  docUid: string;
}

async function findOrder(db: Db, session: EmployeeSession, docUid: string): Promise<DocumentRow> {
  assertKindAccess(session, ORDER);
  const row = await findDocument(db, session.employee.firmId, ORDER, docUid);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

/** The check of a stored order as it is now: lines against the catalogue, stock in the chosen warehouse. */
async function checkStored(db: Db, clock: Clock, row: DocumentRow) {
  const firmId = row.firmId;
  const { header, items } = row;
  const today = formatDate(clock.now());
  const [loaded, warehouse, rules] = await Promise.all([
    loadFactsForItems({ db, firmId, clientId: row.clientId, today, items }),
    header.warehouseCode ? findWarehouse(db, firmId, header.warehouseCode) : Promise.resolve(null),
    findDocumentRules(db, firmId),
  ]);
  const products = loaded.facts.products;
  const productIds = items.flatMap((l) => {
    const p = isCatalogueLine(l) ? products.get(l.article) : undefined;
    return p ? [p.id] : [];
  });
  const kind = documentKinds[ORDER];
  const check = checkOrder({
    header,
    items,
    products,
    warehouse,
    stock: warehouse ? await stockInWarehouse(db, warehouse.id, productIds) : new Map(),
    completionProblems: validateDocumentForCompletion({
      hasItems: kind.hasItems,
      extraFields: kind.extraFields,
      header,
      items: items.map(toLineInput),
      pricing: pricingOf(header),
      settings: {
        mandatoryMark: rules.mandatoryMark,
        mandatoryObject: rules.mandatoryObject,
        noteMaxLength: rules.documentNoteMaxLength,
      },
    }),
    today,
  });
  return { check, products };
}

/** POST /doc/customerOrderCheckToSend: what would stop the send (ERROR) or deserves a look (WARN). */
export async function checkCustomerOrderToSend({
  deps: { db, clock },
  session,
  docUid,
}: OrderArgs): Promise<OrderCheck> {
  const row = await findOrder(db, session, docUid);
  if (row.sentAt) throw customerOrdersErrors.ORDER_ALREADY_SENT();
  return (await checkStored(db, clock, row)).check;
}

/** Ordering is the provider's module for the firm, and may be the admins' privilege. */
async function assertMayOrder(db: Db, session: EmployeeSession) {
  const firm = await findOrderingFirm(db, session.employee.firmId);
  if (!firm.siteOptions.includes('CUSTOMER_ORDERS')) throw customerOrdersErrors.ORDERING_NOT_ENABLED();
  if (firm.onlyAdminsCanOrder && session.employee.role !== 'ADMIN') {
    throw customerOrdersErrors.ONLY_ADMINS_CAN_ORDER();
  }
  return firm;
}

function assertSendable(row: DocumentRow, newVersion: number): void {
  if (row.sentAt) throw customerOrdersErrors.ORDER_ALREADY_SENT();
  assertVersion(row, newVersion);
  // Locked without a send key is not ours to unlock; locked with one is a send that did not finish.
  if (row.locked && !row.sendKey) throw documentErrors.DOCUMENT_NOT_EDITABLE('LOCKED');
}

/** Step 1, committed before the provider is called: the key and number the provider will see. */
async function reserve(db: Db, firmId: string, docUid: string, newVersion: number) {
  return withTransaction(db, async (tx) => {
    const row = await findDocument(tx, firmId, ORDER, docUid, { forUpdate: true });
    if (!row) throw httpErrors.NOT_FOUND();
    assertSendable(row, newVersion);
    const sendKey = row.sendKey ?? randomUUID();
    const number = row.number ?? (await allocateDocumentNumber({ db: tx, firmId, docType: ORDER })).number;
    await reserveSend(tx, firmId, docUid, { sendKey, number });
    return { row, sendKey, number };
  });
}

function intakeError(error: unknown): AppError {
  return error instanceof OrderIntakeFailure && error.kind === 'REFUSED'
    ? customerOrdersErrors.INTAKE_REFUSED()
    : customerOrdersErrors.INTAKE_UNAVAILABLE();
}

/**
 * POST /doc/customerOrderSend (docs/decisions/0014). Nothing is lost and the provider never gets two
 * orders: (1) a committed transaction gives the order its send key (kept from an earlier try), its
 * number and a lock; (2) the intake receives it, idempotent by that key; (3) one transaction completes
 * it through the engine, stamps sent_at and keeps it locked. When (2) fails the order is unlocked and
 * stays unsent; when (3) fails it stays locked with its key, and the retry finds the same provider order.
 */
export async function sendCustomerOrder(
  args: OrderArgs & { newVersion: number; intake?: OrderIntake },
): Promise<Document> {
  await sendCustomerOrderRow(args);
  const { deps, session, docUid } = args;
  return loadDocument({
    deps,
    firmId: session.employee.firmId,
    session,
    docType: ORDER,
    docUid,
  });
}

/** `sendCustomerOrder` without presenting the sent order: its uid and number (the basket needs no more). */
export async function sendCustomerOrderRow({
  deps: { db, clock },
  session,
  docUid,
  newVersion,
  intake,
}: OrderArgs & { newVersion: number; intake?: OrderIntake }): Promise<{
  uid: string;
  number: number | null;
}> {
  const firm = await assertMayOrder(db, session);
  const firmId = session.employee.firmId;
  const current = await findOrder(db, session, docUid);
  assertSendable(current, newVersion);
  const { check, products } = await checkStored(db, clock, current);
  const errors = check.messages.filter((m) => m.level === 'ERROR');
  if (errors.length > 0) {
    const [first, ...rest] = errors;
    throw new AppError(first!.code, 400, first!.text, first!.field, rest);
  }
  const { row, sendKey, number } = await reserve(db, firmId, docUid, newVersion);
  const payload = orderPayload({
    number,
    header: row.header,
    items: row.items,
    products,
    firm,
    employee: await employeeName(db, firmId, row.header.employeeUid ?? row.employeeId),
  });
  try {
    await (intake ?? orderIntakeFromEnvironment(db)).submitOrder({
      idempotencyKey: sendKey,
      firmId,
      customerOrderId: docUid,
      payload,
    });
  } catch (error) {
    await releaseSend(db, firmId, docUid);
    throw intakeError(error);
  }
  await withTransaction(db, async (tx) => {
    // The engine's completion refuses a locked document: unlocked and locked again in one transaction.
    await releaseSend(tx, firmId, docUid);
    if (!row.completed) {
      await completeDocumentRow({
        deps: { db: tx, clock },
        firmId,
        session,
        docType: ORDER,
        docUid,
        newVersion,
      });
    }
    await markSent(tx, firmId, docUid, clock.now());
  });
  return { uid: docUid, number };
}

type SearchParams = ParsedParametersOf<(typeof customerOrdersApi)['customerOrderItemSearch']>;

/** POST /doc/customerOrderItemSearch: the line search of the engine, catalogue articles only. */
export async function customerOrderItemSearch({
  deps,
  session,
  input,
}: {
  deps: AppDeps;
  session: EmployeeSession;
  input: SearchParams;
}): Promise<ResultOf<(typeof customerOrdersApi)['customerOrderItemSearch']>> {
  const hits = await clientDocItemSearch({
    deps,
    session,
    firmId: session.employee.firmId,
    // Own articles and comments share the limit in the engine's search; ask for room to drop them.
    input: { ...input, docType: ORDER, clientUid: null, limit: Math.min(50, input.limit * 2) },
  });
  return hits.filter((h) => h.kind === 'CATALOGUE').slice(0, input.limit);
}
