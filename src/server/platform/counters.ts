import type { Counters } from '@shared/api/content.api';
import type { Db } from './db/database';

/**
 * A feature's share of the menu counters (employees, clients, documents …). Features export their
 * providers from their public file; the app wires them into the counters call where it is assembled,
 * so the content feature depends on none of them. A counter no feature provides is 0. Most counters are
 * the firm's; a few (unread news and messages) are the employee's own, read at the clock's `now`.
 */
export type CounterProvider = (
  db: Db,
  firmId: string,
  reader: { employeeId: string; now: Date },
) => Promise<Partial<Counters>>;
