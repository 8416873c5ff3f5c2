import { providerIntakeApi } from '@shared/api/providerIntake.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  listOrdersForProvider,
  receiveProviderOrder,
  updateProviderOrderStatus,
} from './providerIntake.usecases';

/**
 * The provider API (docs/decisions/0014) on the one router: access `apiKey` makes the router check the
 * key before anything else (401 for a missing, unknown or revoked one, via `resolveProviderApiKey`) and
 * skip the session and instance token; `callerId` is the key's provider.
 */
export function providerIntakeRoutes(router: ApiRouter): void {
  router.add(providerIntakeApi.submitOrder, ({ deps, callerId, parameters }) =>
    receiveProviderOrder({ deps, providerId: callerId, order: parameters }),
  );
  router.add(providerIntakeApi.listOrders, ({ deps, callerId, parameters: { status, limit } }) =>
    listOrdersForProvider({ deps, providerId: callerId, status, limit }),
  );
  router.add(providerIntakeApi.updateStatus, ({ deps, callerId, parameters }) =>
    updateProviderOrderStatus({
      deps,
      providerId: callerId,
      providerOrderNumber: parameters.providerOrderNumber,
      status: parameters.status,
    }),
  );
}
