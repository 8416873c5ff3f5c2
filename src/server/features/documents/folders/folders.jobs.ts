import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { JobQueue } from '../../../platform/jobs/queue';
import type { RecurringJob } from '../../../platform/jobs/runner';
import { insertNotification } from '../../notifications';
import { autoArchiveAllFirms } from '../states/states.repository';
import { ARCHIVE_AFTER_MONTHS, monthsBefore } from '../states/states.usecases';

export const AUTO_ARCHIVE_JOB = 'folders.autoArchive';
export const AUTO_ARCHIVE_EVERY_MS = 24 * 60 * 60_000;

export function autoArchiveMessage(count: number): string {
  return `${count} dokument som inte ändrats på ${ARCHIVE_AFTER_MONTHS} månader har arkiverats automatiskt.`;
}

/**
 * The firms' automatic archiving (company setting "arkivera automatiskt"): documents not changed for 18
 * months go to the archive, and each firm that had any gets a notification saying how many.
 */
export async function autoArchiveDocuments({ db, now }: { db: Db; now: Date }) {
  return withTransaction(db, async (tx) => {
    const archived = await autoArchiveAllFirms(tx, { cutoff: monthsBefore(now, ARCHIVE_AFTER_MONTHS), now });
    for (const { firmId, count } of archived) {
      await insertNotification(tx, {
        firmId,
        type: 'AUTO_ARCHIVE_NOTIFICATION',
        title: 'Automatisk arkivering',
        message: autoArchiveMessage(count),
        data: { count },
        createdAt: now,
      });
    }
    return { firms: archived.length, documents: archived.reduce((n, a) => n + a.count, 0) };
  });
}

/**
 * Daily; the runner's dedupe key per day makes it run once a day however many servers run. The day's
 * slot time (`runAt`) is the job's "now", so a retry archives against the same cut-off.
 */
export function foldersJobs(queue: JobQueue): RecurringJob[] {
  queue.register(AUTO_ARCHIVE_JOB, ({ job, db }) => autoArchiveDocuments({ db, now: job.runAt }));
  return [{ kind: AUTO_ARCHIVE_JOB, everyMs: AUTO_ARCHIVE_EVERY_MS }];
}
