import type { JobQueue } from '../../platform/jobs/queue';
import type { RecurringJob } from '../../platform/jobs/runner';
import { deleteStaleCaptchas } from '../content';
import {
  deleteAddressRequestsBefore,
  deleteExpiredSessions,
  deleteLoginAttemptsBefore,
} from './auth.repository';

export const AUTH_CLEANUP_JOB = 'auth.cleanup';

/** Expired sessions, spent captchas and old login attempts and address requests are removed hourly. */
export function authJobs(jobs: JobQueue): RecurringJob[] {
  jobs.register(AUTH_CLEANUP_JOB, async ({ db }) => {
    const now = new Date();
    const sessions = await deleteExpiredSessions(db, now);
    await deleteStaleCaptchas(db, now);
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
    await deleteLoginAttemptsBefore(db, dayAgo);
    await deleteAddressRequestsBefore(db, dayAgo);
    return { sessions };
  });
  return [{ kind: AUTH_CLEANUP_JOB, everyMs: 60 * 60_000 }];
}
