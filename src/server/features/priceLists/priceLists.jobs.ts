import type { AppDeps } from '../../platform/http/context';
import type { RecurringJob } from '../../platform/jobs/runner';
import type { PriceListJob } from './priceLists.files';
import { PRICE_LIST_JOB, runPriceListJob } from './priceLists.usecases';

/** Making a price list (decision 0054): run by whichever server claims it, progress for the page's bar. */
export function priceListsJobs(deps: AppDeps): RecurringJob[] {
  deps.jobs.register(PRICE_LIST_JOB, ({ job, progress }) =>
    runPriceListJob(deps, job.payload as PriceListJob, progress),
  );
  return [];
}
