import type { Client } from '@shared/api/clients.api';
import { priceVisibility } from '@shared/domain/pricing';
import type { RequestSession, SessionEmployee } from '../../platform/http/context';

/**
 * Who is looking at a client: the agreed markup on purchase prices ("Påslag %") together with a
 * material line's selling price tells the purchase price, so it is a net figure (decision 0023).
 */
export interface ClientViewer {
  markupVisible: boolean;
}

/** Hidden from an employee with "dölj nettopriser och marginaler" and in client mode, as every net price. */
export function clientViewer(session: RequestSession & { employee: SessionEmployee }): ClientViewer {
  return {
    markupVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
  };
}

/** The one place a client's data leaves the server: the markup only where it may show. */
export function shownClient(client: Client, viewer: ClientViewer): Client {
  return viewer.markupVisible ? client : { ...client, data: { ...client.data, markupBp: null } };
}

/**
 * Whoever may not see the markup cannot have meant to change it: the stored one stays (a new client
 * starts without one, as the template does).
 */
export function keptMarkup<T extends { markupBp: number }>(
  data: T,
  stored: { markupBp: number } | null,
  viewer: ClientViewer,
): T {
  return viewer.markupVisible ? data : { ...data, markupBp: stored?.markupBp ?? 0 };
}
