import type { CounterProvider } from '../../platform/counters';
import { countOwnArticles } from './ownArticles.repository';

/** The menu's own-article counter. */
export const ownArticleCounters: CounterProvider = async (db, firmId) => ({
  ownArticles: await countOwnArticles(db, firmId),
});
