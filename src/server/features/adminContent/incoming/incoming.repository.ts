import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { employees } from '../../employees';
import { firms } from '../../firms';
import { feedbackMessages, surveyAnswers, surveyFields, surveys } from '../../forms';

/** The most an admin list or export holds; older rows stay in the database. */
export const INCOMING_LIMIT = 5000;

export async function listFeedback(db: Db) {
  return db
    .select({ feedback: feedbackMessages, firmCode: firms.code, firmName: firms.name })
    .from(feedbackMessages)
    .leftJoin(firms, eq(firms.id, feedbackMessages.firmId))
    .orderBy(desc(feedbackMessages.createdAt), desc(feedbackMessages.id))
    .limit(INCOMING_LIMIT);
}

export async function listSurveys(db: Db) {
  return db
    .select({
      id: surveys.id,
      type: surveys.type,
      title: surveys.title,
      active: surveys.active,
      answers: count(surveyAnswers.id),
    })
    .from(surveys)
    .leftJoin(surveyAnswers, eq(surveyAnswers.surveyId, surveys.id))
    .groupBy(surveys.id)
    .orderBy(surveys.type, surveys.title);
}

export async function findSurvey(db: Db, id: string) {
  const [survey] = await db
    .select({ id: surveys.id, title: surveys.title })
    .from(surveys)
    .where(eq(surveys.id, id));
  if (!survey) return null;
  const fields = await db
    .select({ id: surveyFields.id, title: surveyFields.title })
    .from(surveyFields)
    .where(eq(surveyFields.surveyId, id))
    .orderBy(surveyFields.position);
  return { ...survey, fields };
}

export async function listSurveyAnswers(db: Db, surveyId: string) {
  return db
    .select({
      id: surveyAnswers.id,
      createdAt: surveyAnswers.createdAt,
      values: surveyAnswers.values,
      firmCode: firms.code,
      firmName: firms.name,
      employeeName: employees.displayName,
    })
    .from(surveyAnswers)
    .leftJoin(firms, eq(firms.id, surveyAnswers.firmId))
    .leftJoin(employees, eq(employees.id, surveyAnswers.employeeId))
    .where(eq(surveyAnswers.surveyId, surveyId))
    .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id))
    .limit(INCOMING_LIMIT);
}
