import type { PublicationState } from '@shared/api/news.api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { providerNews } from '../../news';
import { providerFiles } from '../../providerDocuments';

/** A news item with its uploaded picture's name (null without one). */
export type NewsRow = typeof providerNews.$inferSelect & { imageFileName: string | null };

const selectNews = (db: Db) =>
  db
    .select({ news: providerNews, imageFileName: providerFiles.fileName })
    .from(providerNews)
    .leftJoin(providerFiles, eq(providerFiles.id, providerNews.imageFileId));

/** The provider's news, the latest publish date first (as the firms read them). */
export async function listProviderNews(db: Db, providerId: string): Promise<NewsRow[]> {
  const rows = await selectNews(db)
    .where(eq(providerNews.providerId, providerId))
    .orderBy(desc(providerNews.publishDate), desc(providerNews.createdAt), desc(providerNews.id));
  return rows.map((r) => ({ ...r.news, imageFileName: r.imageFileName }));
}

export async function findProviderNews(db: Db, providerId: string, id: string): Promise<NewsRow | null> {
  const [row] = await selectNews(db).where(
    and(eq(providerNews.id, id), eq(providerNews.providerId, providerId)),
  );
  return row ? { ...row.news, imageFileName: row.imageFileName } : null;
}

export interface NewsWrite {
  title: string;
  publishDate: string;
  body: string;
  /** Absent: the picture stays as it is. */
  imageFileId?: string | null;
  imageAlt: string;
}

export async function insertNews(db: Db, providerId: string, news: NewsWrite): Promise<string> {
  const [row] = await db
    .insert(providerNews)
    .values({ providerId, ...news, publicationState: 'DRAFT' })
    .returning({ id: providerNews.id });
  return row!.id;
}

export async function updateNews(db: Db, id: string, news: NewsWrite): Promise<void> {
  await db.update(providerNews).set(news).where(eq(providerNews.id, id));
}

export async function setNewsState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(providerNews).set({ publicationState: state }).where(eq(providerNews.id, id));
}
