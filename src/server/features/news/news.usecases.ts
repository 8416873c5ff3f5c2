import type { MessageSummary, News, SystemMessage } from '@shared/api/news.api';
import { formatDate } from '@shared/domain/format';
import type { Db } from '../../platform/db/database';
import type { StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { safeHtml } from './news.html';
import {
  countMessages,
  countNews,
  findFirmProvider,
  findMessage,
  findNews,
  listMessages,
  listNews,
  type MessageRow,
  markMessageRead,
  markNewsRead,
  type NewsRow,
  type Reader,
} from './news.repository';

/** Who reads and when; the firm's provider decides whose news and messages there are. */
export interface ReaderInput {
  deps: StoreDeps;
  firmId: string;
  employeeId: string;
}

async function reader({ deps, firmId, employeeId }: ReaderInput): Promise<Reader> {
  const providerId = await findFirmProvider(deps.db, firmId);
  if (!providerId) throw httpErrors.NOT_FOUND();
  const now = deps.clock.now();
  return { firmId, employeeId, providerId, now, today: formatDate(now) };
}

function newsRecord(row: NewsRow): News {
  return {
    uid: row.id,
    title: row.title,
    publishDate: row.publishDate,
    imageLink: row.imageLinks[0] ?? null,
    message: safeHtml(row.body),
    read: row.readAt !== null,
    imageLinks: row.imageLinks,
    additionalLinks: row.additionalLinks,
  };
}

function messageRecord(row: MessageRow): SystemMessage {
  return {
    uid: row.id,
    title: row.title,
    date: row.sentAt.toISOString(),
    message: safeHtml(row.body),
    read: row.readAt !== null,
  };
}

type Page = { offset: number; limit: number };

export async function listNewsPage({ input, ...who }: ReaderInput & { input: Page }) {
  const r = await reader(who);
  const [rows, counts] = await Promise.all([listNews(who.deps.db, r, input), countNews(who.deps.db, r)]);
  return { totalCount: counts.total, unreadCount: counts.unread, items: rows.map(newsRecord) };
}

export async function getNews({ uid, ...who }: ReaderInput & { uid: string }): Promise<News> {
  const row = await findNews(who.deps.db, await reader(who), uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return newsRecord(row);
}

export async function readNews({ uid, ...who }: ReaderInput & { uid: string }) {
  const r = await reader(who);
  if (!(await findNews(who.deps.db, r, uid))) throw httpErrors.NOT_FOUND();
  await markNewsRead(who.deps.db, r, uid);
  return { uid, read: true, unreadCount: (await countNews(who.deps.db, r)).unread };
}

export async function readAllNews(who: ReaderInput) {
  const r = await reader(who);
  const marked = await markNewsRead(who.deps.db, r);
  return { marked, unreadCount: (await countNews(who.deps.db, r)).unread };
}

export async function listMessagesPage({ input, ...who }: ReaderInput & { input: Page }) {
  const r = await reader(who);
  const [rows, counts] = await Promise.all([
    listMessages(who.deps.db, r, input),
    countMessages(who.deps.db, r),
  ]);
  return { totalCount: counts.total, unreadCount: counts.unread, items: rows.map(messageRecord) };
}

export async function getMessage({ uid, ...who }: ReaderInput & { uid: string }): Promise<SystemMessage> {
  const row = await findMessage(who.deps.db, await reader(who), uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return messageRecord(row);
}

async function summary(db: Db, r: Reader): Promise<MessageSummary> {
  // The oldest unread first: the notification walks the reader through them in the order they came.
  const [first] = await listMessages(db, r, { offset: 0, limit: 1, unreadOnly: true, oldestFirst: true });
  const { unread } = await countMessages(db, r);
  return { totalUnreadCount: unread, firstUnreadMessage: first ? messageRecord(first) : null };
}

export async function unreadMessageSummary(who: ReaderInput): Promise<MessageSummary> {
  return summary(who.deps.db, await reader(who));
}

export async function readMessage({ uid, ...who }: ReaderInput & { uid: string }): Promise<MessageSummary> {
  const r = await reader(who);
  if (!(await findMessage(who.deps.db, r, uid))) throw httpErrors.NOT_FOUND();
  await markMessageRead(who.deps.db, r, uid);
  return summary(who.deps.db, r);
}

/** The menu's counters of the provider's content (api-spec §3.13), the employee's own read state. */
export async function newsAndMessageCounters({ deps, firmId, employeeId }: ReaderInput) {
  const r = await reader({ deps, firmId, employeeId });
  const [news, messages] = await Promise.all([countNews(deps.db, r), countMessages(deps.db, r)]);
  return { allMessages: messages.total, unreadMessages: messages.unread, unreadNews: news.unread };
}
