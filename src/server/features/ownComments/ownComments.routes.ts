import { ownCommentsApi } from '@shared/api/ownComments.api';
import type { ApiRouter } from '../../platform/http/router';
import { deleteOwnComments, getOwnComment, listOwnComments, saveOwnComment } from './ownComments.usecases';

export function ownCommentsRoutes(router: ApiRouter): void {
  router.add(ownCommentsApi.get, ({ deps, firmId, parameters }) =>
    getOwnComment({ deps, firmId, uid: parameters.uid }),
  );
  router.add(ownCommentsApi.save, ({ deps, firmId, parameters }) =>
    saveOwnComment({ deps, firmId, ...parameters }),
  );
  router.add(ownCommentsApi.list, ({ deps, firmId, parameters: { offset, limit, ...filter } }) =>
    listOwnComments({ deps, firmId, filter, page: { offset, limit } }),
  );
  router.add(ownCommentsApi.delete, ({ deps, firmId, parameters }) =>
    deleteOwnComments({ deps, firmId, uids: parameters.uids }),
  );
}
