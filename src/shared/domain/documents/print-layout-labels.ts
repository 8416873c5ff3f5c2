/**
 * The print layouts (api-spec §4, product-spec §9) in Swedish, for the print menus and the per-kind
 * settings. A separate file beside document-kinds.ts, which is at the 400-line limit.
 */
import type { DocumentKind, PrintLayout } from './document-kinds';

export const printLayoutLabels: Record<PrintLayout, string> = {
  CLIENT: 'Kund',
  CLIENT_WITH_MOMS: 'Kund med moms per rad',
  CLIENT_TOTALS: 'Endast summor',
  NO_PRICES: 'Utan priser',
  NO_PRICES_NO_TOTAL: 'Utan priser och summa',
  INTERNAL: 'Intern (inköpspriser och marginal)',
  CLIENT_AND_INTERNAL: 'Kund och intern',
  TIME_LOG: 'Tidrapport',
  EMPTY: 'Tom blankett',
  UNIX_NETTO: 'Nettopriser',
  UNIX_BRUTTO: 'Bruttopriser',
};

/**
 * Layouts that print the firm's net (purchase) prices, markups or margins: never offered to an employee
 * whose net prices are hidden (decision 0023), as the screens hide them.
 */
export const netPriceLayouts: readonly PrintLayout[] = ['INTERNAL', 'CLIENT_AND_INTERNAL', 'UNIX_NETTO'];

/**
 * The layouts an employee may print of a kind, the firm's default first. `preferred` is the kind's
 * setting (null: the kind's first layout, which is also what the server prints without a layout).
 */
export function offeredPrintLayouts(
  kind: Pick<DocumentKind, 'printLayouts'>,
  preferred: PrintLayout | null,
  netPricesHidden: boolean,
): PrintLayout[] {
  const allowed = kind.printLayouts.filter((l) => !(netPricesHidden && netPriceLayouts.includes(l)));
  const first = preferred && allowed.includes(preferred) ? preferred : allowed[0];
  return first ? [first, ...allowed.filter((l) => l !== first)] : [];
}
