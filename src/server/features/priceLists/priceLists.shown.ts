import { type PriceListVariant, priceListDefinitions } from '@shared/domain/price-lists';
import { priceVisibility } from '@shared/domain/pricing';
import type { RequestSession, SessionEmployee } from '../../platform/http/context';
import { priceListsErrors } from './priceLists.errors';

/**
 * Net price lists carry the firm's purchase prices (decision 0023): an employee who hides them, and a
 * session in client mode, get the gross lists only. Decided here once, from the session.
 */
export function priceListViewer(session: RequestSession & { employee: SessionEmployee }) {
  const netVisible = priceVisibility({
    kind: 'employee',
    netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
    clientMode: session.clientMode,
  }).net;
  return {
    netVisible,
    shows(variant: PriceListVariant): boolean {
      return netVisible || !priceListDefinitions[variant].net;
    },
    assertShown(variant: PriceListVariant): void {
      if (!this.shows(variant)) throw priceListsErrors.NET_PRICES_HIDDEN({ field: 'variant' });
    },
  };
}

export type PriceListViewer = ReturnType<typeof priceListViewer>;
