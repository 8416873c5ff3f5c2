import { formatDate } from '@shared/domain/format';
import { and, count, desc, eq, exists, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { providerFiles } from '../providerDocuments';
import {
  messageReads,
  newsReads,
  providerMessageRecipients,
  providerMessages,
  providerNews,
} from './news.table';

/**
 * Who is reading: the employee, their firm and the firm's provider, and the moment (news publish on a
 * Swedish date, messages at an instant). Every query below is scoped by it.
 */
export interface Reader {
  firmId: string;
  employeeId: string;
  providerId: string;
  now: Date;
  today: string;
}

/** The reader of a firm's employee at `now`; null when the firm is unknown. */
export async function loadReader(
  db: Db,
  { firmId, employeeId, now }: { firmId: string; employeeId: string; now: Date },
): Promise<Reader | null> {
  const [row] = await db.select({ providerId: firms.providerId }).from(firms).where(eq(firms.id, firmId));
  if (!row) return null;
  return { firmId, employeeId, providerId: row.providerId, now, today: formatDate(now) };
}

// ---- news -------------------------------------------------------------------------------------------

const newsVisible = (reader: Reader): SQL =>
  and(
    eq(providerNews.providerId, reader.providerId),
    eq(providerNews.publicationState, 'PUBLISHED'),
    lte(providerNews.publishDate, reader.today),
  )!;

const newsReadBy = (reader: Reader) =>
  and(eq(newsReads.newsId, providerNews.id), eq(newsReads.employeeId, reader.employeeId));

const newsColumns = {
  id: providerNews.id,
  title: providerNews.title,
  publishDate: providerNews.publishDate,
  imageLinks: providerNews.imageLinks,
  imageFileId: providerNews.imageFileId,
  imageAlt: providerNews.imageAlt,
  body: providerNews.body,
  additionalLinks: providerNews.additionalLinks,
  readAt: newsReads.readAt,
};
export type NewsRow = {
  id: string;
  title: string;
  publishDate: string;
  imageLinks: string[];
  imageFileId: string | null;
  imageAlt: string;
  body: string;
  additionalLinks: Array<{ title: string; link: string }>;
  readAt: Date | null;
};

export async function listNews(
  db: Db,
  reader: Reader,
  page: { offset: number; limit: number },
): Promise<NewsRow[]> {
  return db
    .select(newsColumns)
    .from(providerNews)
    .leftJoin(newsReads, newsReadBy(reader))
    .where(newsVisible(reader))
    .orderBy(desc(providerNews.publishDate), desc(providerNews.createdAt), desc(providerNews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findNews(db: Db, reader: Reader, id: string): Promise<NewsRow | null> {
  const [row] = await db
    .select(newsColumns)
    .from(providerNews)
    .leftJoin(newsReads, newsReadBy(reader))
    .where(and(newsVisible(reader), eq(providerNews.id, id)));
  return row ?? null;
}

/**
 * An uploaded news picture while a news item the reader may see uses it (decision 0065): the picture of an
 * unpublished item, or of another provider's, is not served.
 */
export async function findVisibleNewsPicture(db: Db, reader: Reader, fileId: string) {
  const [row] = await db
    .select({
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
      content: providerFiles.content,
    })
    .from(providerFiles)
    .where(
      and(
        eq(providerFiles.id, fileId),
        exists(
          db
            .select({ id: providerNews.id })
            .from(providerNews)
            .where(and(newsVisible(reader), eq(providerNews.imageFileId, providerFiles.id))),
        ),
      ),
    );
  return row ?? null;
}

export async function countNews(db: Db, reader: Reader): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: count(sql`case when ${newsReads.readAt} is null then 1 end`) })
    .from(providerNews)
    .leftJoin(newsReads, newsReadBy(reader))
    .where(newsVisible(reader));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks the visible news of `ids` (all visible unread news without `ids`) read; returns how many. */
export async function markNewsRead(db: Db, reader: Reader, id?: string): Promise<number> {
  const unread = await db
    .select({ id: providerNews.id })
    .from(providerNews)
    .leftJoin(newsReads, newsReadBy(reader))
    .where(and(newsVisible(reader), isNull(newsReads.readAt), id ? eq(providerNews.id, id) : undefined));
  if (unread.length === 0) return 0;
  const inserted = await db
    .insert(newsReads)
    .values(unread.map((row) => ({ newsId: row.id, employeeId: reader.employeeId, readAt: reader.now })))
    .onConflictDoNothing()
    .returning({ id: newsReads.newsId });
  return inserted.length;
}

// ---- messages ---------------------------------------------------------------------------------------

const messageVisible = (db: Db, reader: Reader): SQL =>
  and(
    eq(providerMessages.providerId, reader.providerId),
    eq(providerMessages.publicationState, 'PUBLISHED'),
    lte(providerMessages.sentAt, reader.now),
    or(
      eq(providerMessages.toAllFirms, true),
      exists(
        db
          .select({ one: sql`1` })
          .from(providerMessageRecipients)
          .where(
            and(
              eq(providerMessageRecipients.messageId, providerMessages.id),
              eq(providerMessageRecipients.firmId, reader.firmId),
            ),
          ),
      ),
    ),
  )!;

const messageReadBy = (reader: Reader) =>
  and(eq(messageReads.messageId, providerMessages.id), eq(messageReads.employeeId, reader.employeeId));

const messageColumns = {
  id: providerMessages.id,
  title: providerMessages.title,
  sentAt: providerMessages.sentAt,
  body: providerMessages.body,
  readAt: messageReads.readAt,
};
export type MessageRow = { id: string; title: string; sentAt: Date; body: string; readAt: Date | null };

export async function listMessages(
  db: Db,
  reader: Reader,
  page: { offset: number; limit: number; unreadOnly?: boolean; oldestFirst?: boolean },
): Promise<MessageRow[]> {
  const order = page.oldestFirst
    ? [providerMessages.sentAt, providerMessages.id]
    : [desc(providerMessages.sentAt), desc(providerMessages.id)];
  return db
    .select(messageColumns)
    .from(providerMessages)
    .leftJoin(messageReads, messageReadBy(reader))
    .where(and(messageVisible(db, reader), page.unreadOnly ? isNull(messageReads.readAt) : undefined))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findMessage(db: Db, reader: Reader, id: string): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(providerMessages)
    .leftJoin(messageReads, messageReadBy(reader))
    .where(and(messageVisible(db, reader), eq(providerMessages.id, id)));
  return row ?? null;
}

export async function countMessages(db: Db, reader: Reader): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: count(sql`case when ${messageReads.readAt} is null then 1 end`) })
    .from(providerMessages)
    .leftJoin(messageReads, messageReadBy(reader))
    .where(messageVisible(db, reader));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function markMessageRead(db: Db, reader: Reader, id: string): Promise<void> {
  await db
    .insert(messageReads)
    .values({ messageId: id, employeeId: reader.employeeId, readAt: reader.now })
    .onConflictDoNothing();
}
