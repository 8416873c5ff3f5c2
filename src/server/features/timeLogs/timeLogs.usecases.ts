import type { ActiveTimeLog, TimeLogEntry } from '@shared/api/timeLogs.api';
import { stockholmInstant, TIMER_RUNNING_ON_ORDER } from '@shared/domain/time-logs';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/http/validation';
import type { EmployeeSession } from '../documents';
import { orderName, timeLogErrors } from './timeLogs.errors';
import {
  employeeName,
  findEntry,
  findEntryOfAnyFirm,
  findRunning,
  findWorkArticle,
  findWorkOrder,
  insertEntry,
  type TimeLogView,
  timerRunsOn,
  updateEntry,
  type WorkOrderRef,
} from './timeLogs.repository';
import { timeLogViewer, toActive, toEntry } from './timeLogs.shown';

export type Deps = Pick<AppDeps, 'db' | 'clock'>;
export interface Call {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
}

/** The firm's open work order, or not found (another firm's id, the trash, another kind). */
export async function workOrderOrNotFound(db: Db, firmId: string, uid: string): Promise<WorkOrderRef> {
  const order = await findWorkOrder(db, firmId, uid);
  if (!order) throw httpErrors.NOT_FOUND({ field: 'workOrderUid' });
  return order;
}

export async function entryOrNotFound(db: Db, firmId: string, uid: string): Promise<TimeLogView> {
  const row = await findEntry(db, firmId, uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

/** A time the person's device recorded (a queued call) counts, but never one after the server's now. */
function when(at: string | null, now: Date): Date {
  if (at === null) return now;
  const t = new Date(at);
  return t > now ? now : t;
}

export async function currentTimer({ deps, firmId, session }: Call): Promise<ActiveTimeLog | null> {
  const row = await findRunning(deps.db, firmId, session.employee.id);
  return row ? toActive(row) : null;
}

/** The work article a running timer names by its number; an unknown number is said at the field. */
async function articleByCode(db: Db, firmId: string, code: string) {
  if (code.trim() === '') return null;
  const article = await findWorkArticle(db, firmId, { code: code.trim() });
  if (!article) throw httpErrors.NOT_FOUND({ field: 'code' });
  return article;
}

function articleColumns(article: Awaited<ReturnType<typeof articleByCode>>) {
  if (!article) {
    return {
      ownArticleId: null,
      ownArticleType: null,
      code: '',
      name: '',
      unit: 'tim',
      priceOre: null,
      purchasePriceOre: null,
    };
  }
  return {
    ownArticleId: article.id,
    ownArticleType: article.articleType,
    code: article.code,
    name: article.description,
    unit: article.unit || 'tim',
    priceOre: article.priceOre,
    purchasePriceOre: article.purchasePriceOre,
  };
}

/**
 * Starts the session's employee's clock on the order. The uid is the client's: the same call again
 * answers the timer it started. A second running clock is refused by name, by the database's index
 * (decision 0048), so two starts that race cannot both run; the reads go out together.
 */
export async function startTimer(
  call: Call & { timeLogUid: string; workOrderUid: string; at: string | null; code: string; note: string },
): Promise<TimeLogEntry> {
  const { deps, firmId, session } = call;
  const db = deps.db;
  const employeeId = session.employee.id;
  const viewer = timeLogViewer(session);
  const [replay, order, name, article] = await Promise.all([
    findEntryOfAnyFirm(db, call.timeLogUid),
    findWorkOrder(db, firmId, call.workOrderUid),
    employeeName(db, firmId, employeeId),
    articleByCode(db, firmId, call.code),
  ]);
  if (replay) {
    const same =
      replay.firmId === firmId &&
      replay.employeeId === employeeId &&
      replay.kind === 'TIMELOG' &&
      replay.workOrderId === call.workOrderUid;
    if (!same) throw httpErrors.NOT_FOUND();
    return toEntry(replay, viewer);
  }
  if (!order) throw httpErrors.NOT_FOUND({ field: 'workOrderUid' });
  if (order.completed) throw timeLogErrors.WORK_ORDER_COMPLETED();
  const now = deps.clock.now();
  try {
    const row = await insertEntry(db, {
      id: call.timeLogUid,
      firmId,
      workOrderId: order.id,
      employeeId,
      kind: 'TIMELOG',
      startedAt: when(call.at, now),
      ...articleColumns(article),
      note: call.note,
      createdAt: now,
      updatedAt: now,
    });
    const view = { ...row, workOrderNumber: order.number, workOrderTitle: order.title, employeeName: name };
    return toEntry(view, viewer);
  } catch (error) {
    // The same start sent twice at once: the first made the row, the second answers it.
    if (isUniqueViolation(error, 'time_log_entries_pkey')) {
      const first = await findEntry(db, firmId, call.timeLogUid);
      if (first?.employeeId === employeeId) return toEntry(first, viewer);
      throw httpErrors.NOT_FOUND();
    }
    if (!isUniqueViolation(error, 'time_log_one_running_per_employee')) throw error;
    const other = await findRunning(db, firmId, employeeId);
    throw timeLogErrors.TIMER_ALREADY_RUNNING(orderName(other?.workOrderNumber ?? null));
  }
}

/** Stops a running clock; a stopped one is answered as it is (the same call sent again). */
export async function stopTimer(
  call: Call & { timeLogUid: string; at: string | null },
): Promise<TimeLogEntry> {
  const { deps, firmId, session } = call;
  const viewer = timeLogViewer(session);
  const row = await entryOrNotFound(deps.db, firmId, call.timeLogUid);
  if (row.deleted || row.kind !== 'TIMELOG') throw httpErrors.NOT_FOUND();
  if (row.endedAt) return toEntry(row, viewer);
  const now = deps.clock.now();
  const at = when(call.at, now);
  const endedAt = at < row.startedAt ? row.startedAt : at;
  const stopped = await updateEntry(deps.db, firmId, row.id, row.version, { endedAt }, now);
  if (stopped) return toEntry({ ...row, ...stopped }, viewer);
  const again = await entryOrNotFound(deps.db, firmId, row.id);
  if (!again.endedAt) throw httpErrors.VERSION_CONFLICT();
  return toEntry(again, viewer);
}

/** api-spec §7.5 time-log note: the running entry's note and article number. */
export async function updateCurrentTimer(
  call: Call & { timeLogUid: string; workOrderUid: string; note: string; code: string },
): Promise<TimeLogEntry> {
  const { deps, firmId, session } = call;
  const row = await entryOrNotFound(deps.db, firmId, call.timeLogUid);
  if (row.deleted || row.workOrderId !== call.workOrderUid) throw httpErrors.NOT_FOUND();
  if (row.kind !== 'TIMELOG' || row.endedAt) throw timeLogErrors.NOT_A_TIMER();
  const same = row.code.toLowerCase() === call.code.trim().toLowerCase();
  const article = same ? undefined : await articleByCode(deps.db, firmId, call.code);
  const changes = {
    note: call.note,
    ...(article === undefined ? {} : articleColumns(article)),
  };
  const changed = await updateEntry(deps.db, firmId, row.id, row.version, changes, deps.clock.now());
  if (!changed) throw httpErrors.VERSION_CONFLICT();
  return toEntry({ ...row, ...changed }, timeLogViewer(session));
}

/**
 * The work order kind's completion rule (product-spec §4): the timer must be stopped first. Registered
 * with the documents feature at start, which cannot import this feature (it imports documents).
 */
export async function runningTimerProblems(
  document: { id: string },
  context: { db: Db; firmId: string },
): Promise<{ field: string; message: string }[]> {
  return (await timerRunsOn(context.db, context.firmId, document.id))
    ? [{ field: 'timeLog', message: TIMER_RUNNING_ON_ORDER }]
    : [];
}

/** A Swedish period's dates as the instants the list filters on (to = the day after `dateTo`). */
export function periodInstants(dateFrom: string | null, dateTo: string | null) {
  const next = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  return {
    from: dateFrom ? stockholmInstant(dateFrom) : null,
    to: dateTo ? stockholmInstant(next(dateTo)) : null,
  };
}
