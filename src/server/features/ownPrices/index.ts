/** Own prices' public entry. */
export { ownPriceCounters } from './ownPrices.counters';
export { ownPricesJobs } from './ownPrices.jobs';
export { findArticlePricing, insertOwnPrice, type OwnPriceRow } from './ownPrices.repository';
export { ownPricesRoutes } from './ownPrices.routes';
