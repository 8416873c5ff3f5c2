import type { Db } from '../../platform/db/database';
import { demoSaleTerms } from './priceLists.data';
import { providerSaleTerms } from './priceLists.table';

/** The demo provider's sale terms (priceLists.data.ts), shown on /price_lists. */
export async function seedDemoSaleTerms(db: Db, providerId: string): Promise<void> {
  await db
    .insert(providerSaleTerms)
    .values({ providerId, ...demoSaleTerms })
    .onConflictDoUpdate({ target: providerSaleTerms.providerId, set: demoSaleTerms });
}
