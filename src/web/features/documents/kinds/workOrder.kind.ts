import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** Its list filters by assignee; an ÄTA made from it may take the ÄTA postfix. */
export const workOrderKind: DocumentKindModule = kindModule(documentKinds.WORK_ORDER, {
  listFilters: ['workOrder'],
  asksAtaPostfix: true,
});
