import type { PublicationState } from '@shared/api/news.api';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { providerEvents } from '../events';
import { surveys } from '../forms';
import { warehouses } from '../provider';

export type EventRow = typeof providerEvents.$inferSelect;
export type EventValues = Omit<
  typeof providerEvents.$inferInsert,
  'id' | 'providerId' | 'version' | 'createdAt' | 'publicationState'
>;

/** Registrations are the answers that name the event (decision 0053), whichever survey they answer. */
const registrationCount = sql<number>`(select count(*)::int from survey_answers a where a.calendar_event_locator = provider_events.id::text)`;

/** The provider's coming events (from `today`, soonest first) or past ones (latest first). */
export async function listEventRows(db: Db, providerId: string, period: 'COMING' | 'PAST', today: string) {
  const coming = period === 'COMING';
  return db
    .select({
      id: providerEvents.id,
      title: providerEvents.title,
      category: providerEvents.category,
      date: providerEvents.eventDate,
      begin: providerEvents.begin,
      end: providerEvents.end,
      state: providerEvents.publicationState,
      registrationCount,
      surveyTitle: surveys.title,
      warehouse: { uid: warehouses.id, code: warehouses.code, name: warehouses.name, city: warehouses.city },
    })
    .from(providerEvents)
    .innerJoin(warehouses, eq(warehouses.id, providerEvents.warehouseId))
    .leftJoin(surveys, eq(surveys.id, providerEvents.registrationSurveyId))
    .where(
      and(
        eq(providerEvents.providerId, providerId),
        coming ? gte(providerEvents.eventDate, today) : lt(providerEvents.eventDate, today),
      ),
    )
    .orderBy(
      coming ? asc(providerEvents.eventDate) : desc(providerEvents.eventDate),
      asc(providerEvents.begin),
      asc(providerEvents.title),
    );
}

/**
 * One of the provider's events with its registration count. `lock` takes the row for update first, so a
 * delete or a change of survey judges the count as it is when the change commits.
 */
export async function readEvent(db: Db, providerId: string, id: string, { lock = false } = {}) {
  const where = and(eq(providerEvents.id, id), eq(providerEvents.providerId, providerId));
  if (lock) await db.select({ id: providerEvents.id }).from(providerEvents).where(where).for('update');
  const [row] = await db
    .select({
      event: providerEvents,
      registrationCount,
      warehouseCode: warehouses.code,
      surveyTitle: surveys.title,
    })
    .from(providerEvents)
    .innerJoin(warehouses, eq(warehouses.id, providerEvents.warehouseId))
    .leftJoin(surveys, eq(surveys.id, providerEvents.registrationSurveyId))
    .where(where);
  return row ?? null;
}

export type StoredEvent = NonNullable<Awaited<ReturnType<typeof readEvent>>>;

export async function insertEvent(db: Db, providerId: string, values: EventValues): Promise<string> {
  const [row] = await db
    .insert(providerEvents)
    .values({ ...values, providerId, publicationState: 'DRAFT' })
    .returning({ id: providerEvents.id });
  return row!.id;
}

/** Writes over the version the caller holds and bumps it; false when someone saved first. */
export async function updateEvent(db: Db, id: string, expected: number, values: EventValues) {
  const rows = await db
    .update(providerEvents)
    .set({ ...values, version: sql`${providerEvents.version} + 1` })
    .where(and(eq(providerEvents.id, id), eq(providerEvents.version, expected)))
    .returning({ id: providerEvents.id });
  return rows.length === 1;
}

export async function setEventState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(providerEvents).set({ publicationState: state }).where(eq(providerEvents.id, id));
}

export async function deleteEventRow(db: Db, id: string): Promise<void> {
  await db.delete(providerEvents).where(eq(providerEvents.id, id));
}

export async function providerWarehouses(db: Db, providerId: string) {
  return db
    .select()
    .from(warehouses)
    .where(eq(warehouses.providerId, providerId))
    .orderBy(asc(warehouses.sortKey));
}

export async function registrationSurveys(db: Db) {
  return db
    .select({ id: surveys.id, title: surveys.title, active: surveys.active })
    .from(surveys)
    .where(eq(surveys.type, 'CALENDAR_EVENT'))
    .orderBy(asc(surveys.title));
}

export async function findSurveyKind(db: Db, id: string) {
  const [row] = await db
    .select({ type: surveys.type, title: surveys.title, active: surveys.active })
    .from(surveys)
    .where(eq(surveys.id, id));
  return row ?? null;
}

/** The categories the provider has used, to choose from again. */
export async function usedCategories(db: Db, providerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: providerEvents.category })
    .from(providerEvents)
    .where(eq(providerEvents.providerId, providerId))
    .orderBy(asc(providerEvents.category));
  return rows.map((r) => r.category);
}
