import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** Its list filters by client. */
export const interestInvoiceKind: DocumentKindModule = kindModule(documentKinds.INTEREST_INVOICE, {
  listFilters: ['client'],
});
