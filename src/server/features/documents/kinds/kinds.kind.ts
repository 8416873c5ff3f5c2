import type { Document, DocumentHeader, DocumentItemData, ReadState, UnixType } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import type { AssigneeStatus } from '@shared/domain/time-logs';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { DocumentRow } from '../engine/engine.repository';
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
  /** A work order's assignee status (api-spec §7.5 `status`). */
  assigneeStatus?: AssigneeStatus | null;
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
  /** Figures the kind adds to every answer of the document (load and save alike), e.g. a work order's sums. */
  presented?: (call: { db: Db; session: EmployeeSession; document: Document }) => Promise<Document>;
  /**
   * What completing needs of the kind's content beyond the common rules (decision 0022): a kind whose
   * empty document cannot be a legal record answers why, at the field, from the stored document. It may
   * read the firm's data (ROT: what the buyers claimed this year) inside the completion's transaction.
   */
  completionProblems?: (
    document: CompletedContent,
    context: { db: Db; firmId: string },
  ) => DocumentProblem[] | Promise<DocumentProblem[]>;
  /**
   * What completing the kind changes beyond its number and lock, inside the completion's transaction
   * (issue #16: an invoice's payment balance starts; a credit invoice settles the invoice it credits).
   */
  onCompleted?: (call: { tx: Db; firmId: string; row: DocumentRow; now: Date }) => Promise<void>;
  /** What the print system (issue #15, decision 0026) prints of the kind beyond the common parts. */
  print?: KindPrintHook;
  /**
   * The kind's totals are not its lines' but kept in the stored total columns by its own calls (an
   * interest invoice: the sum of its interest rows, decision 0035). The generic save leaves those columns
   * alone, and loads, saves and printouts show the totals made from them.
   */
  storedTotals?: (stored: { totalSumOre: number; totalPayableOre: number }) => DocumentTotals;
  /** What a document made from it takes beyond its lines (a work order's logged time, decision 0048). */
  asSource?: SourceExtras;
}

/** Lines a source adds to the document made from it, and what it marks once that document is saved. */
export interface SourceExtras {
  lines: (call: {
    tx: Db;
    firmId: string;
    sourceIds: readonly string[];
    collapse: boolean;
  }) => Promise<DocumentItemData[]>;
  /** `bills`: the new document bills the work (an invoice), so what it took is not billed again. */
  onCreated: (call: {
    tx: Db;
    firmId: string;
    sourceIds: readonly string[];
    targetId: string;
    bills: boolean;
    /** api-spec §7.5 attachTimeLogAsPdf: the source's report attached to the new document, by this employee. */
    attachReport: boolean;
    employeeId: string;
  }) => Promise<void>;
}

/** A label and its value in a printed document's header ("Förfallodatum", "2026-12-21"). */
export interface PrintField {
  label: string;
  value: string;
}

/** A table a kind prints of its own: headings, right-aligned columns, body rows and a closing row. */
export interface PrintTable {
  title: string;
  columns: { label: string; width: number | '*'; right?: boolean }[];
  rows: string[][];
  /** The closing row (a total), aligned to the columns; absent when none. */
  footer?: string[];
}

/** What a print hook reads of the stored document. */
export interface PrintedContent {
  header: DocumentHeader;
  number: number | null;
}

/**
 * The print system's questions to a kind. The common header fields come from the kind's `extraFields`;
 * this says what only the kind knows: its own header fields, whether the firm is paid by it, and whose
 * document it is.
 */
export interface KindPrintHook {
  /** Header fields only this kind prints, after the common ones; an empty value is left out. */
  headerFields?: (document: PrintedContent) => PrintField[];
  /** The firm is paid by it: the payment block (giro, due date, the sum; OCR and QR with issue #16). */
  paymentBlock?: boolean;
  /** A sentence of the kind's terms under the totals (an invoice's interest on late payment). */
  terms?: (call: { interestOnArrearsBp: number }) => string;
  /** The provider's own record: the provider is the seller and the firm the buyer. */
  sellerIsProvider?: boolean;
  /**
   * The kind's own table, printed after the lines (an interest invoice's late-paid invoices): read once
   * per print call for the documents printed, by document id.
   */
  table?: (call: { db: Db; firmId: string; docIds: readonly string[] }) => Promise<Map<string, PrintTable>>;
  /** Refuses what the kind's load refuses (a follow-up of another employee's order → not found). */
  assertPrintable?: (call: { db: Db; session: EmployeeSession; employeeId: string | null }) => Promise<void>;
}

/** What a completion hook reads of the stored document. */
export type CompletedContent = Pick<DocumentRow, 'id' | 'docType' | 'header' | 'items' | 'totalPayableOre'>;
