import type { CounterProvider } from '../../platform/counters';
import { countOwnComments } from './ownComments.repository';

/** The menu's own-comment counter. */
export const ownCommentCounters: CounterProvider = async (db, firmId) => ({
  ownComments: await countOwnComments(db, firmId),
});
