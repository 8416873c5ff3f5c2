import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import type { favouritesApi } from '@shared/api/favourites.api';
import { compactCode } from '@shared/domain/catalogue-codes';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import type { AppDeps } from '../../platform/http/context';
import { type FavouriteOwner, favouriteProductIds, loadCards, productRows, type Viewer } from '../catalogue';
import { favouritesErrors } from './favourites.errors';
import { addFavourites, listFavourites, removeFavourites } from './favourites.repository';

/** POST /profile/favoriteItemsList: the employee's own favourites, with the prices the viewer may see. */
export async function listFavouriteItems({
  deps,
  owner,
  viewer,
  input,
}: {
  deps: AppDeps;
  owner: FavouriteOwner;
  viewer: Viewer;
  input: ParsedParametersOf<typeof favouritesApi.list>;
}): Promise<ResultOf<typeof favouritesApi.list>> {
  const pattern = input.searchPattern?.trim();
  const page = await listFavourites(deps.db, owner, {
    search: pattern ? { nameKey: swedishSortKey(pattern), code: compactCode(pattern) } : null,
    sortBy: input.sortBy,
    desc: input.sortDesc,
    offset: input.offset,
    limit: input.limit,
  });
  return {
    totalCount: page.total,
    grossPricesAvailable: viewer.visibility.gross,
    netPricesAvailable: viewer.visibility.net,
    favoriteItems: await loadCards({ deps, viewer, ids: page.productIds }),
  };
}

/**
 * POST /profile/favoriteItemsToggle. Every article must exist; an archived one may be removed but not
 * added. Answers which of the articles are favourites afterwards.
 */
export async function toggleFavourites({
  deps,
  owner,
  input,
}: {
  deps: AppDeps;
  owner: FavouriteOwner;
  input: ParsedParametersOf<typeof favouritesApi.toggle>;
}): Promise<ResultOf<typeof favouritesApi.toggle>> {
  const codes = input.articles.map(compactCode);
  const rows = await productRows(deps.db, { articles: codes }, { firmId: null, warehouseId: null });
  const byCode = new Map(
    rows.flatMap((r) => [[r.article, r] as const, ...(r.rsk ? [[r.rsk, r] as const] : [])]),
  );
  const products = codes.map((code, i) => {
    const row = byCode.get(code);
    if (!row) throw favouritesErrors.ARTICLE_NOT_FOUND(input.articles[i]!.trim(), { field: `articles.${i}` });
    if (input.action === 'ADD' && !row.active) {
      throw favouritesErrors.ARTICLE_ARCHIVED(row.article, { field: `articles.${i}` });
    }
    return row;
  });
  const ids = [...new Set(products.map((p) => p.id))];
  await (input.action === 'ADD' ? addFavourites : removeFavourites)(deps.db, owner, ids);
  const now = await favouriteProductIds(deps.db, owner, ids);
  return { favorites: [...new Set(products.filter((p) => now.has(p.id)).map((p) => p.article))] };
}
