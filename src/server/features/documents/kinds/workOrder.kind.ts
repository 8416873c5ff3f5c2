import { documentKinds } from '@shared/domain/documents/document-kinds';
import { sql } from 'drizzle-orm';
import { documents } from '../engine/engine.table';
import { documentRelations } from '../relations/relations.table';
import type { DocumentKindModule, KindListFilter } from './kinds.kind';

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/** A work order's list: only the ones assigned to me, by employee (writer or assignee), not yet invoiced. */
function workOrderConditions(filter: KindListFilter) {
  const assignees = sql`coalesce(${documents.header} -> 'assigneeUids', '[]'::jsonb)`;
  return [
    filter.onlyAssigned ? sql`${assignees} @> jsonb_build_array(${filter.employeeId}::text)` : undefined,
    filter.employeeIds.length > 0
      ? sql`(${documents.employeeId} = any(${uuidArray(filter.employeeIds)})
          or exists (select 1 from jsonb_array_elements_text(${assignees}) a
                     where a.value = any(${sql.param([...filter.employeeIds])}::text[])))`
      : undefined,
    filter.withoutInvoiceRelations
      ? sql`not exists (select 1 from ${documentRelations} r join ${documents} t on t.id = r.target_id
          where r.source_id = ${documents.id} and t.deleted = false
            and t.doc_type in ('INVOICE', 'ADDITIONAL_ESTIMATE'))`
      : undefined,
  ];
}

export const workOrderKind: DocumentKindModule = {
  definition: documentKinds.WORK_ORDER,
  listConditions: workOrderConditions,
};
