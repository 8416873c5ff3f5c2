/** The firms' orders, a tab of the administration (decision 0063). */
export { OrdersPage } from './OrdersPage';
