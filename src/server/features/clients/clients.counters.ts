import type { CounterProvider } from '../../platform/counters';
import { inactiveBefore } from './clients.mapper';
import { countClients } from './clients.repository';

/**
 * The menu's client counters. Counter providers get no injected clock, so "12 months ago" is read from
 * the system clock, which is also the clock that stamps client activity outside tests.
 */
export const clientCounters: CounterProvider = async (db, firmId) => {
  const { active, inactive } = await countClients(db, firmId, inactiveBefore(new Date()));
  return { clients: active, inactiveClients: inactive };
};
