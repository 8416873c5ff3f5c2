import { ownPricesApi } from '@shared/api/ownPrices.api';
import type { ApiRouter } from '../../platform/http/router';
import { deleteOwnPrices, ownPricesDeleteProgress } from './ownPrices.jobs';
import {
  calcOwnPrice,
  changeOwnPrices,
  getOwnPrice,
  listOwnPrices,
  saveOwnPrice,
  setOwnPrice,
  suggestOwnPriceArticles,
} from './ownPrices.usecases';

export function ownPricesRoutes(router: ApiRouter): void {
  router.add(ownPricesApi.get, ({ deps, firmId, session, parameters }) =>
    getOwnPrice({ deps, firmId, session, uid: parameters.uid }),
  );
  router.add(ownPricesApi.save, ({ deps, firmId, session, parameters }) =>
    saveOwnPrice({ deps, firmId, session, ...parameters }),
  );
  router.add(ownPricesApi.list, ({ deps, firmId, session, parameters: { offset, limit, ...filter } }) =>
    listOwnPrices({ deps, firmId, session, filter, page: { offset, limit } }),
  );
  router.add(ownPricesApi.delete, ({ deps, firmId, parameters }) =>
    deleteOwnPrices({ deps, firmId, ...parameters }),
  );
  router.add(ownPricesApi.deleteProgress, ({ deps, firmId, parameters }) =>
    ownPricesDeleteProgress({ deps, firmId, jobUid: parameters.jobUid }),
  );
  router.add(ownPricesApi.suggest, ({ deps, firmId, parameters }) =>
    suggestOwnPriceArticles({ deps, firmId, pattern: parameters.pattern }),
  );
  router.add(ownPricesApi.calc, async ({ deps, firmId, session, parameters, messages }) => {
    const result = await calcOwnPrice({ deps, firmId, session, input: parameters });
    for (const problem of result.problems.filter((p) => p.level === 'WARNING')) {
      messages.push({ level: 'WARNING', code: problem.code, text: problem.message, field: problem.field });
    }
    return result;
  });
  router.add(ownPricesApi.change, ({ deps, firmId, parameters }) =>
    changeOwnPrices({
      deps,
      firmId,
      uids: parameters.ownPricesUids,
      mode: parameters.mode,
      value: parameters.value,
    }),
  );
  router.add(ownPricesApi.setPrice, ({ deps, firmId, session, parameters }) =>
    setOwnPrice({ deps, firmId, session, ...parameters }),
  );
}
