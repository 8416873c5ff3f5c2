import { documentKinds } from '@shared/domain/documents/document-kinds';
import { sql } from 'drizzle-orm';
import { employees } from '../../employees';
import { documents } from '../engine/engine.table';
import type { DocumentKindModule, KindListFilter } from './kinds.kind';
import { assertFollowUpVisible, providerDocumentOpened, providerListConditions } from './provider.kind';

function unixOrderConditions(filter: KindListFilter) {
  return [
    ...providerListConditions(filter),
    // onlyOwnUnixOrders (issue #7): such an employee lists only the follow-ups of the orders they sent.
    sql`(${documents.employeeId} = ${filter.employeeId} or not exists (select 1 from ${employees} e
          where e.id = ${filter.employeeId} and e.only_own_unix_orders))`,
  ];
}

/**
 * The provider's follow-up file: every load (the engine's GET /doc/unixOrder and the follow-up view) is
 * refused to an employee who sees only their own orders' follow-ups, and marks it read.
 */
export const unixOrderKind: DocumentKindModule = {
  definition: documentKinds.UNIX_ORDER,
  listConditions: unixOrderConditions,
  afterLoad: async ({ db, session, document }) => {
    await assertFollowUpVisible(db, session, document.employee?.uid ?? null);
    return providerDocumentOpened(db, session, document);
  },
  print: {
    sellerIsProvider: true,
    assertPrintable: ({ db, session, employeeId }) => assertFollowUpVisible(db, session, employeeId),
  },
};
