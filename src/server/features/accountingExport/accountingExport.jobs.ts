import type { AppDeps } from '../../platform/http/context';
import type { RecurringJob } from '../../platform/jobs/runner';
import { runSieExportJob, SIE_EXPORT_JOB } from './accountingExport.usecases';
import type { SieExportRequest } from './sie/sie.usecases';

/** The long SIE export (decision 0046): run by whichever server claims it, progress for the page's bar. */
export function accountingExportJobs(deps: AppDeps): RecurringJob[] {
  deps.jobs.register(SIE_EXPORT_JOB, ({ job, progress }) =>
    runSieExportJob(deps, job.payload as SieExportRequest, progress),
  );
  return [];
}
