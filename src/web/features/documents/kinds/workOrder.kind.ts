import { documentKinds } from '@shared/domain/documents/document-kinds';
import { WEEK_VIEW_PATH } from '../../calendar';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** Its list filters by assignee and links the week view; an ÄTA made from it may take the ÄTA postfix. */
export const workOrderKind: DocumentKindModule = kindModule(documentKinds.WORK_ORDER, {
  listFilters: ['workOrder'],
  asksAtaPostfix: true,
  listLinks: [{ to: WEEK_VIEW_PATH, label: 'Veckoplanering' }],
});
