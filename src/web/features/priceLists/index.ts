/** Price lists (issue #22, decision 0054): the provider's sale terms and the firm's lists as files. */
export const PRICE_LISTS_PATH = '/price_lists';

export const priceListPages = {
  list: () => import('./PriceListsPage'),
};
