import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** The provider's invoice: no edit route (product-spec §2), a read-only view at view/; filters as the follow-ups. */
export const unixInvoiceKind: DocumentKindModule = kindModule(documentKinds.UNIX_INVOICE, {
  opensAt: 'view',
  page: 'invoiceView',
  listFilters: ['readState', 'unixType'],
});
