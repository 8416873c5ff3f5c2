import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** Its list filters by client; its sums are a credit (the definition's `credits`, marked "Kredit"). */
export const creditInvoiceKind: DocumentKindModule = kindModule(documentKinds.CREDIT_INVOICE, {
  listFilters: ['client'],
});
