/** The provider (wholesaler): its tables and routes. */
export { providerRoutes } from './provider.routes';
export { providerAdmins, providers, warehouses } from './provider.table';
