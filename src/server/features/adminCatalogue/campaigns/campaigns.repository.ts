import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { catalogueProducts } from '../../catalogue';

const p = catalogueProducts;
const columns = {
  id: p.id,
  article: p.article,
  name: p.name,
  unit: p.unit,
  grossPriceOre: p.grossPriceOre,
  campaignPriceOre: p.campaignPriceOre,
  campaignEndsOn: p.campaignEndsOn,
};
export interface CampaignRow {
  id: number;
  article: string;
  name: string;
  unit: string;
  grossPriceOre: number | null;
  campaignPriceOre: number | null;
  campaignEndsOn: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  return and(
    isNotNull(p.campaignPriceOre),
    pattern ? or(ilike(p.article, pattern), ilike(p.name, pattern)) : undefined,
  );
}

/** Running campaigns first, the one ending first on top (open-ended last of those), then ended ones. */
export async function listCampaigns(
  db: Db,
  q: { search?: string | undefined; today: string; offset: number; limit: number },
) {
  const where = whereOf(q.search);
  const ended = sql`coalesce(${p.campaignEndsOn} < ${q.today}, false)`;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(p)
      .where(where)
      .orderBy(ended, sql`${p.campaignEndsOn} asc nulls last`, asc(p.article))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows: rows satisfies CampaignRow[], totalCount: Number(total?.n ?? 0) };
}

export async function findActiveProduct(db: Db, article: string): Promise<CampaignRow | null> {
  const [row] = await db
    .select(columns)
    .from(p)
    .where(and(eq(p.article, article), eq(p.active, true)))
    .limit(1);
  return row ?? null;
}

export async function writeCampaign(
  db: Db,
  id: number,
  values: { campaignPriceOre: number | null; campaignEndsOn: string | null; at: Date },
): Promise<void> {
  await db
    .update(p)
    .set({
      campaignPriceOre: values.campaignPriceOre,
      campaignEndsOn: values.campaignEndsOn,
      updatedAt: values.at,
    })
    .where(eq(p.id, id));
}
