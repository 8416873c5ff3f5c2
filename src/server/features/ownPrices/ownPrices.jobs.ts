/**
 * Deleting own prices: a few at once in the call, many in a background job with progress
 * (api-spec §7.6 delete → finished or asyncMode; deleteProgress). The job lives in the database
 * (docs/decisions/0005-background-jobs.md): a server that dies mid-way leaves it to another server (or
 * itself after a restart) once the lease runs out, and deleting again what is gone is a no-op.
 */
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import type { RecurringJob } from '../../platform/jobs/runner';
import { ownPriceErrors } from './ownPrices.errors';
import {
  countOwnPricesIn,
  deleteOwnPricesBatch,
  findOwnPricesByIds,
  type OwnPriceScope,
} from './ownPrices.repository';

export const OWN_PRICES_DELETE_JOB = 'ownPrices.delete';
/** Up to this many prices are deleted while the user waits; more go to the background. */
export const SYNC_DELETE_LIMIT = 200;
const BATCH_SIZE = 500;

interface DeletePayload {
  firmId: string;
  /** The chosen prices, or null for "all" of `clientScope`. */
  uids: string[] | null;
  /** With uids null: 'ALL' prices, the firm's 'GENERAL' ones or one client's (a uid). */
  clientScope: 'ALL' | 'GENERAL' | string;
  countToDelete: number;
}

function scopeOf(payload: Pick<DeletePayload, 'uids' | 'clientScope'>): OwnPriceScope {
  if (payload.uids) return { uids: payload.uids };
  const { clientScope } = payload;
  return {
    all: true,
    clientUid: clientScope === 'ALL' ? undefined : clientScope === 'GENERAL' ? null : clientScope,
  };
}

/** Deletes the scope batch by batch, recording progress so deleteProgress can show a bar. */
export async function runOwnPriceDeletion({
  db,
  job,
  progress,
}: Pick<JobContext, 'db' | 'job' | 'progress'>) {
  const payload = job.payload as DeletePayload;
  const total = payload.countToDelete;
  let deleted = 0;
  if (payload.uids) {
    for (let start = 0; start < payload.uids.length; start += BATCH_SIZE) {
      const uids = payload.uids.slice(start, start + BATCH_SIZE);
      deleted += await deleteOwnPricesBatch(db, payload.firmId, { uids }, BATCH_SIZE);
      await progress(Math.min(total, start + uids.length), total);
    }
  } else {
    const scope = scopeOf(payload);
    for (;;) {
      const n = await deleteOwnPricesBatch(db, payload.firmId, scope, BATCH_SIZE);
      deleted += n;
      const remaining = await countOwnPricesIn(db, payload.firmId, scope);
      await progress(Math.max(0, total - remaining), total);
      if (n === 0 || remaining === 0) break;
    }
  }
  return { countDeleted: deleted };
}

export function ownPricesJobs(jobs: JobQueue): RecurringJob[] {
  jobs.register(OWN_PRICES_DELETE_JOB, runOwnPriceDeletion);
  return [];
}

/**
 * Deletes chosen prices (all of them the firm's, else 404 and nothing is deleted) or all prices of a
 * scope. Beyond SYNC_DELETE_LIMIT the work is queued and the answer says how many will go.
 */
export async function deleteOwnPrices({
  deps,
  firmId,
  uids,
  all,
  clientUid,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
  all: boolean;
  clientUid?: string | null;
}) {
  const { db } = deps;
  const unique = [...new Set(uids)];
  if (!all && unique.length === 0) throw ownPriceErrors.NOTHING_SELECTED({ field: 'uids' });
  if (!all && (await findOwnPricesByIds(db, firmId, unique)).length !== unique.length)
    throw httpErrors.NOT_FOUND();
  const payload: DeletePayload = {
    firmId,
    uids: all ? null : unique,
    clientScope: clientUid === undefined ? 'ALL' : clientUid === null ? 'GENERAL' : clientUid,
    countToDelete: 0,
  };
  const scope = scopeOf(payload);
  payload.countToDelete = all ? await countOwnPricesIn(db, firmId, scope) : unique.length;
  if (payload.countToDelete <= SYNC_DELETE_LIMIT) {
    const countDeleted = await withTransaction(db, (tx) =>
      deleteOwnPricesBatch(tx, firmId, scope, SYNC_DELETE_LIMIT),
    );
    return { finished: true as const, countDeleted };
  }
  const jobUid = await deps.jobs.enqueue(OWN_PRICES_DELETE_JOB, payload, { firmId });
  return { asyncMode: true as const, countToDelete: payload.countToDelete, jobUid: jobUid! };
}

/** The progress of the firm's own deletion job; another firm's job (or another kind) is not found. */
export async function ownPricesDeleteProgress({
  deps,
  firmId,
  jobUid,
}: {
  deps: AppDeps;
  firmId: string;
  jobUid: string;
}) {
  const job = await deps.jobs.get(jobUid, firmId);
  if (!job || job.kind !== OWN_PRICES_DELETE_JOB) throw httpErrors.NOT_FOUND();
  const countToDelete = (job.payload as DeletePayload).countToDelete;
  return {
    finished: job.status === 'DONE',
    failed: job.status === 'FAILED',
    countToDelete,
    countDeleted: job.status === 'DONE' ? countToDelete : job.progress,
  };
}
