import { documentRelationsApi } from '@shared/api/documents';
import type { ApiRouter } from '../../../platform/http/router';
import {
  checkSimilarItemsInSources,
  createFromSource,
  deleteDocumentRelations,
  getDocumentRelations,
  itemsCopyFromOwnArticlesListTo,
} from './relations.usecases';

export function documentRelationsRoutes(router: ApiRouter): void {
  router.add(documentRelationsApi.getDocumentRelations, ({ deps, session, firmId, parameters }) =>
    getDocumentRelations({ deps, session, firmId, input: parameters }),
  );
  router.add(documentRelationsApi.deleteDocumentRelations, ({ deps, session, firmId, parameters }) =>
    deleteDocumentRelations({ deps, session, firmId, input: parameters }),
  );
  router.add(documentRelationsApi.checkSimilarItemsInSources, ({ deps, session, firmId, parameters }) =>
    checkSimilarItemsInSources({ deps, session, firmId, input: parameters }),
  );
  router.add(documentRelationsApi.createFromSource, ({ deps, session, firmId, parameters }) =>
    createFromSource({ deps, session, firmId, input: parameters }),
  );
  router.add(documentRelationsApi.itemsCopyFromOwnArticlesListTo, ({ deps, session, firmId, parameters }) =>
    itemsCopyFromOwnArticlesListTo({ deps, session, firmId, input: parameters }),
  );
}
