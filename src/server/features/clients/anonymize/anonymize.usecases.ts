import type { AnonymizableClient } from '@shared/api/clients.api';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { anonymizeClients, findAnonymizableClients } from './anonymize.repository';

/**
 * Personal data not kept over 18 months without a business reason (product-spec §9, GDPR art. 5.1 e;
 * decision 0055). Nothing goes by itself: the admin sees who qualifies and confirms.
 */
export const RETENTION_MONTHS = 18;
export const ANONYMIZED_NAME = 'Anonymiserad kund';

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

interface Call {
  deps: AppDeps;
  firmId: string;
}

export async function listAnonymizableClients({
  deps,
  firmId,
}: Call): Promise<{ clients: AnonymizableClient[]; inactiveSince: string }> {
  const inactiveSince = retentionCutoff(deps.clock.now());
  const clients = await findAnonymizableClients(deps.db, firmId, inactiveSince);
  return { clients, inactiveSince: inactiveSince.toISOString() };
}

/** Only those of `uids` that still qualify are cleared: a client used since the list was read is left. */
export async function anonymizeInactiveClients({
  deps,
  firmId,
  uids,
}: Call & { uids: readonly string[] }): Promise<{ countAnonymized: number }> {
  const now = deps.clock.now();
  const countAnonymized = await withTransaction(deps.db, (tx) =>
    anonymizeClients(tx, firmId, uids, { inactiveSince: retentionCutoff(now), now, name: ANONYMIZED_NAME }),
  );
  return { countAnonymized };
}
