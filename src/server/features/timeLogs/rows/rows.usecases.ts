import type { TimeLogArticle, TimeLogEntry, TimeLogItemData, TimeLogList } from '@shared/api/timeLogs.api';
import { assigneeStatuses, assigneeStatusLabels, timeLogProblems } from '@shared/domain/time-logs';
import { httpErrors } from '../../../platform/http/errors';
import { assertValid, type FieldIssue } from '../../../platform/http/validation';
import { activeEmployees } from '../../documents';
import { timeLogErrors } from '../timeLogs.errors';
import {
  findEntry,
  findWorkArticle,
  idTaken,
  insertEntry,
  listEntries,
  type NewTimeLogRow,
  ownEmployee,
  searchWorkArticles,
  type TimeLogView,
  updateEntry,
} from '../timeLogs.repository';
import { type TimeLogViewer, timeLogViewer, toEntry } from '../timeLogs.shown';
import { type Call, entryOrNotFound, periodInstants, workOrderOrNotFound } from '../timeLogs.usecases';

const REQUIRED = 'Detta fält måste fyllas i';

type RowColumns = Pick<NewTimeLogRow, 'kind' | 'startedAt'> & Partial<NewTimeLogRow>;

/** What a manual row or comment must hold beyond the contract's shapes (product-spec §5). */
function rowProblems(data: TimeLogItemData, running: boolean): FieldIssue[] {
  if (data.type === 'COMMENT') {
    return data.comment.trim() === '' ? [{ field: 'comment', message: REQUIRED }] : [];
  }
  if (data.end === null && !running) return [{ field: 'end', message: REQUIRED }];
  return timeLogProblems(data);
}

/** The columns the row gets: the article's name, unit and prices copied when it is chosen. */
async function rowColumns(
  call: Call,
  data: TimeLogItemData,
  stored: TimeLogView | null,
  viewer: TimeLogViewer,
): Promise<RowColumns> {
  const { deps, firmId, session } = call;
  const employeeId = data.employeeUid ?? stored?.employeeId ?? session.employee.id;
  if (data.employeeUid && !(await ownEmployee(deps.db, firmId, data.employeeUid))) {
    throw httpErrors.NOT_FOUND({ field: 'data.employeeUid' });
  }
  const article = data.ownArticleUid
    ? await findWorkArticle(deps.db, firmId, { id: data.ownArticleUid })
    : null;
  if (data.ownArticleUid && !article) throw httpErrors.NOT_FOUND({ field: 'data.ownArticleUid' });
  const changedArticle = article !== null && article.id !== stored?.ownArticleId;
  // Who may not see purchase prices sends none: the stored one (or the new article's) stays.
  const purchasePriceOre = viewer.purchaseVisible
    ? data.purchasePriceOre
    : changedArticle
      ? article.purchasePriceOre
      : (stored?.purchasePriceOre ?? null);
  const comment = data.type === 'COMMENT';
  return {
    kind: data.type,
    employeeId,
    startedAt: new Date(data.start),
    endedAt: comment ? new Date(data.start) : data.end === null ? null : new Date(data.end),
    rot: comment ? false : data.rot || article?.articleType === 'ROT_SERVICE',
    ownArticleId: article?.id ?? null,
    ownArticleType: article?.articleType ?? null,
    code: article?.code ?? data.code,
    name: article && (changedArticle || data.name === '') ? article.description : data.name,
    unit: article && changedArticle ? article.unit || 'tim' : data.unit,
    priceOre: changedArticle && data.priceOre === null ? article.priceOre : data.priceOre,
    purchasePriceOre,
    note: data.note,
    comment: data.comment,
  };
}

/** A replayed save finds what it would write already stored: it is answered, not refused. */
function alreadyStored(stored: TimeLogView, columns: RowColumns): boolean {
  return Object.entries(columns).every(([key, value]) => {
    const have = stored[key as keyof TimeLogView];
    if (value instanceof Date || have instanceof Date) {
      return (value as Date | null)?.getTime() === (have as Date | null)?.getTime();
    }
    return have === value;
  });
}

/**
 * A manual row or comment, new at version 0 with the client's uid, or changed at the version read
 * (409 otherwise). The same call sent again answers the stored row instead of a second row or a 409.
 */
export async function saveTimeLogRow(
  call: Call & { uid: string; workOrderUid: string; newVersion: number; data: TimeLogItemData },
): Promise<TimeLogEntry> {
  const { deps, firmId, session } = call;
  const db = deps.db;
  const viewer = timeLogViewer(session);
  const order = await workOrderOrNotFound(db, firmId, call.workOrderUid);
  const stored = await findEntry(db, firmId, call.uid);
  if (stored && (stored.workOrderId !== order.id || stored.deleted)) throw httpErrors.NOT_FOUND();
  if (!stored && (call.newVersion !== 0 || (await idTaken(db, call.uid)))) throw httpErrors.NOT_FOUND();
  const running = stored !== null && stored.kind === 'TIMELOG' && stored.endedAt === null;
  assertValid(rowProblems(call.data, running), 'data');
  const columns = await rowColumns(call, call.data, stored, viewer);
  if (stored && alreadyStored(stored, columns)) return toEntry(stored, viewer);
  if (order.completed) throw timeLogErrors.WORK_ORDER_COMPLETED();
  const now = deps.clock.now();
  if (stored) {
    if (stored.invoiceId) throw timeLogErrors.TIME_LOG_INVOICED();
    if (stored.version !== call.newVersion) throw httpErrors.VERSION_CONFLICT();
    if (!(await updateEntry(db, firmId, stored.id, stored.version, columns, now))) {
      throw httpErrors.VERSION_CONFLICT();
    }
  } else {
    await insertEntry(db, {
      ...columns,
      id: call.uid,
      firmId,
      workOrderId: order.id,
      createdAt: now,
      updatedAt: now,
    });
  }
  return toEntry(await entryOrNotFound(db, firmId, call.uid), viewer);
}

/** Removes a row (kept as deleted, so the same call again answers as the first did). */
export async function deleteTimeLogRow(call: Call & { uid: string; newVersion: number }) {
  const { deps, firmId } = call;
  const stored = await entryOrNotFound(deps.db, firmId, call.uid);
  if (stored.deleted) return { deleted: true };
  if (stored.invoiceId) throw timeLogErrors.TIME_LOG_INVOICED();
  const order = await workOrderOrNotFound(deps.db, firmId, stored.workOrderId);
  if (order.completed) throw timeLogErrors.WORK_ORDER_COMPLETED();
  if (stored.version !== call.newVersion) throw httpErrors.VERSION_CONFLICT();
  if (!(await updateEntry(deps.db, firmId, stored.id, stored.version, { deleted: true }, deps.clock.now()))) {
    throw httpErrors.VERSION_CONFLICT();
  }
  return { deleted: true };
}

interface ListCall extends Call {
  workOrderUid: string | null;
  employeeUids: string[];
  dateFrom: string | null;
  dateTo: string | null;
}

/** A work order's log, or the firm's (api-spec §7.4 timeLogsList), one page at a time. */
export async function listTimeLogs(call: ListCall & { offset: number; limit: number }): Promise<TimeLogList> {
  const { deps, firmId, session } = call;
  const order = call.workOrderUid ? await workOrderOrNotFound(deps.db, firmId, call.workOrderUid) : null;
  const { rows, totalCount, countCapped, totalMinutes } = await listEntries(
    deps.db,
    firmId,
    {
      workOrderId: order?.id ?? null,
      employeeIds: call.employeeUids,
      ...periodInstants(call.dateFrom, call.dateTo),
    },
    { offset: call.offset, limit: call.limit },
  );
  const viewer = timeLogViewer(session);
  return { totalCount, countCapped, totalMinutes, items: rows.map((r) => toEntry(r, viewer)) };
}

/** The firm's work articles for a time-log row (own articles of type SERVICE or ROT_SERVICE). */
export async function searchTimeLogArticles(call: Call & { pattern: string }): Promise<TimeLogArticle[]> {
  const viewer = timeLogViewer(call.session);
  const rows = await searchWorkArticles(call.deps.db, call.firmId, call.pattern, 20);
  return rows.map((r) => ({
    uid: r.id,
    code: r.code,
    description: r.description,
    unit: r.unit,
    ownArticleType: r.articleType as TimeLogArticle['ownArticleType'],
    priceOre: r.priceOre,
    purchasePriceOre: viewer.purchaseVisible ? r.purchasePriceOre : null,
  }));
}

/** The work order list's filters and a new order's preselected assignee (the firm's default employee). */
export async function workOrderListFormConfig({ deps, firmId }: Call) {
  const employees = await activeEmployees(deps.db, firmId);
  return {
    employees: employees.map((e) => ({ uid: e.id, caption: e.caption })),
    defaultEmployeeUid: employees.find((e) => e.isDefault)?.id ?? null,
    assigneeStatuses: assigneeStatuses.map((value) => ({ value, label: assigneeStatusLabels[value] })),
  };
}
