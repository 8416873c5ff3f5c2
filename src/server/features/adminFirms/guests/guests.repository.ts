import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { surveyAnswers, surveyFields, surveys } from '../../forms';
import { guestApplicationDecisions } from '../adminFirms.table';

const GUEST_SURVEY = 'APPLY_FOR_GUEST_ACCOUNT';

/** Answers to any guest-account survey (an old, inactive one too) that nobody has decided yet. */
export async function pendingGuestAnswers(db: Db, answerId?: string) {
  return db
    .select({ answer: surveyAnswers })
    .from(surveyAnswers)
    .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
    .leftJoin(guestApplicationDecisions, eq(guestApplicationDecisions.answerId, surveyAnswers.id))
    .where(
      and(
        eq(surveys.type, GUEST_SURVEY),
        isNull(guestApplicationDecisions.answerId),
        answerId ? eq(surveyAnswers.id, answerId) : undefined,
      ),
    )
    .orderBy(asc(surveyAnswers.createdAt));
}

export async function fieldsOfSurveys(db: Db, surveyIds: string[]) {
  if (surveyIds.length === 0) return [];
  return db
    .select()
    .from(surveyFields)
    .where(inArray(surveyFields.surveyId, surveyIds))
    .orderBy(asc(surveyFields.position));
}

/** Records the decision once; null when another admin decided the same answer first. */
export async function insertGuestDecision(db: Db, values: typeof guestApplicationDecisions.$inferInsert) {
  const rows = await db
    .insert(guestApplicationDecisions)
    .values(values)
    .onConflictDoNothing()
    .returning({ answerId: guestApplicationDecisions.answerId });
  return rows[0] ?? null;
}

export async function guestDecisionExists(db: Db, answerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: guestApplicationDecisions.answerId })
    .from(guestApplicationDecisions)
    .where(eq(guestApplicationDecisions.answerId, answerId))
    .limit(1);
  return rows.length > 0;
}
