import type { CounterProvider } from '../../platform/counters';
import { newsAndMessageCounters } from './news.usecases';

/** allMessages, unreadMessages and unreadNews: the employee's own read state at the clock's now. */
export const newsCounters: CounterProvider = (db, firmId, { employeeId, now }) =>
  newsAndMessageCounters({ deps: { db, clock: { now: () => now } }, firmId, employeeId });
