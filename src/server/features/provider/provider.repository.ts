import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { warehouses } from './provider.table';

export async function listWarehouses(db: Db) {
  return db.select().from(warehouses).orderBy(asc(warehouses.sortKey));
}
