/** The kiosk basket: search, quantities, check and send as a customer order. */
export { kioskRoutes } from './kiosk.routes';
