/**
 * One kind of document as the web reads it: its shared definition plus what only its pages do. The
 * pages read these fields where they would otherwise branch on the kind (the server's kinds/ mirror).
 */
import type { DocumentKind } from '@shared/domain/documents/document-kinds';

/** The kind's own list filters (api-spec §7.5). */
export type KindFilter = 'sent' | 'readState' | 'unixType' | 'workOrder' | 'client';

export interface DocumentKindModule {
  definition: DocumentKind;
  /** The route a document opens at: `edit/:docUid`, or `view/:docUid` for a kind with no editor route. */
  opensAt: 'edit' | 'view';
  /** The page there: the editor, or the read-only view of the provider's follow-up or invoice. */
  page: 'editor' | 'followUpView' | 'invoiceView';
  listFilters: readonly KindFilter[];
  /** The provider can delete it at its end (the read state "Borttagen hos leverantören"). */
  deletedAtProvider: boolean;
  /** The kind's word in menus and captions when its label is too long ("ÄTA"); kept as written. */
  shortLabel: string | null;
  /** Its "Ny …" is the filled quick-create button on the dashboard. */
  primaryQuickCreate: boolean;
  /**
   * An order to the provider: the editor has the Leverans section (which asks for the delivery date
   * instead of the header) and sends the order.
   */
  ordersFromProvider: boolean;
  /** As a create-from source it asks for the ÄTA postfix, when the target takes one. */
  asksAtaPostfix: boolean;
  /** Its sums are a credit (the definition's `credits`): the word lists put beside them (decision 0021). */
  creditLabel: string | null;
  /** Pages of the kind's own reached from its list's menu (the work orders' week view). */
  listLinks: readonly { to: string; label: string }[];
}

type KindBehaviour = Partial<Omit<DocumentKindModule, 'definition'>>;

/** A kind's module: its definition with the behaviour it has; everything else as most kinds do. */
export function kindModule(definition: DocumentKind, behaviour: KindBehaviour = {}): DocumentKindModule {
  return {
    definition,
    opensAt: 'edit',
    page: 'editor',
    listFilters: [],
    deletedAtProvider: false,
    shortLabel: null,
    primaryQuickCreate: false,
    ordersFromProvider: false,
    asksAtaPostfix: false,
    creditLabel: definition.credits ? 'Kredit' : null,
    listLinks: [],
    ...behaviour,
  };
}
