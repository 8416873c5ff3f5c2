import type { AppDeps } from '../../platform/http/context';
import type { RecurringJob } from '../../platform/jobs/runner';
import { runProviderSimulator } from './providerSimulator.usecases';

export const PROVIDER_SIMULATOR_JOB = 'providerSimulator.run';
export const PROVIDER_SIMULATOR_EVERY_MS = 10_000;

/**
 * Every 10 seconds while the simulator is on (demo mode, not PROVIDER_SIMULATOR=off). The runner's
 * per-slot dedupe key makes each run exist once however many servers there are, and the provider
 * orders are locked row by row, so two runs could not make two documents either.
 */
export function providerSimulatorJobs(
  deps: Pick<AppDeps, 'jobs' | 'clock' | 'sms' | 'config'>,
): RecurringJob[] {
  if (!deps.config.providerSimulator) return [];
  deps.jobs.register(PROVIDER_SIMULATOR_JOB, async ({ db }) => {
    const run = await runProviderSimulator({
      deps: { db, clock: deps.clock },
      sms: deps.sms,
      deliveryMs: deps.config.providerSimulatorDeliveryMs,
    });
    return { ...run };
  });
  return [{ kind: PROVIDER_SIMULATOR_JOB, everyMs: PROVIDER_SIMULATOR_EVERY_MS }];
}
