import type { AppDeps } from '../../platform/http/context';
import { providerIntakeErrors } from './providerIntake.errors';
import { verifyProviderApiKey } from './providerIntake.repository';

/**
 * The router's check of the provider API's key (access `apiKey`): whose key it is, or 401 for a
 * missing, unknown or revoked one. Its arguments are the router's resolver signature, as the employee
 * session's `resolveSession` in auth.session.ts.
 */
export async function resolveProviderApiKey(_header: string, key: string | undefined, deps: AppDeps) {
  const providerId = await verifyProviderApiKey(deps.db, key);
  if (!providerId) throw providerIntakeErrors.PROVIDER_API_KEY_INVALID();
  return providerId;
}
