import { contentApi } from '@shared/api/content.api';
import type { CounterProvider } from '../../platform/counters';
import type { ApiRouter } from '../../platform/http/router';
import { computeCounters, createCaptcha } from './content.usecases';

/** `counterProviders` come from the features that own the counters; the app assembles the list. */
export function contentRoutes(router: ApiRouter, counterProviders: readonly CounterProvider[]): void {
  router.add(contentApi.captcha, ({ deps }) => createCaptcha({ deps }));
  router.add(contentApi.counters, ({ deps, firmId, employeeId }) =>
    computeCounters({ deps, firmId, employeeId, providers: counterProviders }),
  );
}
