import { catalogueApi } from '@shared/api/catalogue.api';
import type { ApiRouter } from '../../platform/http/router';
import { resolveViewer } from './catalogue.mapper';
import {
  catalogueFreeItem,
  catalogueLevel,
  catalogueMedia,
  catalogueMenu,
  catalogueProduct,
  catalogueSpecial,
  prodibasProduct,
} from './catalogue.usecases';

/**
 * The catalogue's calls (api-spec §7.2 and the page calls decision 0008 adds) and its media: product
 * pictures and data sheets are file results at their /media addresses, cacheable by browsers.
 */
export function catalogueRoutes(router: ApiRouter): void {
  router.add(catalogueApi.level, async ({ deps, session, parameters }) =>
    catalogueLevel({ deps, viewer: resolveViewer(deps, session), input: parameters }),
  );
  router.add(catalogueApi.special, async ({ deps, session, parameters }) =>
    catalogueSpecial({ deps, viewer: resolveViewer(deps, session), input: parameters }),
  );
  router.add(catalogueApi.product, async ({ deps, session, parameters }) =>
    catalogueProduct({ deps, viewer: resolveViewer(deps, session), id: parameters.id }),
  );
  router.add(catalogueApi.freeItem, async ({ deps, session, parameters }) =>
    catalogueFreeItem({ deps, viewer: resolveViewer(deps, session), id: parameters.id }),
  );
  router.add(catalogueApi.prodibasProduct, async ({ deps, session, parameters }) =>
    prodibasProduct({ deps, viewer: resolveViewer(deps, session), article: parameters.article }),
  );
  router.add(catalogueApi.menu, ({ deps }) => catalogueMenu({ deps }));

  router.add(catalogueApi.media, ({ deps, parameters }) => catalogueMedia({ deps, file: parameters.file }));
}
