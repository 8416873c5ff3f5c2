import { contentApi } from '@shared/api/content.api';
import type { ApiRouter } from '../../platform/http/router';
import { clientCounters } from '../clients/clients.counters';
import { documentCounters } from '../dashboard/dashboard.counters';
import { countEmployees } from '../employees/employees.repository';
import { countOwnArticles } from '../ownArticles/ownArticles.repository';
import { countOwnComments } from '../ownComments/ownComments.repository';
import { countOwnPrices } from '../ownPrices/ownPrices.repository';
import { type CounterProvider, computeCounters, createCaptcha } from './content.usecases';

const counterProviders: CounterProvider[] = [
  async (db, firmId) => ({ employees: await countEmployees(db, firmId) }),
  clientCounters,
  documentCounters,
  async (db, firmId) => ({ ownArticles: await countOwnArticles(db, firmId) }),
  async (db, firmId) => ({ ownComments: await countOwnComments(db, firmId) }),
  async (db, firmId) => ({ ownPrices: await countOwnPrices(db, firmId) }),
];

export function contentRoutes(router: ApiRouter): void {
  router.add(contentApi.captcha, ({ deps }) => createCaptcha({ db: deps.db, now: deps.clock.now() }));
  router.add(contentApi.counters, ({ deps, firmId }) =>
    computeCounters({ db: deps.db, firmId, providers: counterProviders }),
  );
}
