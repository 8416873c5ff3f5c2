import { PROVIDER_API_KEY_HEADER, providerIntakeApi } from '@shared/api/providerIntake.api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/http/context';
import { parseParameters } from '../../platform/http/parameters';
import { providerIntakeErrors } from './providerIntake.errors';
import { verifyProviderApiKey } from './providerIntake.service';
import {
  listOrdersForProvider,
  receiveProviderOrder,
  updateProviderOrderStatus,
} from './providerIntake.usecases';

type ProviderCall = (typeof providerIntakeApi)[keyof typeof providerIntakeApi];

/**
 * The provider API (docs/decisions/0014) is served beside the employee router, not through it: its
 * caller is an ERP with a key, not a browser with a session and an instance token. Each call checks the
 * key first (401 for a missing, unknown or revoked one), parses `{parameters}` with the declared schema
 * and answers `{result, messages}`; errors go through the one error handler like every other call.
 */
export function providerIntakeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const add = <C extends ProviderCall>(
    call: C,
    handler: (providerId: string, parameters: z.output<C['parameters']>) => Promise<z.output<C['result']>>,
  ) => {
    app.route({
      method: call.method,
      url: call.path,
      handler: async (request: FastifyRequest, reply) => {
        const key = request.headers[PROVIDER_API_KEY_HEADER];
        const providerId = await verifyProviderApiKey(deps.db, typeof key === 'string' ? key : undefined);
        if (!providerId) throw providerIntakeErrors.PROVIDER_API_KEY_INVALID();
        const raw =
          call.method === 'GET'
            ? request.query
            : (request.body as { parameters?: unknown } | null)?.parameters;
        const parameters = parseParameters(call.parameters, raw) as z.output<C['parameters']>;
        const result = await handler(providerId, parameters);
        reply.header('Cache-Control', 'no-store');
        return { result: call.result.parse(result), messages: [] };
      },
    });
  };
  add(providerIntakeApi.submitOrder, (providerId, order) =>
    receiveProviderOrder({ db: deps.db, providerId, order }),
  );
  add(providerIntakeApi.listOrders, (providerId, { status, limit }) =>
    listOrdersForProvider({ db: deps.db, providerId, status, limit }),
  );
  add(providerIntakeApi.updateStatus, (providerId, { providerOrderNumber, status }) =>
    updateProviderOrderStatus({ db: deps.db, clock: deps.clock, providerId, providerOrderNumber, status }),
  );
}
