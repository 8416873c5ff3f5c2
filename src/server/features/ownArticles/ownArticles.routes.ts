import { ownArticlesApi } from '@shared/api/ownArticles.api';
import type { ApiRouter } from '../../platform/http/router';
import { ownArticleViewer } from './ownArticles.shown';
import {
  changeOwnArticlePrice,
  changeOwnArticlePrices,
  deleteOwnArticles,
  exportOwnArticles,
  getOwnArticle,
  listOwnArticles,
  ownArticleFormConfig,
  saveOwnArticle,
  setPreselectedOwnArticle,
} from './ownArticles.usecases';

export function ownArticlesRoutes(router: ApiRouter): void {
  router.add(ownArticlesApi.get, ({ deps, firmId, session, parameters }) =>
    getOwnArticle({ deps, firmId, uid: parameters.uid, viewer: ownArticleViewer(session) }),
  );
  router.add(ownArticlesApi.save, ({ deps, firmId, session, parameters }) =>
    saveOwnArticle({ deps, firmId, ...parameters, viewer: ownArticleViewer(session) }),
  );
  router.add(ownArticlesApi.list, ({ deps, firmId, session, parameters: { offset, limit, ...filter } }) =>
    listOwnArticles({ deps, firmId, filter, page: { offset, limit }, viewer: ownArticleViewer(session) }),
  );
  router.add(ownArticlesApi.delete, ({ deps, firmId, parameters }) =>
    deleteOwnArticles({ deps, firmId, uids: parameters.uids }),
  );
  router.add(ownArticlesApi.changePrice, ({ deps, firmId, session, parameters }) =>
    changeOwnArticlePrice({ deps, firmId, ...parameters, viewer: ownArticleViewer(session) }),
  );
  router.add(ownArticlesApi.changePrices, ({ deps, firmId, parameters }) =>
    changeOwnArticlePrices({
      deps,
      firmId,
      uids: parameters.ownArticlesUids,
      method: parameters.method,
      value: parameters.value,
    }),
  );
  router.add(ownArticlesApi.formConfig, async () => ownArticleFormConfig());
  router.add(ownArticlesApi.setPreselected, ({ deps, firmId, parameters }) =>
    setPreselectedOwnArticle({ deps, firmId, ownArticleUid: parameters.ownArticleUid }),
  );
  router.add(ownArticlesApi.export, ({ deps, firmId, session, parameters }) =>
    exportOwnArticles({ deps, firmId, filter: parameters, viewer: ownArticleViewer(session) }),
  );
}
