/** Price lists (issue #22, decision 0054): sale terms, list dates and the firm's price lists as files. */
export { priceListsJobs } from './priceLists.jobs';
export { priceListsRoutes } from './priceLists.routes';
export { seedDemoSaleTerms } from './priceLists.seed';
export { providerSaleTerms } from './priceLists.table';
