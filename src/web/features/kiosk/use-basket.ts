import type { ParametersOf, ResultOf } from '@shared/api/endpoint';
import { type Basket, kioskApi } from '@shared/api/kiosk.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';

/** The basket page and add buttons need the ordering module (the customer order kind's access). */
export function useCanOrder(): boolean {
  const session = useSession();
  return session !== null && canAccess(session, documentAccess('CUSTOMER_ORDER'));
}

/** The page's chosen warehouse as query parameters; none: the firm's default (the header's query too). */
export function basketParameters(warehouseCode: string | null): ParametersOf<typeof kioskApi.basket> {
  return warehouseCode ? { warehouseCode } : {};
}

export function useBasket(warehouseCode: string | null, enabled = true) {
  return useApiQuery(kioskApi.basket, basketParameters(warehouseCode), { enabled });
}

/** The header badge: the number of lines, null while unknown or when the employee cannot order. */
export function useBasketSize(): number | null {
  const canOrder = useCanOrder();
  const query = useApiQuery(kioskApi.basket, {}, { enabled: canOrder, staleTime: 60_000 });
  return canOrder ? (query.data?.basketSize ?? null) : null;
}

/** The basket an answer carries becomes the page's data; every other basket view (the header) refetches. */
export function storeBasket(basket: Basket, warehouseCode: string | null): void {
  const key = apiQueryKey(kioskApi.basket, basketParameters(warehouseCode));
  queryClient.setQueryData(key, basket);
  void queryClient.invalidateQueries({
    queryKey: apiQueryKey(kioskApi.basket),
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(key),
  });
}

export type BasketUpdate = ResultOf<typeof kioskApi.update>;
type Change = ParametersOf<typeof kioskApi.update>['change'];

/** Changes the basket and shares the answer with every view of it. */
export async function changeBasket(
  change: Change,
  warehouseCode: string | null = null,
): Promise<BasketUpdate> {
  const result = await call(kioskApi.update, { ...basketParameters(warehouseCode), change });
  const { changed: _, ...basket } = result;
  storeBasket(basket, warehouseCode);
  return result;
}
