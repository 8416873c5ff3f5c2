import type { BodyFormat } from '@shared/api/adminContent.api';
import type { Db } from '../../platform/db/database';
import { safeHtml } from '../../platform/html/safe-html';
import { httpErrors } from '../../platform/http/errors';
import { readProvider } from '../settings';
import { adminContentErrors } from './adminContent.errors';

/** Who acts and from where: every change here is recorded in the audit log. */
export interface AdminActor {
  adminId: string;
  ip: string;
}

export async function providerId(db: Db): Promise<string> {
  const provider = await readProvider(db);
  if (!provider) throw httpErrors.NOT_FOUND();
  return provider.id;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The body as it is stored: plain text becomes paragraphs (a blank line parts them, a single line break
 * stays one), and HTML is sanitised here on the way in too, so no `<script>` or `on…` handler is ever
 * stored — the firms' pages sanitise again on the way out.
 */
export function storedBody(body: string, format: BodyFormat): string {
  const html =
    format === 'TEXT'
      ? body
          .replace(/\r\n?/g, '\n')
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter((p) => p.length > 0)
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
          .join('\n')
      : body;
  return safeHtml(html).trim();
}

/** The stored body, refused when sanitising left nothing to show (only a script, say). */
export function checkedBody(body: string, format: BodyFormat): string {
  const stored = storedBody(body, format);
  if (stored.replace(/<[^>]*>/g, '').trim() === '' && !stored.includes('<img')) {
    throw adminContentErrors.EMPTY_BODY({ field: 'body' });
  }
  return stored;
}
