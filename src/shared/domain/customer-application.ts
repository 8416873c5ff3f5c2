/**
 * "Bli kund" (product-spec §1: visitors may ask to become a customer; non-registered companies are not sold
 * to). The trades Montör is for, as the application asks them, and the limits of its free texts.
 */
export const customerTrades = [
  'VVS',
  'BYGG',
  'EL',
  'GLAS_PLAT',
  'MARK_DRANERING',
  'MURNING',
  'MALNING',
  'TAPETSERING',
] as const;
export type CustomerTrade = (typeof customerTrades)[number];

export const customerTradeLabels: Record<CustomerTrade, string> = {
  VVS: 'VVS och värme',
  BYGG: 'Bygg',
  EL: 'El',
  GLAS_PLAT: 'Glas och plåt',
  MARK_DRANERING: 'Mark och avlopp',
  MURNING: 'Murning',
  MALNING: 'Måleri',
  TAPETSERING: 'Tapetsering',
};

export const CUSTOMER_APPLICATION_LIMITS = { message: 2000, name: 200 } as const;
