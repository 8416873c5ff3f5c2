import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** An order to the provider (issue #7): the Leverans section, the send, and the list of what is sent. */
export const customerOrderKind: DocumentKindModule = kindModule(documentKinds.CUSTOMER_ORDER, {
  ordersFromProvider: true,
  listFilters: ['sent'],
});
