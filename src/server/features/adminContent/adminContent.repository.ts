import type { PublicationState } from '@shared/api/news.api';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { providerMessageRecipients, providerMessages } from '../news';

export type MessageRow = typeof providerMessages.$inferSelect;
export type FirmRefRow = { uid: string; code: string; name: string; active: boolean };

const firmRef = { uid: firms.id, code: firms.code, name: firms.name, active: firms.active };

/** The provider's messages, newest first (drafts by when they were written, the rest by when sent). */
export async function listProviderMessages(db: Db, providerId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(providerMessages)
    .where(eq(providerMessages.providerId, providerId))
    .orderBy(desc(providerMessages.createdAt), desc(providerMessages.id));
}

export async function findProviderMessage(db: Db, providerId: string, id: string) {
  const [row] = await db.select().from(providerMessages).where(eq(providerMessages.id, id));
  return row && row.providerId === providerId ? row : null;
}

/** The chosen firms of each message, by message id. */
export async function recipientsOf(db: Db, messageIds: string[]): Promise<Map<string, FirmRefRow[]>> {
  const byMessage = new Map<string, FirmRefRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: providerMessageRecipients.messageId, ...firmRef })
    .from(providerMessageRecipients)
    .innerJoin(firms, eq(firms.id, providerMessageRecipients.firmId))
    .where(inArray(providerMessageRecipients.messageId, messageIds))
    .orderBy(asc(firms.code));
  for (const { messageId, ...firm } of rows) {
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), firm]);
  }
  return byMessage;
}

export async function countProviderFirms(db: Db, providerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(firms).where(eq(firms.providerId, providerId));
  return Number(row?.n ?? 0);
}

/** The firms of `ids` that are the provider's; an id of another provider's firm is not among them. */
export async function providerFirms(db: Db, providerId: string, ids: string[]): Promise<FirmRefRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...firmRef, providerId: firms.providerId })
    .from(firms)
    .where(inArray(firms.id, ids))
    .orderBy(asc(firms.code));
  return rows.filter((r) => r.providerId === providerId).map(({ providerId: _, ...firm }) => firm);
}

export interface MessageWrite {
  title: string;
  body: string;
  toAllFirms: boolean;
  firmIds: string[];
}

export async function insertMessage(
  db: Db,
  { providerId, now, message }: { providerId: string; now: Date; message: MessageWrite },
): Promise<MessageRow> {
  const [row] = await db
    .insert(providerMessages)
    .values({
      providerId,
      title: message.title,
      body: message.body,
      toAllFirms: message.toAllFirms,
      // A draft has no date the firms see; it gets one when it is published.
      sentAt: now,
      publicationState: 'DRAFT',
    })
    .returning();
  await replaceRecipients(db, row!.id, message.toAllFirms ? [] : message.firmIds);
  return row!;
}

export async function updateMessage(db: Db, id: string, message: MessageWrite): Promise<void> {
  await db
    .update(providerMessages)
    .set({ title: message.title, body: message.body, toAllFirms: message.toAllFirms })
    .where(eq(providerMessages.id, id));
  await replaceRecipients(db, id, message.toAllFirms ? [] : message.firmIds);
}

async function replaceRecipients(db: Db, messageId: string, firmIds: string[]): Promise<void> {
  await db.delete(providerMessageRecipients).where(eq(providerMessageRecipients.messageId, messageId));
  if (firmIds.length === 0) return;
  await db.insert(providerMessageRecipients).values(firmIds.map((firmId) => ({ messageId, firmId })));
}

/** Sets the state; publishing also dates the message now, so it reaches the firms as a new one. */
export async function setMessageState(
  db: Db,
  id: string,
  state: PublicationState,
  sentAt?: Date,
): Promise<void> {
  await db
    .update(providerMessages)
    .set({ publicationState: state, ...(sentAt ? { sentAt } : {}) })
    .where(eq(providerMessages.id, id));
}
