import type { CounterProvider } from '../../platform/counters';
import { countOwnPrices } from './ownPrices.repository';

/** The menu's own-price counter. */
export const ownPriceCounters: CounterProvider = async (db, firmId) => ({
  ownPrices: await countOwnPrices(db, firmId),
});
