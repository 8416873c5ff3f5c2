import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { captchaTickets } from './content.table';

export async function insertCaptcha(db: Db, values: { answer: number; expiresAt: Date }): Promise<string> {
  const [row] = await db.insert(captchaTickets).values(values).returning({ id: captchaTickets.id });
  return row!.id;
}

/** Uses a ticket up, atomically: a second use of the same ticket finds nothing. */
export async function consumeCaptcha(db: Db, ticket: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(captchaTickets)
    .set({ usedAt: now })
    .where(
      and(eq(captchaTickets.id, ticket), isNull(captchaTickets.usedAt), gt(captchaTickets.expiresAt, now)),
    )
    .returning({ answer: captchaTickets.answer });
  return rows[0]?.answer ?? null;
}

export async function deleteStaleCaptchas(db: Db, now: Date): Promise<void> {
  await db
    .delete(captchaTickets)
    .where(or(lt(captchaTickets.expiresAt, now), isNotNull(captchaTickets.usedAt)));
}
