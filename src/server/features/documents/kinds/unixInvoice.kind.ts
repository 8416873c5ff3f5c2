import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentKindModule } from './kinds.kind';
import { providerListConditions } from './provider.kind';

/** The provider's invoice: read-only, listed by read state and type like the follow-ups. */
export const unixInvoiceKind: DocumentKindModule = {
  definition: documentKinds.UNIX_INVOICE,
  listConditions: providerListConditions,
};
