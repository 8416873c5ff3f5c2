import { timeLogArticleTypes } from '@shared/domain/time-logs';
import { and, asc, count, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documents } from '../documents';
import { employees } from '../employees';
import { containsPattern, ownArticles } from '../ownArticles';
import { timeLogEntries } from './timeLogs.table';

export type TimeLogRow = typeof timeLogEntries.$inferSelect;
export type NewTimeLogRow = typeof timeLogEntries.$inferInsert;

/** A row with what the answer names: its work order's number and title, its employee's name. */
export interface TimeLogView extends TimeLogRow {
  workOrderNumber: number | null;
  workOrderTitle: string;
  employeeName: string | null;
}

export interface WorkOrderRef {
  id: string;
  number: number | null;
  title: string;
  completed: boolean;
}

/** The firm's work order, not in the trash; null for another firm's or another kind. */
export async function findWorkOrder(db: Db, firmId: string, uid: string): Promise<WorkOrderRef | null> {
  const rows = await db
    .select({
      id: documents.id,
      number: documents.number,
      title: documents.title,
      completed: documents.completed,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.id, uid),
        eq(documents.docType, 'WORK_ORDER'),
        eq(documents.deleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

const viewColumns = {
  entry: timeLogEntries,
  workOrderNumber: documents.number,
  workOrderTitle: documents.title,
  employeeName: employees.displayName,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(timeLogEntries)
    .innerJoin(documents, eq(documents.id, timeLogEntries.workOrderId))
    .leftJoin(employees, eq(employees.id, timeLogEntries.employeeId));
}

function toView(r: {
  entry: TimeLogRow;
  workOrderNumber: number | null;
  workOrderTitle: string;
  employeeName: string | null;
}): TimeLogView {
  return {
    ...r.entry,
    workOrderNumber: r.workOrderNumber,
    workOrderTitle: r.workOrderTitle,
    employeeName: r.employeeName,
  };
}

/** Any row of the firm by id, deleted ones too (a replayed delete finds its row). */
export async function findEntry(db: Db, firmId: string, id: string): Promise<TimeLogView | null> {
  const rows = await viewQuery(db)
    .where(and(eq(timeLogEntries.firmId, firmId), eq(timeLogEntries.id, id)))
    .limit(1);
  return rows[0] ? toView(rows[0]) : null;
}

/** Whether the id is taken by any firm (a client's uuid that collides is refused, never reused). */
export async function idTaken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: timeLogEntries.id })
    .from(timeLogEntries)
    .where(eq(timeLogEntries.id, id))
    .limit(1);
  return rows.length > 0;
}

/** The row of any firm by id: the caller compares the firm (one read instead of two on a start). */
export async function findEntryOfAnyFirm(db: Db, id: string): Promise<TimeLogView | null> {
  const rows = await viewQuery(db).where(eq(timeLogEntries.id, id)).limit(1);
  return rows[0] ? toView(rows[0]) : null;
}

export async function employeeName(db: Db, firmId: string, id: string): Promise<string | null> {
  const rows = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, id)))
    .limit(1);
  return rows[0]?.name ?? null;
}

const running = and(
  isNull(timeLogEntries.endedAt),
  eq(timeLogEntries.kind, 'TIMELOG'),
  eq(timeLogEntries.deleted, false),
);

export async function findRunning(db: Db, firmId: string, employeeId: string): Promise<TimeLogView | null> {
  const rows = await viewQuery(db)
    .where(and(eq(timeLogEntries.firmId, firmId), eq(timeLogEntries.employeeId, employeeId), running))
    .limit(1);
  return rows[0] ? toView(rows[0]) : null;
}

/** Whether someone's timer runs on the work order (it cannot be completed then). */
export async function timerRunsOn(db: Db, firmId: string, workOrderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: timeLogEntries.id })
    .from(timeLogEntries)
    .where(and(eq(timeLogEntries.firmId, firmId), eq(timeLogEntries.workOrderId, workOrderId), running))
    .limit(1);
  return rows.length > 0;
}

export async function insertEntry(db: Db, row: NewTimeLogRow): Promise<TimeLogRow> {
  const [inserted] = await db.insert(timeLogEntries).values(row).returning();
  return inserted!;
}

/** Changes the row at the version read; null when another change came first. */
export async function updateEntry(
  db: Db,
  firmId: string,
  id: string,
  readVersion: number,
  changes: Partial<NewTimeLogRow>,
  now: Date,
): Promise<TimeLogRow | null> {
  const rows = await db
    .update(timeLogEntries)
    .set({ ...changes, version: readVersion + 1, updatedAt: now })
    .where(
      and(
        eq(timeLogEntries.firmId, firmId),
        eq(timeLogEntries.id, id),
        eq(timeLogEntries.version, readVersion),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export interface TimeLogFilter {
  workOrderId: string | null;
  employeeIds: readonly string[];
  /** Instants: rows started from `from` up to (not including) `to`. */
  from: Date | null;
  to: Date | null;
}

function filterConditions(firmId: string, filter: TimeLogFilter): SQL {
  return and(
    eq(timeLogEntries.firmId, firmId),
    eq(timeLogEntries.deleted, false),
    filter.workOrderId ? eq(timeLogEntries.workOrderId, filter.workOrderId) : undefined,
    filter.employeeIds.length > 0 ? inArray(timeLogEntries.employeeId, [...filter.employeeIds]) : undefined,
    filter.from ? gte(timeLogEntries.startedAt, filter.from) : undefined,
    filter.to ? lt(timeLogEntries.startedAt, filter.to) : undefined,
  )!;
}

/** Whole minutes of a stopped row, as `durationMinutes` counts them. */
const minutesOf = sql<number>`coalesce(sum(floor(extract(epoch from (${timeLogEntries.endedAt} - ${timeLogEntries.startedAt})) / 60)), 0)::int`;

/** As the document lists (decision 0037): a count past this says "fler än 10 000" instead of reading on. */
export const COUNT_CAP = 10_000;

/**
 * One page, newest first, and the filtered list's count up to the cap. A work order's own log reads
 * oldest first, as a diary of the job, with its minutes (a firm's two years would be read whole for a
 * sum nobody asked of the page; the durations report sums a period).
 */
export async function listEntries(
  db: Db,
  firmId: string,
  filter: TimeLogFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TimeLogView[]; totalCount: number; countCapped: boolean; totalMinutes: number | null }> {
  const where = filterConditions(firmId, filter);
  const order = filter.workOrderId
    ? [asc(timeLogEntries.startedAt), asc(timeLogEntries.id)]
    : // Exactly as `time_log_firm_started_idx` is ordered (nulls last included), so the page is read off
      // the index instead of sorting the firm's every row.
      [sql`${timeLogEntries.startedAt} desc nulls last`, asc(timeLogEntries.id)];
  const matching = db
    .select({ one: sql`1` })
    .from(timeLogEntries)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [rows, counted, minutes] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(matching),
    filter.workOrderId
      ? db.select({ totalMinutes: minutesOf }).from(timeLogEntries).where(where)
      : Promise.resolve(null),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  return {
    rows: rows.map(toView),
    totalCount: Math.min(n, COUNT_CAP),
    countCapped: n > COUNT_CAP,
    totalMinutes: minutes ? (minutes[0]?.totalMinutes ?? 0) : null,
  };
}

/** A report's rows at most: a firm's year of time is a few thousand; more is not read into one PDF. */
export const REPORT_ROW_CAP = 20_000;

/** The period's stopped TIMELOG rows with their order's number and employee's name, oldest first. */
export async function reportEntries(db: Db, firmId: string, filter: TimeLogFilter): Promise<TimeLogView[]> {
  const rows = await viewQuery(db)
    .where(
      and(
        filterConditions(firmId, filter),
        eq(timeLogEntries.kind, 'TIMELOG'),
        sql`${timeLogEntries.endedAt} is not null`,
      ),
    )
    .orderBy(asc(timeLogEntries.startedAt), asc(timeLogEntries.id))
    .limit(REPORT_ROW_CAP);
  return rows.map(toView);
}

/** Minutes per employee over the period's stopped TIMELOG rows. */
export async function durationsByEmployee(db: Db, firmId: string, filter: TimeLogFilter) {
  return db
    .select({
      employeeId: timeLogEntries.employeeId,
      employeeName: employees.displayName,
      minutes: minutesOf,
      rotMinutes: sql<number>`coalesce(sum(floor(extract(epoch from (${timeLogEntries.endedAt} - ${timeLogEntries.startedAt})) / 60)) filter (where ${timeLogEntries.rot}), 0)::int`,
      entries: count(),
      workOrders: sql<number>`count(distinct ${timeLogEntries.workOrderId})::int`,
    })
    .from(timeLogEntries)
    .leftJoin(employees, eq(employees.id, timeLogEntries.employeeId))
    .where(and(filterConditions(firmId, filter), eq(timeLogEntries.kind, 'TIMELOG')))
    .groupBy(timeLogEntries.employeeId, employees.displayName)
    .orderBy(asc(employees.displayName));
}

const workArticleColumns = {
  id: ownArticles.id,
  code: ownArticles.code,
  description: ownArticles.description,
  unit: ownArticles.unit,
  articleType: ownArticles.articleType,
  priceOre: ownArticles.priceOre,
  purchasePriceOre: ownArticles.purchasePriceOre,
};

/** The firm's own articles (not a client's own) that time is billed as, and the condition given. */
function workArticles(db: Db, firmId: string, condition: SQL | undefined) {
  return db
    .select(workArticleColumns)
    .from(ownArticles)
    .where(
      and(
        eq(ownArticles.firmId, firmId),
        isNull(ownArticles.clientId),
        inArray(ownArticles.articleType, [...timeLogArticleTypes]),
        condition,
      ),
    );
}

/** The work articles whose number or name contains the pattern, by number. */
export async function searchWorkArticles(db: Db, firmId: string, pattern: string, limit: number) {
  const text = pattern.trim();
  const contains = text
    ? or(
        sql`${ownArticles.code} ilike ${containsPattern(text)}`,
        sql`${ownArticles.description} ilike ${containsPattern(text)}`,
      )
    : undefined;
  return workArticles(db, firmId, contains).orderBy(asc(ownArticles.code)).limit(limit);
}

/** A work article by id or by its number (a running timer's article code). */
export async function findWorkArticle(db: Db, firmId: string, by: { id?: string; code?: string }) {
  const condition = by.id
    ? eq(ownArticles.id, by.id)
    : sql`lower(${ownArticles.code}) = lower(${by.code ?? ''})`;
  const rows = await workArticles(db, firmId, condition).limit(1);
  return rows[0] ?? null;
}

/** Whether every id is an employee of the firm. */
export async function ownEmployee(db: Db, firmId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, id)))
    .limit(1);
  return rows.length > 0;
}
