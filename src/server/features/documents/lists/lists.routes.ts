import { listsApi } from '@shared/api/documents';
import type { ApiRouter } from '../../../platform/http/router';
import { listAllTypeInvoices } from './lists.usecases';

/** The lists over several kinds; each kind's own list is registered with its load and save. */
export function listsRoutes(router: ApiRouter): void {
  router.add(listsApi.allTypeInvoices, ({ deps, firmId, session, parameters }) =>
    listAllTypeInvoices({ deps, firmId, session, input: parameters }),
  );
}
