import { fillPath } from '@shared/api/endpoint';
import { type News, newsApi, type SystemMessage } from '@shared/api/news.api';
import { safeHtml } from '../../platform/html/safe-html';
import type { MessageRow, NewsRow } from './news.repository';

/** The address of a news item's uploaded picture, served while the item is visible to the reader. */
export const newsPictureLink = (fileId: string) => fillPath(newsApi.newsPicture, { uid: fileId }).url;

/** A stored news row as api-spec §3.14 answers it, its body sanitised, the uploaded picture first. */
export function newsRecord(row: NewsRow): News {
  const imageLinks = row.imageFileId ? [newsPictureLink(row.imageFileId), ...row.imageLinks] : row.imageLinks;
  return {
    uid: row.id,
    title: row.title,
    publishDate: row.publishDate,
    imageLink: imageLinks[0] ?? null,
    imageAlt: row.imageFileId ? row.imageAlt : '',
    message: safeHtml(row.body),
    read: row.readAt !== null,
    imageLinks,
    additionalLinks: row.additionalLinks,
  };
}

/** A stored message as api-spec §3.14's system message, its body sanitised. */
export function messageRecord(row: MessageRow): SystemMessage {
  return {
    uid: row.id,
    title: row.title,
    date: row.sentAt.toISOString(),
    message: safeHtml(row.body),
    read: row.readAt !== null,
  };
}
