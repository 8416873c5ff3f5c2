/** The provider's warehouses page. */
export const providerPages = {
  warehouses: () => import('./WarehousesPage'),
};
