import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from '../db/columns';

export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background work lives here, not in memory: it survives a restart, shows progress, and a row is
 * claimed with FOR UPDATE SKIP LOCKED so two app servers never run the same job at once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    firmId: text('firm_id'),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('QUEUED'),
    /** Makes enqueueing idempotent: a second enqueue with the same key is a no-op. */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestampTz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    /** A running job whose lease ran out (its server died) is claimed again. */
    lockedUntil: timestampTz('locked_until'),
    progress: integer('progress').notNull().default(0),
    progressTotal: integer('progress_total'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);
