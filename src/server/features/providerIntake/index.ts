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
export { type ProviderOrderStatus, providerOrders } from './providerIntake.table';
export { createProviderApiKey, resolveProviderApiKey } from './providerIntake.usecases';
