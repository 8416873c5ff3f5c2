import { contentApi } from '@shared/api/content.api';
import type { ApiRouter } from '../../platform/http/router';
import { countEmployees } from '../employees/employees.repository';
import { type CounterProvider, computeCounters, createCaptcha } from './content.usecases';

const counterProviders: CounterProvider[] = [
  async (db, firmId) => ({ employees: await countEmployees(db, firmId) }),
];

export function contentRoutes(router: ApiRouter): void {
  router.add(contentApi.captcha, ({ deps }) => createCaptcha({ db: deps.db, now: deps.clock.now() }));
  router.add(contentApi.counters, ({ deps, firmId }) =>
    computeCounters({ db: deps.db, firmId, providers: counterProviders }),
  );
}
