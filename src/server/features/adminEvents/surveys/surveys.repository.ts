import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { providerEvents } from '../../events';
import { surveyAnswers, surveyFields, surveys } from '../../forms';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyFieldRow = typeof surveyFields.$inferSelect;

// Written out with the tables named: drizzle leaves a one-table select's own columns unqualified, which
// inside a subquery would name the subquery's table instead.
const fieldCount = sql<number>`(select count(*)::int from survey_fields f where f.survey_id = surveys.id)`;
const answerCount = sql<number>`(select count(*)::int from survey_answers a where a.survey_id = surveys.id)`;
const eventCount = sql<number>`(select count(*)::int from provider_events e where e.registration_survey_id = surveys.id)`;

/** Every survey with how many questions, answers and events it has; by type, then title. */
export async function listSurveyRows(db: Db) {
  return db
    .select({
      id: surveys.id,
      type: surveys.type,
      title: surveys.title,
      active: surveys.active,
      fieldCount,
      answerCount,
      eventCount,
    })
    .from(surveys)
    .orderBy(asc(surveys.type), asc(surveys.title), asc(surveys.id));
}

/**
 * The survey with its questions and answer count. `lock` takes the row for update first: an answer being
 * stored meanwhile waits for the edit (its foreign key shares the row), so the count stays true until the
 * edit commits and no answer lands on a question the edit removes.
 */
export async function readSurvey(db: Db, id: string, { lock = false } = {}) {
  const query = db.select().from(surveys).where(eq(surveys.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [fields, [counted], events] = await Promise.all([
    db.select().from(surveyFields).where(eq(surveyFields.surveyId, id)).orderBy(asc(surveyFields.position)),
    db.select({ n: sql<number>`count(*)::int` }).from(surveyAnswers).where(eq(surveyAnswers.surveyId, id)),
    db
      .select({
        id: providerEvents.id,
        title: providerEvents.title,
        date: providerEvents.eventDate,
        state: providerEvents.publicationState,
      })
      .from(providerEvents)
      .where(eq(providerEvents.registrationSurveyId, id))
      .orderBy(asc(providerEvents.eventDate), asc(providerEvents.title)),
  ]);
  return { row, fields, answerCount: counted?.n ?? 0, events };
}

export type StoredSurvey = NonNullable<Awaited<ReturnType<typeof readSurvey>>>;

export interface SurveyWrite {
  type: SurveyRow['type'];
  title: string;
  description: string | null;
  links: SurveyRow['links'];
  active: boolean;
}

export interface FieldWrite {
  id: string | null;
  type: SurveyFieldRow['type'];
  title: string;
  description: string | null;
  mandatory: boolean;
  options: string[];
}

export async function insertSurvey(db: Db, values: SurveyWrite): Promise<string> {
  const [row] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  return row!.id;
}

/** Writes over the version the caller holds and bumps it; false when someone saved first. */
export async function updateSurvey(db: Db, id: string, expected: number, values: SurveyWrite) {
  const rows = await db
    .update(surveys)
    .set({ ...values, version: sql`${surveys.version} + 1` })
    .where(and(eq(surveys.id, id), eq(surveys.version, expected)))
    .returning({ id: surveys.id });
  return rows.length === 1;
}

/** The survey's questions become `fields`, in that order: kept ones updated, new ones added, others gone. */
export async function replaceFields(db: Db, surveyId: string, fields: readonly FieldWrite[]): Promise<void> {
  const kept = fields.map((f) => f.id).filter((id): id is string => id !== null);
  await db
    .delete(surveyFields)
    .where(
      and(
        eq(surveyFields.surveyId, surveyId),
        kept.length > 0 ? notInArray(surveyFields.id, kept) : undefined,
      ),
    );
  for (const [position, { id, ...field }] of fields.entries()) {
    if (id) {
      await db
        .update(surveyFields)
        .set({ ...field, position })
        .where(and(eq(surveyFields.id, id), eq(surveyFields.surveyId, surveyId)));
    } else {
      await db.insert(surveyFields).values({ ...field, surveyId, position });
    }
  }
}

/** The published events from `today` on that register through the survey. */
export async function comingPublishedEventsOf(db: Db, surveyId: string, today: string) {
  return db
    .select({ id: providerEvents.id, title: providerEvents.title })
    .from(providerEvents)
    .where(
      and(
        eq(providerEvents.registrationSurveyId, surveyId),
        eq(providerEvents.publicationState, 'PUBLISHED'),
        gte(providerEvents.eventDate, today),
      ),
    )
    .orderBy(asc(providerEvents.eventDate));
}
