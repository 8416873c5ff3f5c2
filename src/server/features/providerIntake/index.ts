/** The provider intake's public entry: the provider API, its key check and where sent orders go. */
export {
  type HttpIntakeOptions,
  httpOrderIntake,
  inProcessOrderIntake,
  type OrderIntake,
  OrderIntakeFailure,
  orderIntakeFromEnvironment,
} from './providerIntake.client';
export { providerIntakeRoutes } from './providerIntake.routes';
export { resolveProviderApiKey } from './providerIntake.session';
export { type ProviderOrderStatus, providerOrders } from './providerIntake.table';
export { createProviderApiKey } from './providerIntake.usecases';
