import { httpErrors } from '../http/errors';
import type { Db } from './database';
import { withTransaction } from './transaction';

/**
 * Deletes rows by uid in one transaction: if `remove` (which scopes to the firm) deletes fewer rows than
 * uids were named, one of them was another firm's or gone, so the call answers 404 and nothing is deleted.
 */
export async function deleteAllOrNothing(
  db: Db,
  uids: readonly string[],
  remove: (transaction: Db, uniqueUids: string[]) => Promise<number>,
): Promise<number> {
  const unique = [...new Set(uids)];
  return withTransaction(db, async (transaction) => {
    const deleted = await remove(transaction, unique);
    if (deleted !== unique.length) throw httpErrors.NOT_FOUND();
    return deleted;
  });
}
