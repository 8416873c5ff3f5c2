import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';
import { jobs } from './jobs.table';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  firmId?: string;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  job: JobRow;
  db: Db;
  /** Records progress so a page can show a bar; also extends the lease of a long job. */
  progress(done: number, total?: number): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

const LEASE_MS = 5 * 60_000;

/** Retry backoff: 10 s, 40 s, 90 s, … capped at one hour. */
function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * attempts * attempts);
}

/** The database-backed job queue. One instance per app server; the rows are shared by all of them. */
export class JobQueue {
  readonly workerId = `worker-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();

  constructor(private readonly db: Db) {}

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind registered twice: ${kind}`);
    this.handlers.set(kind, handler);
  }

  async enqueue(
    kind: string,
    payload: object,
    options: EnqueueOptions = {},
    db: Db = this.db,
  ): Promise<string | null> {
    const rows = await db
      .insert(jobs)
      .values({
        kind,
        payload,
        firmId: options.firmId ?? null,
        runAt: options.runAt ?? new Date(),
        dedupeKey: options.dedupeKey ?? null,
        maxAttempts: options.maxAttempts ?? 5,
      })
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id });
    return rows[0]?.id ?? null;
  }

  async get(id: string, firmId?: string): Promise<JobRow | null> {
    const where = firmId ? and(eq(jobs.id, id), eq(jobs.firmId, firmId)) : eq(jobs.id, id);
    const rows = await this.db.select().from(jobs).where(where).limit(1);
    return rows[0] ?? null;
  }

  /** Claims one due job (or one whose lease ran out) so that no other server can take it. */
  async claim(now: Date): Promise<JobRow | null> {
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`
      update jobs set status = 'RUNNING', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = ${leaseUntil}, updated_at = ${now}
      where id = (
        select id from jobs
        where kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
          and ((status = 'QUEUED' and run_at <= ${now}) or (status = 'RUNNING' and locked_until < ${now}))
        order by run_at
        for update skip locked
        limit 1
      )
      returning id`,
    );
    const id = rows[0]?.id;
    return id ? this.get(id) : null;
  }

  /** Runs one claimed job to completion or failure. Returns false when nothing was due. */
  async runNext(now: Date = new Date()): Promise<boolean> {
    const job = await this.claim(now);
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const progress = async (done: number, total?: number) => {
      await this.db
        .update(jobs)
        .set({
          progress: done,
          progressTotal: total ?? job.progressTotal,
          lockedUntil: new Date(Date.now() + LEASE_MS),
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    };
    try {
      const result = await handler({ job, db: this.db, progress });
      await this.db
        .update(jobs)
        .set({
          status: 'DONE',
          result: (result as object | undefined) ?? null,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.maxAttempts;
      await this.db
        .update(jobs)
        .set({
          status: failed ? 'FAILED' : 'QUEUED',
          error: message,
          runAt: new Date(Date.now() + backoffMs(job.attempts)),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }

  /** Drains every due job; tests use it to run background work deterministically. */
  async runDue(now: Date = new Date()): Promise<number> {
    let count = 0;
    while (await this.runNext(now)) count += 1;
    return count;
  }
}
