import {
  PROVIDER_API_KEY_HEADER,
  type ProviderOrder,
  providerIntakeApi,
  providerOrderSchema,
  type SubmitOrder,
  submitOrderParameters,
} from '@shared/api/providerIntake.api';
import type { Db } from '../../platform/db/database';
import { insertProviderOrderOnce, toProviderOrder } from './providerIntake.repository';

/**
 * Where a sent customer order goes (docs/decisions/0014). `submitOrder` is idempotent by
 * `idempotencyKey`: calling it again with the same key answers the order the first call stored, so a
 * retried send never makes a second provider order. It throws `OrderIntakeFailure` when the provider
 * could not take the order; the caller keeps the order unsent.
 */
export interface OrderIntake {
  readonly name: string;
  submitOrder(order: SubmitOrder): Promise<ProviderOrder>;
}

/** The provider could not take the order: unreachable (503) or it answered with an error (502). */
export class OrderIntakeFailure extends Error {
  constructor(
    readonly kind: 'UNREACHABLE' | 'REFUSED',
    detail: string,
  ) {
    super(`Order intake ${kind.toLowerCase()}: ${detail}`);
    this.name = 'OrderIntakeFailure';
  }
}

/** The intake inside Montör (the default): the provider's orders are rows of this database. */
export function inProcessOrderIntake(db: Db): OrderIntake {
  return {
    name: 'in-process',
    async submitOrder(order) {
      const parsed = submitOrderParameters.parse(order);
      try {
        return toProviderOrder(await insertProviderOrderOnce(db, parsed));
      } catch (error) {
        throw new OrderIntakeFailure('UNREACHABLE', error instanceof Error ? error.message : String(error));
      }
    },
  };
}

export interface HttpIntakeOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A remote intake with the same contract: POST `{url}/provider-api/orders` with the provider's key. */
export function httpOrderIntake(options: HttpIntakeOptions): OrderIntake {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}${providerIntakeApi.submitOrder.path}`;
  return {
    name: 'http',
    async submitOrder(order) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PROVIDER_API_KEY_HEADER]: options.key },
          body: JSON.stringify({ parameters: order }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new OrderIntakeFailure('UNREACHABLE', error instanceof Error ? error.message : String(error));
      }
      const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
      if (response.status >= 500) throw new OrderIntakeFailure('UNREACHABLE', `HTTP ${response.status}`);
      if (!response.ok) throw new OrderIntakeFailure('REFUSED', `HTTP ${response.status}`);
      const parsed = providerOrderSchema.safeParse(body?.result);
      if (!parsed.success) throw new OrderIntakeFailure('REFUSED', 'oväntat svar från leverantören');
      return parsed.data;
    },
  };
}

/**
 * The intake the environment asks for: `PROVIDER_INTAKE_URL` and `PROVIDER_INTAKE_KEY` give the HTTP
 * client, otherwise the in-process intake. Read per call, so a use case needs nothing but `db`.
 */
export function orderIntakeFromEnvironment(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): OrderIntake {
  const url = env.PROVIDER_INTAKE_URL?.trim();
  if (!url) return inProcessOrderIntake(db);
  const key = env.PROVIDER_INTAKE_KEY?.trim();
  if (!key) throw new Error('PROVIDER_INTAKE_URL kräver PROVIDER_INTAKE_KEY');
  return httpOrderIntake({ url, key });
}
