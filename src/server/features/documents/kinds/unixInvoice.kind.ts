import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentKindModule } from './kinds.kind';
import { providerListConditions, shownProviderDocument } from './provider.kind';

/**
 * The provider's invoice: read-only, listed by read state and type like the follow-ups. The engine's
 * GET /doc/unixInvoice keeps its purchase sum from who may not see net prices.
 */
export const unixInvoiceKind: DocumentKindModule = {
  definition: documentKinds.UNIX_INVOICE,
  listConditions: providerListConditions,
  afterLoad: ({ session, document }) => shownProviderDocument(session, document),
  print: {
    sellerIsProvider: true,
    headerFields: ({ header }) => [{ label: 'Avser order', value: header.providerOrderNumbers.join(', ') }],
  },
};
