import type { ClientDecision, ClientLinkFilter, ClientLinkState } from '@shared/domain/documents/client-link';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type ClientLinkListing, documents } from '../documents';
import { employees } from '../employees';
import { clientLinkDecisions, clientLinkHits, clientLinks } from './clientLinks.table';

/**
 * A documents column named with its table: drizzle leaves the table out in a one-table select, and inside
 * the subqueries below a bare "id" would be the link's own.
 */
function qualified(column: 'id' | 'header' | 'items'): SQL {
  return sql`${sql.identifier('documents')}.${sql.identifier(column)}`;
}

/**
 * What a decision is on: the document's stored header and lines as PostgreSQL writes them (jsonb prints
 * its keys in one order), so any save that changes them changes the hash, whichever path saved
 * (decision 0043). Completing, archiving or a payment leave them as they are.
 */
export const contentHashSql = sql<string>`md5(${qualified('header')}::text || ${qualified('items')}::text)`;

/**
 * The document's link state (clientLinkStates) over a documents row: a decision on its content as it is
 * now wins; else an open link (neither revoked nor past `today`) that was opened since the last decision
 * is OPENED, one not opened SENT; else EXPIRED if one ran out unrevoked, else REVOKED. Null: no link.
 */
export function linkStateSql(today: string): SQL<ClientLinkState | null> {
  const documentId = qualified('id');
  const open = sql`l.revoked_at is null and l.expires_on >= ${today}::date`;
  return sql<ClientLinkState | null>`coalesce(
    (select d.decision from ${clientLinkDecisions} d
      where d.document_id = ${documentId} and d.content_hash = ${contentHashSql}
      order by d.decided_at desc limit 1),
    (select case
        when count(*) = 0 then null
        when bool_or(${open} and l.last_opened_at > coalesce(
          (select max(d.decided_at) from ${clientLinkDecisions} d where d.document_id = ${documentId}),
          '-infinity'::timestamptz)) then 'OPENED'
        when bool_or(${open}) then 'SENT'
        when bool_or(l.revoked_at is null) then 'EXPIRED'
        else 'REVOKED' end
      from ${clientLinks} l where l.document_id = ${documentId}))`;
}

/** The documents list's filter on that state (NONE: never a link). */
export function linkStateCondition(filter: ClientLinkFilter, today: string): SQL {
  if (filter === 'NONE')
    return sql`not exists (select 1 from ${clientLinks} l where l.document_id = ${qualified('id')})`;
  return sql`${linkStateSql(today)} = ${filter}`;
}

/** Handed to the documents lists at start (`listClientLinkStates`): the state column and its filter. */
export const clientLinkListing: ClientLinkListing = {
  state: linkStateSql,
  condition: linkStateCondition,
};

/** The facts of a firm's document a link is made for, with its current content hash. */
export async function findLinkedDocument(db: Db, firmId: string, docType: DocumentType, docUid: string) {
  const [row] = await db
    .select({
      id: documents.id,
      firmId: documents.firmId,
      docType: documents.docType,
      version: documents.version,
      completed: documents.completed,
      validTill: documents.validTill,
      payableOre: documents.totalPayableOre,
      contentHash: contentHashSql,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.id, docUid),
        eq(documents.deleted, false),
      ),
    );
  return row ?? null;
}

/**
 * The link of a token's hash with its document, whatever its state (the use case decides); `lock` holds
 * the document row until the transaction ends, so two decisions on one version cannot both pass.
 */
export async function findLinkByToken(db: Db, tokenHash: string, lock = false) {
  const query = db
    .select({
      link: clientLinks,
      docType: documents.docType,
      number: documents.number,
      title: documents.title,
      version: documents.version,
      completed: documents.completed,
      deleted: documents.deleted,
      payableOre: documents.totalPayableOre,
      contentHash: contentHashSql,
    })
    .from(clientLinks)
    .innerJoin(
      documents,
      and(eq(documents.id, clientLinks.documentId), eq(documents.firmId, clientLinks.firmId)),
    )
    .where(eq(clientLinks.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update', { of: documents }) : query);
  return row ?? null;
}
export type LinkWithDocument = NonNullable<Awaited<ReturnType<typeof findLinkByToken>>>;

export async function insertLink(db: Db, values: typeof clientLinks.$inferInsert) {
  const [row] = await db.insert(clientLinks).values(values).returning();
  return row!;
}

export async function listLinks(db: Db, firmId: string, documentId: string) {
  return db
    .select({ link: clientLinks, createdBy: employees.displayName })
    .from(clientLinks)
    .leftJoin(employees, eq(employees.id, clientLinks.createdBy))
    .where(and(eq(clientLinks.firmId, firmId), eq(clientLinks.documentId, documentId)))
    .orderBy(desc(clientLinks.createdAt), desc(clientLinks.id));
}

/** Every decision on the document, newest first, each marked whether the content is still the decided one. */
export async function listDecisions(db: Db, firmId: string, documentId: string) {
  return db
    .select({
      decision: clientLinkDecisions,
      current: sql<boolean>`${clientLinkDecisions.contentHash} = ${contentHashSql}`,
    })
    .from(clientLinkDecisions)
    .innerJoin(documents, eq(documents.id, clientLinkDecisions.documentId))
    .where(and(eq(clientLinkDecisions.firmId, firmId), eq(clientLinkDecisions.documentId, documentId)))
    .orderBy(desc(clientLinkDecisions.decidedAt), desc(clientLinkDecisions.id));
}

export async function findDocumentLinkState(db: Db, firmId: string, documentId: string, today: string) {
  const [row] = await db
    .select({ state: linkStateSql(today) })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, documentId)));
  return row?.state ?? null;
}

/** A decision on the document's content as it is now (`contentHash`), from any of its links. */
export async function findCurrentDecision(db: Db, documentId: string, contentHash: string) {
  const [row] = await db
    .select()
    .from(clientLinkDecisions)
    .where(
      and(eq(clientLinkDecisions.documentId, documentId), eq(clientLinkDecisions.contentHash, contentHash)),
    )
    .orderBy(desc(clientLinkDecisions.decidedAt))
    .limit(1);
  return row ?? null;
}

export async function insertDecision(
  db: Db,
  values: typeof clientLinkDecisions.$inferInsert & { decision: ClientDecision },
) {
  const [row] = await db.insert(clientLinkDecisions).values(values).returning();
  return row!;
}

/** Revokes the firm's link of that document; false when there is no such link. */
export async function revokeLink(db: Db, firmId: string, documentId: string, linkId: string, now: Date) {
  const rows = await db
    .update(clientLinks)
    .set({ revokedAt: sql`coalesce(${clientLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(eq(clientLinks.firmId, firmId), eq(clientLinks.documentId, documentId), eq(clientLinks.id, linkId)),
    )
    .returning({ id: clientLinks.id });
  return rows.length > 0;
}

/** Marks the link opened now; answers whether this was its first opening. */
export async function markOpened(db: Db, linkId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(clientLinks)
    .set({
      lastOpenedAt: now,
      firstOpenedAt: sql`coalesce(${clientLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(clientLinks.id, linkId))
    .returning({ firstOpenedAt: clientLinks.firstOpenedAt });
  return row?.firstOpenedAt?.getTime() === now.getTime();
}

/**
 * Records one public call under each key and answers how many calls each key made since `since`
 * (this one included). Hits older than the window are dropped on the way: the table holds minutes.
 */
export async function countHits(db: Db, keys: readonly string[], now: Date, since: Date) {
  await db.delete(clientLinkHits).where(lt(clientLinkHits.at, since));
  await db.insert(clientLinkHits).values(keys.map((key) => ({ key, at: now })));
  const rows = await db
    .select({ key: clientLinkHits.key, n: count() })
    .from(clientLinkHits)
    .where(and(inArray(clientLinkHits.key, [...keys]), gte(clientLinkHits.at, since)))
    .groupBy(clientLinkHits.key);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}
