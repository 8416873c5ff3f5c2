import type { FileBody } from '@shared/api/endpoint';
import type { MessageSummary, News, SystemMessage } from '@shared/api/news.api';
import type { Db } from '../../platform/db/database';
import type { StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { providerFileBody } from '../providerDocuments';
import { messageRecord, newsRecord } from './news.mapper';
import {
  countMessages,
  countNews,
  findMessage,
  findNews,
  findVisibleNewsPicture,
  listMessages,
  listNews,
  loadReader,
  markMessageRead,
  markNewsRead,
  type Reader,
} from './news.repository';

/** Who reads and when; the firm's provider decides whose news and messages there are. */
export interface ReaderInput {
  deps: StoreDeps;
  firmId: string;
  employeeId: string;
}

async function reader({ deps, firmId, employeeId }: ReaderInput): Promise<Reader> {
  const found = await loadReader(deps.db, { firmId, employeeId, now: deps.clock.now() });
  if (!found) throw httpErrors.NOT_FOUND();
  return found;
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

/** GET /content/lundaNews/picture/:uid: an uploaded picture of a news item the reader sees. */
export async function newsPicture({ uid, ...who }: ReaderInput & { uid: string }): Promise<FileBody> {
  const row = await findVisibleNewsPicture(who.deps.db, await reader(who), uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return providerFileBody(row);
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
