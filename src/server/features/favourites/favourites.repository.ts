import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { catalogueFavourites, type FavouriteOwner } from '../catalogue';

export async function addFavourites(db: Db, owner: FavouriteOwner, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  await db
    .insert(catalogueFavourites)
    .values(productIds.map((productId) => ({ ...owner, productId })))
    .onConflictDoNothing();
}

export async function removeFavourites(db: Db, owner: FavouriteOwner, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  await db
    .delete(catalogueFavourites)
    .where(
      and(
        eq(catalogueFavourites.firmId, owner.firmId),
        eq(catalogueFavourites.employeeId, owner.employeeId),
        inArray(catalogueFavourites.productId, [...productIds]),
      ),
    );
}

export const favouriteSortFields = ['ADDED_DATE', 'NAME', 'ARTICLE'] as const;

/** One page of the employee's favourites, optionally narrowed by name or number, with the total. */
export async function listFavourites(
  db: Db,
  owner: FavouriteOwner,
  options: {
    /** The search text as a sort key (swedishSortKey) and as a compact article number. */
    search: { nameKey: string; code: string } | null;
    sortBy: (typeof favouriteSortFields)[number];
    desc: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ total: number; productIds: number[] }> {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const search = options.search
    ? sql`and (p.sort_key like ${like(options.search.nameKey)}
            or p.article like ${like(options.search.code)} or p.rsk like ${like(options.search.code)})`
    : sql``;
  const dir = options.desc ? sql`desc` : sql`asc`;
  const order =
    options.sortBy === 'NAME'
      ? sql`p.sort_key collate "C" ${dir}, p.id`
      : options.sortBy === 'ARTICLE'
        ? sql`p.article collate "C" ${dir}`
        : sql`f.created_at ${dir}, p.id`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total
        from catalogue_favourites f join catalogue_products p on p.id = f.product_id
        where f.firm_id = ${owner.firmId} and f.employee_id = ${owner.employeeId} ${search}
        order by ${order}
        limit ${options.limit} offset ${options.offset}`,
  );
  if (rows.length > 0) return { total: Number(rows[0]!.total), productIds: rows.map((r) => r.id) };
  // A page past the end still needs the total.
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
        from catalogue_favourites f join catalogue_products p on p.id = f.product_id
        where f.firm_id = ${owner.firmId} and f.employee_id = ${owner.employeeId} ${search}`,
  );
  return { total: Number(count?.n ?? 0), productIds: [] };
}
