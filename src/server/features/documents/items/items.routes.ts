import { documentItemsApi } from '@shared/api/documents';
import type { ApiRouter } from '../../../platform/http/router';
import {
  actualizeDocument,
  checkOnSimilarItems,
  clientDocItemSearch,
  getActualizeDocumentSummary,
  itemsCopyTo,
} from './items.usecases';

export function documentItemsRoutes(router: ApiRouter): void {
  router.add(documentItemsApi.clientDocItemSearch, ({ deps, session, firmId, parameters }) =>
    clientDocItemSearch({ deps, session, firmId, input: parameters }),
  );
  router.add(documentItemsApi.checkOnSimilarItems, ({ deps, session, firmId, parameters }) =>
    checkOnSimilarItems({ deps, session, firmId, input: parameters }),
  );
  router.add(documentItemsApi.getActualizeDocumentSummary, ({ deps, session, firmId, parameters }) =>
    getActualizeDocumentSummary({ deps, session, firmId, input: parameters }),
  );
  router.add(documentItemsApi.actualizeDocument, ({ deps, session, firmId, parameters }) =>
    actualizeDocument({ deps, session, firmId, input: parameters }),
  );
  router.add(documentItemsApi.itemsCopyTo, ({ deps, session, firmId, parameters }) =>
    itemsCopyTo({ deps, session, firmId, input: parameters }),
  );
}
