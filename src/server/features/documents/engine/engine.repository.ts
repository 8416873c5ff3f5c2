import { companySettingsShape } from '@shared/api/company.api';
import type { ReadState } from '@shared/api/documents';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { clients } from '../../clients';
import { companySettings } from '../../company';
import { employees } from '../../employees';
import { firms } from '../../firms';
import { documentFolders } from '../folders/folders.table';
import { documentRelations } from '../relations/relations.table';
import { documentComments, documents } from './engine.table';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentValues = Omit<typeof documents.$inferInsert, 'id' | 'firmId' | 'docType' | 'version'>;
export type CommentRow = typeof documentComments.$inferSelect;

function scope(firmId: string, docType: DocumentType, docUid: string) {
  return and(
    eq(documents.firmId, firmId),
    eq(documents.docType, docType),
    eq(documents.id, docUid),
    eq(documents.deleted, false),
  );
}

/** Everything but the header and lines: what a lock, a version check and a status change need. */
export type DocumentState = Omit<DocumentRow, 'header' | 'items'>;

const { header: _header, items: _items, ...stateColumns } = getTableColumns(documents);

/** The firm's document of this kind; null for another firm's, another kind's or a deleted one. */
export async function findDocument(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | null> {
  const query = db
    .select()
    .from(documents)
    .where(scope(firmId, docType, docUid))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The document's state without the (large) header and lines, unlocked. */
export async function findDocumentState(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
): Promise<DocumentState | null> {
  const rows = await db
    .select(stateColumns)
    .from(documents)
    .where(scope(firmId, docType, docUid))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDocument(
  db: Db,
  values: DocumentValues & { firmId: string; docType: DocumentType },
): Promise<DocumentState> {
  const [row] = await db.insert(documents).values(values).returning(stateColumns);
  return row!;
}

/**
 * Writes a document the caller has locked and checked; bumps the version. Answers the state only: the
 * caller holds the header and lines it wrote or read.
 */
export async function updateDocument(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
  values: Partial<DocumentValues>,
): Promise<DocumentState> {
  const [row] = await db
    .update(documents)
    .set({ ...values, version: sql`${documents.version} + 1` })
    .where(scope(firmId, docType, docUid))
    .returning(stateColumns);
  return row!;
}

/**
 * Writes a draft only if it is still at `version` and neither completed nor locked, bumping the version;
 * null when no row matched (the caller reads the state to say why).
 */
export async function updateDocumentAt(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
  version: number,
  values: Partial<DocumentValues>,
): Promise<DocumentState | null> {
  const [row] = await db
    .update(documents)
    .set({ ...values, version: sql`${documents.version} + 1` })
    .where(
      and(
        scope(firmId, docType, docUid),
        eq(documents.version, version),
        eq(documents.completed, false),
        eq(documents.locked, false),
      ),
    )
    .returning(stateColumns);
  return row ?? null;
}

export async function listComments(db: Db, firmId: string, documentId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(documentComments)
    .where(and(eq(documentComments.firmId, firmId), eq(documentComments.documentId, documentId)))
    .orderBy(asc(documentComments.seq));
}

export async function insertComment(
  db: Db,
  values: {
    firmId: string;
    documentId: string;
    employeeId: string;
    employeeName: string;
    text: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(documentComments).values(values);
}

export interface Ref {
  id: string;
  caption: string;
}

/** The document's folder and whether it has relations, in one statement (the editor's header shows both). */
export async function findFolderAndRelations(
  db: Db,
  firmId: string,
  docId: string,
): Promise<{ folder: Ref | null; hasRelations: boolean }> {
  const [row] = await queryRows<{
    folder_id: string | null;
    folder_name: string | null;
    has_relations: boolean;
  }>(
    db,
    sql`select f.id as folder_id, f.name as folder_name,
          exists (select 1 from ${documentRelations} r where r.source_id = d.id or r.target_id = d.id)
            as has_relations
        from ${documents} d left join ${documentFolders} f on f.id = d.folder_id
        where d.id = ${docId} and d.firm_id = ${firmId}`,
  );
  return {
    folder:
      row?.folder_id && row.folder_name !== null ? { id: row.folder_id, caption: row.folder_name } : null,
    hasRelations: row?.has_relations ?? false,
  };
}

/** Names of the firm's clients and employees a document points at, in one round trip. */
export async function findRefs(
  db: Db,
  firmId: string,
  ids: { clientIds: readonly string[]; employeeIds: readonly string[] },
): Promise<{ clients: Map<string, Ref>; employees: Map<string, Ref> }> {
  const [clientRows, employeeRows] = await Promise.all([
    ids.clientIds.length === 0
      ? []
      : db
          .select({ id: clients.id, caption: clients.name })
          .from(clients)
          .where(and(eq(clients.firmId, firmId), inArray(clients.id, [...ids.clientIds]))),
    ids.employeeIds.length === 0
      ? []
      : db
          .select({ id: employees.id, caption: employees.displayName })
          .from(employees)
          .where(and(eq(employees.firmId, firmId), inArray(employees.id, [...ids.employeeIds]))),
  ]);
  return {
    clients: new Map(clientRows.map((r) => [r.id, r])),
    employees: new Map(employeeRows.map((r) => [r.id, r])),
  };
}

/** The ids among `ids` that are employees of the firm. */
export async function firmEmployeeIds(db: Db, firmId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), inArray(employees.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function activeEmployees(db: Db, firmId: string): Promise<(Ref & { isDefault: boolean })[]> {
  return db
    .select({ id: employees.id, caption: employees.displayName, isDefault: employees.defaultEmployee })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.active, true)))
    .orderBy(asc(employees.displayName));
}

export interface DocumentRules {
  mandatoryMark: boolean;
  mandatoryObject: boolean;
  documentNoteMaxLength: number;
}

/**
 * The firm's document rules, read in one statement because every save needs them: the mandatory flags
 * live on `firms` (the session reads them there), the note length in the company settings document.
 */
export async function findDocumentRules(db: Db, firmId: string): Promise<DocumentRules> {
  const [row] = await queryRows<{ mandatory_mark: boolean; mandatory_object: boolean; note_max: unknown }>(
    db,
    sql`select f.${sql.identifier(firms.mandatoryMark.name)} as mandatory_mark,
               f.${sql.identifier(firms.mandatoryObject.name)} as mandatory_object,
               s.settings -> 'documentNoteMaxLength' as note_max
        from ${firms} f left join ${companySettings} s on s.firm_id = f.id
        where f.id = ${firmId}`,
  );
  const noteMax = row?.note_max;
  return {
    mandatoryMark: row?.mandatory_mark ?? false,
    mandatoryObject: row?.mandatory_object ?? false,
    // Not saved yet: the company settings contract's default, as the settings page shows it.
    documentNoteMaxLength: companySettingsShape.shape.documentNoteMaxLength.parse(
      typeof noteMax === 'number' ? noteMax : undefined,
    ),
  };
}

/** The employee's name (comments keep it) and duplicate-article choice (the editor's form config). */
export async function findEmployeeChoices(db: Db, firmId: string, employeeId: string) {
  const [row] = await db
    .select({
      displayName: employees.displayName,
      addingDuplicateArticleType: employees.addingDuplicateArticleType,
    })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)))
    .limit(1);
  return row ?? null;
}

const providerTypes = documentTypes.filter((t) => documentKinds[t].fromProvider);

/** Sets a follow-up's read state without a new version: reading is not an edit of the provider's record. */
export async function setReadState(
  db: Db,
  firmId: string,
  docIds: string[],
  readState: ReadState,
  onlyFrom?: readonly ReadState[],
): Promise<number> {
  if (docIds.length === 0) return 0;
  const rows = await db
    .update(documents)
    .set({ readState })
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(documents.id, docIds),
        inArray(documents.docType, providerTypes),
        onlyFrom ? inArray(documents.readState, [...onlyFrom]) : undefined,
      ),
    )
    .returning({ id: documents.id });
  return rows.length;
}

/** Whether the employee sees only the follow-ups of the orders they sent (onlyOwnUnixOrders). */
export async function findOnlyOwnUnixOrders(db: Db, firmId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ onlyOwn: employees.onlyOwnUnixOrders })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)))
    .limit(1);
  return row?.onlyOwn ?? false;
}
