/** The own-prices register. */
export { OwnPricesPage } from './OwnPricesPage';
