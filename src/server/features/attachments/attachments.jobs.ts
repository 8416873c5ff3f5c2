import type { JobQueue } from '../../platform/jobs/queue';
import type { RecurringJob } from '../../platform/jobs/runner';
import { deleteOrphanedAttachmentFiles } from './attachments.repository';
import { ATTACHMENT_KEY_PREFIX } from './attachments.usecases';

export const ORPHANED_FILES_JOB = 'attachments.orphanedFiles';
const DAILY_MS = 24 * 60 * 60_000;

/**
 * Daily: the bytes of attachments whose rows went with a destroyed document or firm (a cascade in the
 * database cannot reach the file store). An upload writes bytes and row in one transaction, so the sweep
 * never sees the bytes of one in progress.
 */
export function attachmentsJobs(queue: JobQueue): RecurringJob[] {
  queue.register(ORPHANED_FILES_JOB, async ({ db }) => ({
    deleted: await deleteOrphanedAttachmentFiles(db, ATTACHMENT_KEY_PREFIX),
  }));
  return [{ kind: ORPHANED_FILES_JOB, everyMs: DAILY_MS }];
}
