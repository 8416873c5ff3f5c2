import type { CounterProvider } from '../../platform/counters';
import { countMessages, countNews, loadReader } from './news.repository';

/** allMessages, unreadMessages and unreadNews: the employee's own read state at the clock's now. */
export const newsCounters: CounterProvider = async (db, firmId, { employeeId, now }) => {
  const reader = await loadReader(db, { firmId, employeeId, now });
  if (!reader) return {};
  const [news, messages] = await Promise.all([countNews(db, reader), countMessages(db, reader)]);
  return { allMessages: messages.total, unreadMessages: messages.unread, unreadNews: news.unread };
};
