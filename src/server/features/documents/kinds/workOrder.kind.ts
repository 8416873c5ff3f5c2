import type { Document } from '@shared/api/documents';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { sumWithoutWorksOre } from '@shared/domain/time-logs';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { documents } from '../engine/engine.table';
import { documentRelations } from '../relations/relations.table';
import type { CompletedContent, DocumentKindModule, KindListFilter, SourceExtras } from './kinds.kind';

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
    filter.assigneeStatus
      ? assigneeStatusCondition(assignees, filter.assigneeStatus, filter.employeeIds)
      : undefined,
  ];
}

/**
 * An assignee (one of the chosen employees, when some are) has the status; an assignee without a stored
 * status has not started, as the planning card shows them.
 */
function assigneeStatusCondition(assignees: SQL, status: string, employeeIds: readonly string[]) {
  const statuses = sql`coalesce(${documents.header} -> 'assigneeStatuses', '[]'::jsonb)`;
  const chosen =
    employeeIds.length > 0 ? sql`and a.value = any(${sql.param([...employeeIds])}::text[])` : sql``;
  return sql`exists (select 1 from jsonb_array_elements_text(${assignees}) a
    where coalesce((select s ->> 'status' from jsonb_array_elements(${statuses}) s
                    where s ->> 'employeeUid' = a.value limit 1), 'NOT_STARTED') = ${status} ${chosen})`;
}

type CompletionRule = NonNullable<DocumentKindModule['completionProblems']>;
const completionRules: CompletionRule[] = [];

/**
 * Rules on completing a work order that other features own (issue #19: no completion while a timer runs
 * on it, decision 0048). The time log reads documents, so it registers its rule here at start instead of
 * being imported, which would make the two features import each other.
 */
export function addWorkOrderCompletionRule(rule: CompletionRule): void {
  if (!completionRules.includes(rule)) completionRules.push(rule);
}

async function workOrderCompletionProblems(document: CompletedContent, context: { db: Db; firmId: string }) {
  const found = await Promise.all(completionRules.map((rule) => rule(document, context)));
  return found.flat();
}

let timeBilling: SourceExtras | null = null;

/** The kinds an order is billed by: those it turns into that are kept by law once completed (the invoice). */
const invoicingKinds = documentKinds.WORK_ORDER.turnsInto.filter(
  (t) => documentKinds[t].keptByLaw === 'WHEN_COMPLETED',
);

/** How the order's logged time is invoiced (decision 0048): registered at start as the rule above. */
export function setWorkOrderTimeBilling(billing: SourceExtras): void {
  timeBilling = billing;
}

/**
 * The order's sums of api-spec §3.1, read on every load and save: the invoices made from it (not in the trash;
 * an ÄTA is not an invoice) and its lines' net without labour, so the office sees what is billed so far.
 */
async function withWorkOrderSums({ db, session, document }: LoadCall): Promise<Document> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(t.total_sum_ore), 0)` })
    .from(sql`${documentRelations} r join ${documents} t on t.id = r.target_id`)
    .where(
      sql`r.source_id = ${document.uid}::uuid and t.firm_id = ${session.employee.firmId}::uuid
        and t.deleted = false and t.doc_type = any(${sql.param([...invoicingKinds])}::text[])`,
    );
  return {
    ...document,
    totalRelatedInvoicesSum: Number(row?.sum ?? 0),
    totalSumWithoutWorks: sumWithoutWorksOre(document.totals),
  };
}

type LoadCall = Parameters<NonNullable<DocumentKindModule['presented']>>[0];

export const workOrderKind: DocumentKindModule = {
  definition: documentKinds.WORK_ORDER,
  listConditions: workOrderConditions,
  presented: withWorkOrderSums,
  completionProblems: workOrderCompletionProblems,
  asSource: {
    lines: async (call) => (timeBilling ? timeBilling.lines(call) : []),
    onCreated: async (call) => timeBilling?.onCreated(call),
  },
};
