import type { EventDocument } from '@shared/api/events.api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { surveyIdByTitle } from '../forms';
import { warehouses } from '../provider';
import { providerEvents } from './events.table';

/** An event as the provider writes it: at one of its warehouses, registered through a survey by title. */
export interface EventSeed {
  title: string;
  category: string;
  person: string;
  warehouseCode: string;
  date: string;
  begin: string;
  end: string;
  description: string;
  /** Where it is held when not at the warehouse's own address. */
  place?: { fullAddress: string; latitude: number; longitude: number };
  link?: string;
  imageLink?: string;
  alternatives?: string[];
  attachmentDocuments?: EventDocument[];
  /** The CALENDAR_EVENT survey's title; none: registration outside Montör. */
  registrationSurvey?: string;
}

/** Inserts the provider's events; the texts come from the demo data (src/server/seed). */
export async function seedEvents(db: Db, providerId: string, events: readonly EventSeed[]): Promise<void> {
  const stores = await db.select().from(warehouses).where(eq(warehouses.providerId, providerId));
  const byCode = new Map(stores.map((w) => [w.code, w]));
  for (const event of events) {
    const store = byCode.get(event.warehouseCode);
    if (!store) throw new Error(`Okänt lager i evenemangsdata: ${event.warehouseCode}`);
    const surveyId = event.registrationSurvey
      ? await surveyIdByTitle({ deps: { db }, type: 'CALENDAR_EVENT', title: event.registrationSurvey })
      : null;
    if (event.registrationSurvey && !surveyId)
      throw new Error(`Okänd anmälningsenkät i evenemangsdata: ${event.registrationSurvey}`);
    await db.insert(providerEvents).values({
      providerId,
      warehouseId: store.id,
      title: event.title,
      category: event.category,
      person: event.person,
      eventDate: event.date,
      begin: event.begin,
      end: event.end,
      fullAddress: event.place?.fullAddress ?? `${store.address}, ${store.postalCode} ${store.city}`,
      latitude: event.place?.latitude ?? store.latitude,
      longitude: event.place?.longitude ?? store.longitude,
      description: event.description,
      link: event.link ?? null,
      imageLink: event.imageLink ?? null,
      alternatives: event.alternatives ?? [],
      attachmentDocuments: event.attachmentDocuments ?? [],
      registrationSurveyId: surveyId,
    });
  }
}
