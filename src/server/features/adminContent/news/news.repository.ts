import type { PublicationState } from '@shared/api/news.api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { providerNews } from '../../news';

export type NewsRow = typeof providerNews.$inferSelect;

/** The provider's news, the latest publish date first (as the firms read them). */
export async function listProviderNews(db: Db, providerId: string): Promise<NewsRow[]> {
  return db
    .select()
    .from(providerNews)
    .where(eq(providerNews.providerId, providerId))
    .orderBy(desc(providerNews.publishDate), desc(providerNews.createdAt), desc(providerNews.id));
}

export async function findProviderNews(db: Db, providerId: string, id: string): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(providerNews)
    .where(and(eq(providerNews.id, id), eq(providerNews.providerId, providerId)));
  return row ?? null;
}

export interface NewsWrite {
  title: string;
  publishDate: string;
  body: string;
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
