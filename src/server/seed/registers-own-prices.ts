import { evaluateOwnPrice, type OwnPriceMode, ownPriceOfValue } from '@shared/domain/own-price';
import { netPriceOre } from '@shared/domain/pricing';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { catalogueProducts } from '../features/catalogue';
import { findArticlePricing, insertOwnPrice } from '../features/ownPrices';
import type { Db } from '../platform/db/database';
import type { SeedContext } from './demo-seed';

/**
 * Mode and value per demo price, in turn: a markup on net, a profit share, and a fixed price of net
 * plus 40 % rounded to whole kronor, as a firm prices its most common articles.
 */
const patterns: Array<{ mode: OwnPriceMode; value: (netOre: number) => number }> = [
  { mode: 'FIXED_MARKUP', value: () => 3000 },
  { mode: 'FIXED_PROFIT', value: () => 2500 },
  { mode: 'FIXED_PRICE', value: (net) => Math.ceil((net * 1.4) / 100) * 100 },
];

const DEMO_OWN_PRICES = 12;

/** Own prices on the first priced catalogue articles (by article number, so the choice is stable). */
export async function seedOwnPrices(db: Db, context: SeedContext): Promise<void> {
  const firmId = context.firmIds.get('100245');
  if (!firmId) throw new Error('Demo firm 100245 is missing');
  const products = await db
    .select({ article: catalogueProducts.article })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.active, true), isNotNull(catalogueProducts.grossPriceOre)))
    .orderBy(asc(catalogueProducts.article))
    .limit(DEMO_OWN_PRICES);
  const now = new Date('2026-11-02T08:00:00Z');
  for (const [index, { article }] of products.entries()) {
    const pricing = (await findArticlePricing(db, firmId, article))!;
    const net = netPriceOre(pricing.grossPriceOre!, pricing.discountBp ?? 0);
    const pattern = patterns[index % patterns.length]!;
    const stored = ownPriceOfValue(pattern.mode, pattern.value(net));
    if (!evaluateOwnPrice(net, stored).saveable) continue;
    await insertOwnPrice(db, firmId, { ...stored, clientId: null, article, discountApplicable: true, now });
  }
}
