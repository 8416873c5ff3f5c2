import { priceListsApi } from '@shared/api/priceLists.api';
import type { ApiRouter } from '../../platform/http/router';
import { priceListViewer } from './priceLists.shown';
import { getPriceLists, priceListStatus, requestPriceList } from './priceLists.usecases';

/** The price lists (api-spec §7.3; decision 0054), for employees of a firm with the price-list option. */
export function priceListsRoutes(router: ApiRouter): void {
  router.add(priceListsApi.priceLists, ({ deps, firmId, session }) =>
    getPriceLists({ deps, firmId, viewer: priceListViewer(session) }),
  );
  router.add(priceListsApi.directLink, ({ deps, firmId, session, parameters }) =>
    requestPriceList({ deps, firmId, viewer: priceListViewer(session), ...parameters }),
  );
  router.add(priceListsApi.status, ({ deps, firmId, session, parameters }) =>
    priceListStatus({ deps, firmId, viewer: priceListViewer(session), jobUid: parameters.jobUid }),
  );
}
