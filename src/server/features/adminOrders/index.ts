/** The firms' orders as the provider's intake holds them, in its administration (decision 0063). */
export { adminOrdersRoutes } from './adminOrders.routes';
