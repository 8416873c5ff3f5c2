import type { PrintLayout } from '@shared/domain/documents/document-kinds';

/**
 * The print layouts of api-spec §4 as definitions over the shared parts (decision 0026): every layout
 * prints the same letterhead, parties, header fields and footer; it chooses only which line table,
 * which figures and which closing parts follow. A layout of several pages plans (CLIENT_AND_INTERNAL)
 * prints each plan as its own numbered part of the file.
 */

/** The line table a plan prints. */
export type LineTable =
  /** Quantity, unit, price, discount and sum (the client's view). */
  | 'PRICED'
  /** Quantity and unit only. */
  | 'UNPRICED'
  /** Purchase price, markup, sales price, sum, profit and margin per line. */
  | 'INTERNAL'
  /** Labour lines in hours, with the total duration. */
  | 'HOURS'
  /** An empty ruled table to fill in by hand. */
  | 'BLANK'
  | 'NONE';

/** Which price of a provider's record the figures are: the firm's net or the catalogue's gross. */
export type PriceBasis = 'SALES' | 'NET' | 'GROSS';

export interface PagePlan {
  /** Under the document's name, for a printout that is not the client's ("Internt underlag"). */
  subtitle: string | null;
  /** A blank form: the letterhead and empty fields, nothing of the document. */
  blank: boolean;
  lines: LineTable;
  /** A VAT column per line (CLIENT_WITH_MOMS). */
  vatPerLine: boolean;
  prices: PriceBasis;
  /** The net layout of a follow-up shows the gross price beside the net one ("visa alla"). */
  grossBeside: boolean;
  /** The totals block: the client's sums and VAT, or also the firm's purchase, profit and margin. */
  totals: 'CLIENT' | 'INTERNAL' | 'NONE';
  /** The payment block and the kind's terms (for a kind that is paid, decision 0026). */
  payment: boolean;
}

export interface LayoutDefinition {
  /** The layout's Swedish name, as the print menu and the contact sheet show it. */
  label: string;
  /** Shows purchase prices or margins: refused to whoever may not see net prices (decision 0023). */
  needsNetPrices: boolean;
  plans: readonly PagePlan[];
}

const client: PagePlan = {
  subtitle: null,
  blank: false,
  lines: 'PRICED',
  vatPerLine: false,
  prices: 'SALES',
  grossBeside: false,
  totals: 'CLIENT',
  payment: true,
};

const internal: PagePlan = {
  ...client,
  subtitle: 'Internt underlag – visas inte för kunden',
  lines: 'INTERNAL',
  totals: 'INTERNAL',
  payment: false,
};

export const layoutDefinitions: Record<PrintLayout, LayoutDefinition> = {
  CLIENT: { label: 'Kund', needsNetPrices: false, plans: [client] },
  CLIENT_WITH_MOMS: {
    label: 'Kund, moms per rad',
    needsNetPrices: false,
    plans: [{ ...client, vatPerLine: true }],
  },
  // A fixed-price printout: the sums of material, labour and other, no line list (decision 0026).
  CLIENT_TOTALS: {
    label: 'Kund, endast summor',
    needsNetPrices: false,
    plans: [{ ...client, lines: 'NONE' }],
  },
  NO_PRICES: { label: 'Utan priser', needsNetPrices: false, plans: [{ ...client, lines: 'UNPRICED' }] },
  NO_PRICES_NO_TOTAL: {
    label: 'Utan priser och summor',
    needsNetPrices: false,
    plans: [{ ...client, lines: 'UNPRICED', totals: 'NONE', payment: false }],
  },
  INTERNAL: { label: 'Intern', needsNetPrices: true, plans: [internal] },
  CLIENT_AND_INTERNAL: { label: 'Kund och intern', needsNetPrices: true, plans: [client, internal] },
  TIME_LOG: {
    label: 'Tidrapport',
    needsNetPrices: false,
    plans: [{ ...client, subtitle: 'Tidrapport', lines: 'HOURS', totals: 'NONE', payment: false }],
  },
  EMPTY: {
    label: 'Tom blankett',
    needsNetPrices: false,
    plans: [{ ...client, blank: true, lines: 'BLANK', totals: 'NONE', payment: false }],
  },
  // The provider's four variants (product-spec §9) on the enum's two values plus NO_PRICES: "visa alla"
  // and "nettopriser" are the net layout with the gross price beside it, "bruttopriser" the gross one.
  UNIX_NETTO: {
    label: 'Nettopriser (visa alla)',
    needsNetPrices: true,
    plans: [{ ...client, prices: 'NET', grossBeside: true, payment: false }],
  },
  UNIX_BRUTTO: {
    label: 'Bruttopriser',
    needsNetPrices: false,
    plans: [{ ...client, prices: 'GROSS', payment: false }],
  },
};
