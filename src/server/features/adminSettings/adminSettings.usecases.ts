import type { AdminSettings, RotPeriodInput, RuleState } from '@shared/api/adminSettings.api';
import { formatDate } from '@shared/domain/format';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { type AdminActor, recordAdminAction } from '../auditLog';
import { upsertReferenceRate } from '../documents';
import { adminSettingsErrors } from './adminSettings.errors';
import {
  deleteRotPeriod,
  listReferenceRates,
  listRotPeriods,
  readPollingInterval,
  upsertRotPeriod,
  writePollingInterval,
} from './adminSettings.repository';

/** Each dated row's state on `today`: the latest row not after today is in force, earlier ones are past. */
export function ruleStatesOn<R extends { validFrom: string }>(rows: readonly R[], today: string) {
  const inForce = rows.filter((r) => r.validFrom <= today).at(-1)?.validFrom ?? null;
  return rows.map((r) => ({
    ...r,
    state: (r.validFrom > today ? 'PLANNED' : r.validFrom === inForce ? 'IN_FORCE' : 'PAST') as RuleState,
  }));
}

const todayOf = (deps: AppDeps) => formatDate(deps.clock.now());

export async function adminSettings({ deps }: { deps: AppDeps }): Promise<AdminSettings> {
  const today = todayOf(deps);
  const [periods, rates, polling] = await Promise.all([
    listRotPeriods(deps.db),
    listReferenceRates(deps.db),
    readPollingInterval(deps.db),
  ]);
  return {
    today,
    rotPeriods: ruleStatesOn(periods, today),
    referenceRates: ruleStatesOn(rates, today),
    pollingIntervalMs: polling,
    pollingIntervalDefaultMs: deps.config.pollingIntervalMs,
  };
}

/**
 * A rule takes effect from a day after today: a row that applies today or earlier is never changed, since
 * open invoices and reminders read it by their dates (decision 0061). A planned row may be corrected.
 */
function assertPlanned(validFrom: string, today: string) {
  if (validFrom <= today) throw adminSettingsErrors.RULE_IN_FORCE({ field: 'validFrom' });
}

export async function saveRotPeriod({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: RotPeriodInput;
}) {
  assertPlanned(input.validFrom, todayOf(deps));
  const before = (await listRotPeriods(deps.db)).find((p) => p.validFrom === input.validFrom) ?? null;
  await withTransaction(deps.db, async (tx) => {
    await upsertRotPeriod(tx, input, deps.clock.now());
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'ROT_PERIOD_CHANGED' : 'ROT_PERIOD_ADDED',
      targetType: 'ROT_PERIOD',
      targetId: input.validFrom,
      targetLabel: `ROT från ${input.validFrom}`,
      before: before ? { ...before } : null,
      after: { ...input },
    });
  });
  return adminSettings({ deps });
}

export async function removeRotPeriod({
  deps,
  actor,
  validFrom,
}: {
  deps: AppDeps;
  actor: AdminActor;
  validFrom: string;
}) {
  assertPlanned(validFrom, todayOf(deps));
  const before = (await listRotPeriods(deps.db)).find((p) => p.validFrom === validFrom);
  if (!before) throw adminSettingsErrors.PERIOD_NOT_FOUND();
  await withTransaction(deps.db, async (tx) => {
    await deleteRotPeriod(tx, validFrom);
    await recordAdminAction(tx, {
      ...actor,
      action: 'ROT_PERIOD_REMOVED',
      targetType: 'ROT_PERIOD',
      targetId: validFrom,
      targetLabel: `ROT från ${validFrom}`,
      before: { ...before },
    });
  });
  return adminSettings({ deps });
}

export async function saveReferenceRate({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { validFrom: string; rateBp: number };
}) {
  assertPlanned(input.validFrom, todayOf(deps));
  const before = (await listReferenceRates(deps.db)).find((r) => r.validFrom === input.validFrom) ?? null;
  await withTransaction(deps.db, async (tx) => {
    await upsertReferenceRate(tx, input.validFrom, input.rateBp, deps.clock.now());
    await recordAdminAction(tx, {
      ...actor,
      action: 'REFERENCE_RATE_SET',
      targetType: 'REFERENCE_RATE',
      targetId: input.validFrom,
      targetLabel: `Referensränta från ${input.validFrom}`,
      before: before ? { rateBp: before.rateBp } : null,
      after: { rateBp: input.rateBp },
    });
  });
  return adminSettings({ deps });
}

export async function savePolling({
  deps,
  actor,
  seconds,
}: {
  deps: AppDeps;
  actor: AdminActor;
  seconds: number | null;
}) {
  const before = await readPollingInterval(deps.db);
  const after = seconds === null ? null : seconds * 1000;
  await withTransaction(deps.db, async (tx) => {
    await writePollingInterval(tx, after);
    await recordAdminAction(tx, {
      ...actor,
      action: 'POLLING_INTERVAL_SET',
      targetType: 'GLOBAL_SETTING',
      targetId: 'pollingIntervalMs',
      targetLabel: 'Uppdateringsintervall',
      before: { pollingIntervalMs: before },
      after: { pollingIntervalMs: after },
    });
  });
  return adminSettings({ deps });
}
