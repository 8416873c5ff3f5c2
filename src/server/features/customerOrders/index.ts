/** Customer orders sent to the provider: the check before sending, the sending, the order's line search. */

export { orderTexts } from './customerOrders.mapper';
export { customerOrdersRoutes } from './customerOrders.routes';
export { sendCustomerOrderRow } from './customerOrders.usecases';
