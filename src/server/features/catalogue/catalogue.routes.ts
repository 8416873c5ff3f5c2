import { catalogueApi } from '@shared/api/catalogue.api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/http/context';
import type { ApiRouter } from '../../platform/http/router';
import { catalogueSearch, catalogueSuggest } from '../catalogueSearch/catalogueSearch.usecases';
import { dataSheetHtml, productPicture } from './catalogue.data';
import { productDetails, productRows } from './catalogue.repository';
import {
  catalogueFreeItem,
  catalogueLevel,
  catalogueMenu,
  catalogueProduct,
  catalogueSpecial,
  prodibasProduct,
  resolveViewer,
} from './catalogue.usecases';

/**
 * The catalogue's calls (api-spec §7.2 and the page calls decision 0008 adds) and its media: product
 * pictures and data sheets are plain files under /media, outside the JSON envelope, cacheable by browsers.
 */
export function catalogueRoutes(router: ApiRouter, app: FastifyInstance, deps: AppDeps): void {
  router.add(catalogueApi.level, async ({ deps, session, parameters }) =>
    catalogueLevel({ deps, viewer: resolveViewer(deps, session), input: parameters }),
  );
  router.add(catalogueApi.search, async ({ deps, session, parameters }) =>
    catalogueSearch({ deps, viewer: resolveViewer(deps, session), input: parameters }),
  );
  // Suggestions carry no prices: they are the same for everyone, so no viewer is looked up.
  router.add(catalogueApi.suggest, ({ deps, parameters }) => catalogueSuggest({ deps, input: parameters }));
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
  router.add(catalogueApi.menu, ({ deps }) => catalogueMenu(deps));

  app.get<{ Params: { file: string } }>('/media/catalogue/:file', async (request, reply) => {
    const { file } = request.params;
    const sheet = /^produktblad-(\d{1,9})\.html$/.exec(file);
    if (sheet) {
      const id = Number(sheet[1]);
      const [row] = await productRows(deps.db, { ids: [id] }, { firmId: null, warehouseId: null });
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Produktbladet finns inte.');
      const details = await productDetails(deps.db, id);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(dataSheetHtml({ ...row, ...details }));
    }
    const svg = productPicture(file);
    if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Bilden finns inte.');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
