import type { OwnArticleData } from '@shared/api/ownArticles.api';
import { priceVisibility } from '@shared/domain/pricing';
import type { RequestSession, SessionEmployee } from '../../platform/http/context';

/** Who is looking at own articles: the purchase price is the firm's net price of the work or goods. */
export interface OwnArticleViewer {
  purchaseVisible: boolean;
}

/** Everything shows to the firm's own code (diffs, seeds); a request's viewer comes from its session. */
export const fullView: OwnArticleViewer = { purchaseVisible: true };

/**
 * The purchase price is hidden, like every net price and margin, from an employee with "dölj
 * nettopriser och marginaler" and in client mode (pricing.ts `priceVisibility`, decision 0023).
 */
export function ownArticleViewer(session: RequestSession & { employee: SessionEmployee }): OwnArticleViewer {
  return {
    purchaseVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
  };
}

/** The one place an own article's data leaves the server: the purchase price only where it may show. */
export function shownData(data: OwnArticleData, viewer: OwnArticleViewer): OwnArticleData {
  return viewer.purchaseVisible ? data : { ...data, purchasePriceOre: null };
}
