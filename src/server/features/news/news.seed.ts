import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { firms } from '../firms';
import { demoMessages, demoNews } from './news.data';
import {
  messageReads,
  newsReads,
  providerMessageRecipients,
  providerMessages,
  providerNews,
} from './news.table';

/**
 * The demo provider's news and messages (news.data.ts); the demo firm's admin has read some, so the
 * counters and the unread notification have something to say from the first login.
 */
export async function seedDemoNews(db: Db, providerId: string, readerLogin: string): Promise<void> {
  const [reader] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.login, readerLogin));
  const readAt = new Date('2026-11-20T16:00:00Z');

  const news = await db
    .insert(providerNews)
    .values(
      demoNews.map((n) => ({
        providerId,
        title: n.title,
        publishDate: n.publishDate,
        imageLinks: n.images,
        body: n.body,
        additionalLinks: n.links ?? [],
        publicationState: n.state ?? 'PUBLISHED',
      })),
    )
    .returning({ id: providerNews.id });
  const messages = await db
    .insert(providerMessages)
    .values(
      demoMessages.map((m) => ({
        providerId,
        title: m.title,
        sentAt: new Date(m.sentAt),
        body: m.body,
        toAllFirms: !m.to,
      })),
    )
    .returning({ id: providerMessages.id });

  for (const [index, message] of demoMessages.entries()) {
    if (!message.to) continue;
    const chosen = await db
      .select({ id: firms.id })
      .from(firms)
      .where(and(eq(firms.providerId, providerId), inArray(firms.code, message.to)));
    await db
      .insert(providerMessageRecipients)
      .values(chosen.map((firm) => ({ messageId: messages[index]!.id, firmId: firm.id })));
  }
  if (!reader) return;
  const readNews = news.filter((_, index) => demoNews[index]!.readByAdmin);
  const readMessages = messages.filter((_, index) => demoMessages[index]!.readByAdmin);
  if (readNews.length > 0)
    await db.insert(newsReads).values(readNews.map((n) => ({ newsId: n.id, employeeId: reader.id, readAt })));
  if (readMessages.length > 0)
    await db
      .insert(messageReads)
      .values(readMessages.map((m) => ({ messageId: m.id, employeeId: reader.id, readAt })));
}
