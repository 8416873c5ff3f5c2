import { documentViewer, type EmployeeSession } from '../documents';
import { printingErrors } from './printing.errors';

/**
 * Net prices and margins on paper (decision 0023, 0026): a layout that shows purchase prices, markups or
 * profits is refused to an employee who hides them and in client mode, and the firm's "show markup" on
 * client printouts is left out for them. Decided here once, from the session.
 */
export function printViewer(session: EmployeeSession) {
  const { netVisible } = documentViewer(session);
  return {
    netVisible,
    assertLayoutShown(layout: { needsNetPrices: boolean }): void {
      if (layout.needsNetPrices && !netVisible) throw printingErrors.NET_PRICES_HIDDEN({ field: 'layout' });
    },
  };
}
