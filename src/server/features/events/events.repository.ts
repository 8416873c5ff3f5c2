import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { warehouses } from '../provider';
import { providerEvents } from './events.table';

const eventColumns = {
  id: providerEvents.id,
  title: providerEvents.title,
  category: providerEvents.category,
  person: providerEvents.person,
  eventDate: providerEvents.eventDate,
  begin: providerEvents.begin,
  end: providerEvents.end,
  fullAddress: providerEvents.fullAddress,
  latitude: providerEvents.latitude,
  longitude: providerEvents.longitude,
  description: providerEvents.description,
  link: providerEvents.link,
  imageLink: providerEvents.imageLink,
  alternatives: providerEvents.alternatives,
  attachmentDocuments: providerEvents.attachmentDocuments,
  registrationSurveyId: providerEvents.registrationSurveyId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  warehouseCity: warehouses.city,
};

/** The provider whose content the firm sees. */
export async function findFirmProviderId(db: Db, firmId: string): Promise<string | null> {
  const [row] = await db.select({ providerId: firms.providerId }).from(firms).where(eq(firms.id, firmId));
  return row?.providerId ?? null;
}

function published(providerId: string, ...more: SQL[]) {
  return and(
    eq(providerEvents.providerId, providerId),
    eq(providerEvents.publicationState, 'PUBLISHED'),
    ...more,
  );
}

/**
 * The provider's published events from a date on (all when `fromDate` is null), in date order. A provider
 * publishes tens of events a year, so the list and its facets are counted from these rows (decision 0053).
 */
export async function listPublishedEvents(db: Db, providerId: string, fromDate: string | null) {
  return db
    .select(eventColumns)
    .from(providerEvents)
    .innerJoin(warehouses, eq(warehouses.id, providerEvents.warehouseId))
    .where(published(providerId, ...(fromDate ? [gte(providerEvents.eventDate, fromDate)] : [])))
    .orderBy(asc(providerEvents.eventDate), asc(providerEvents.begin), asc(providerEvents.title));
}

export async function findPublishedEvent(db: Db, providerId: string, eventId: string) {
  const [row] = await db
    .select(eventColumns)
    .from(providerEvents)
    .innerJoin(warehouses, eq(warehouses.id, providerEvents.warehouseId))
    .where(published(providerId, eq(providerEvents.id, eventId)));
  return row ?? null;
}

export type PublishedEvent = NonNullable<Awaited<ReturnType<typeof findPublishedEvent>>>;
