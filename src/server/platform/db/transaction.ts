import type { Db } from './database';

/**
 * Runs `work` in one transaction and hands it the transaction as the same `Db` type repositories take,
 * so a repository function works alike inside and outside a transaction. Drizzle types a transaction
 * apart from its database although both run the same queries; this is the one place that bridges them.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}
