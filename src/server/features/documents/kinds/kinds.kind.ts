import type { Document, ReadState, UnixType } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { EmployeeSession } from '../view/view.mapper';

/** The list filters of api-spec §7.5 that belong to some kinds only; a kind reads those it has. */
export interface KindListFilter {
  /** The session's employee (a work order list's "only mine", a follow-up list's "only my orders"). */
  employeeId: string;
  sent: boolean | null;
  readState: ReadState | null;
  unixType: UnixType | null;
  onlyAssigned: boolean;
  employeeIds: readonly string[];
  withoutInvoiceRelations: boolean;
}

/**
 * One kind of document as the engine reads it: its shared definition (the data web and server share)
 * plus the hooks of the behaviour only it has. The engine calls a hook where it would otherwise branch
 * on the kind; a kind without a hook behaves as every other.
 */
export interface DocumentKindModule {
  definition: DocumentKind;
  /** The kind's own list conditions, added to the common ones (search, period, folder, client). */
  listConditions?: (filter: KindListFilter) => (SQL | undefined)[];
  /** What a load adds to the generic one: rules of access and state the kind has on opening. */
  afterLoad?: (call: { db: Db; session: EmployeeSession; document: Document }) => Promise<Document>;
  /**
   * What completing needs of the kind's content beyond the common rules (decision 0022): a kind whose
   * empty document cannot be a legal record answers why, at the field, from the stored document.
   */
  completionProblems?: (document: CompletedContent) => DocumentProblem[];
}

/** What a completion hook reads of the stored document. */
export interface CompletedContent {
  totalPayableOre: number;
}
