import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** The provider's follow-up (issue #7): opens read-only at edit/, filters by read state and type, and can be deleted at the provider. */
export const unixOrderKind: DocumentKindModule = kindModule(documentKinds.UNIX_ORDER, {
  page: 'followUpView',
  listFilters: ['readState', 'unixType'],
  deletedAtProvider: true,
});
