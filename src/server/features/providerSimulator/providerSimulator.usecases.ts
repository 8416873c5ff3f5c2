/**
 * The built-in provider simulator (issue #7, docs/decisions/0015): what a wholesaler's ERP does with
 * the orders Montör sends, so a demo shows the whole loop. It confirms received orders (follow-up file
 * and confirmation SMS) and, after the delivery delay, delivers and invoices them. It only calls the
 * same ingestion use cases a real provider integration would.
 */
import type { StoreDeps } from '../../platform/http/context';
import type { SmsService } from '../../platform/sms/sms.outbox';
import { providerOrderIdsInStatus, receiveFollowUp, receiveProviderInvoice } from '../unixDocuments';

/** Orders handled per run: a backlog is worked off over a few runs instead of in one long job. */
const BATCH = 50;

export interface SimulatorRun {
  confirmed: number;
  invoiced: number;
  failed: Array<{ providerOrderId: string; error: string }>;
}

export async function runProviderSimulator({
  deps,
  sms,
  deliveryMs,
}: {
  deps: StoreDeps;
  sms: SmsService | null;
  deliveryMs: number;
}): Promise<SimulatorRun> {
  const { db, clock } = deps;
  const run: SimulatorRun = { confirmed: 0, invoiced: 0, failed: [] };
  // One order's bad data must not hold up the others; it is reported in the job's result.
  const attempt = async (providerOrderId: string, step: () => Promise<boolean>) => {
    try {
      return await step();
    } catch (error) {
      run.failed.push({ providerOrderId, error: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };
  for (const id of await providerOrderIdsInStatus(db, 'RECEIVED', { limit: BATCH })) {
    const done = await attempt(
      id,
      async () => (await receiveFollowUp({ deps, sms, providerOrderId: id })).created,
    );
    if (done) run.confirmed += 1;
  }
  const deliveredBefore = new Date(clock.now().getTime() - deliveryMs);
  // Delivered after the delay; an order the provider's ERP already reported delivered is billed at once.
  const due = [
    ...(await providerOrderIdsInStatus(db, 'CONFIRMED', { confirmedBefore: deliveredBefore, limit: BATCH })),
    ...(await providerOrderIdsInStatus(db, 'DELIVERED', { limit: BATCH })),
  ];
  for (const id of due) {
    const done = await attempt(id, async () => {
      // A delivered order reported by the provider's ERP may have no follow-up yet: it gets one first.
      await receiveFollowUp({ deps, sms: null, providerOrderId: id });
      return (await receiveProviderInvoice({ deps, providerOrderId: id })).created;
    });
    if (done) run.invoiced += 1;
  }
  return run;
}
