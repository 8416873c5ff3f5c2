/**
 * A long Fortnox export runs as a job (decision 0005): at 25 requests per 5 s, 500 invoices take minutes,
 * longer than a browser should wait. The page polls `fortnoxExportStatus` for the progress and the report.
 */
import type { AppDeps } from '../../../platform/http/context';
import type { RecurringJob } from '../../../platform/jobs/runner';
import { FortnoxApi } from '../fortnox.client';
import { FORTNOX_EXPORT_JOB } from './export.mapper';
import { type ExportRequest, runExport } from './export.usecases';

export function fortnoxJobs(deps: AppDeps): RecurringJob[] {
  deps.jobs.register(FORTNOX_EXPORT_JOB, async ({ job, progress }) => {
    const request = job.payload as ExportRequest;
    const api = new FortnoxApi(deps, request.firmId);
    return runExport(deps, api, request, progress);
  });
  return [];
}
