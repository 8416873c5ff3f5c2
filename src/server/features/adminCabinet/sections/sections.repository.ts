import type { PublicationState } from '@shared/api/news.api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { contentSections } from '../../providerDocuments';

const s = contentSections;
const sectionColumns = {
  id: s.id,
  title: s.title,
  body: s.body,
  updatedOn: s.updatedOn,
  publicationState: s.publicationState,
};
export type SectionRow = {
  id: string;
  title: string;
  body: string;
  updatedOn: string;
  publicationState: PublicationState;
};

export async function listSections(db: Db, providerId: string): Promise<SectionRow[]> {
  return db.select(sectionColumns).from(s).where(eq(s.providerId, providerId)).orderBy(asc(s.title));
}

export async function findSection(db: Db, providerId: string, id: string): Promise<SectionRow | null> {
  const [row] = await db
    .select(sectionColumns)
    .from(s)
    .where(and(eq(s.id, id), eq(s.providerId, providerId)));
  return row ?? null;
}

export interface SectionWrite {
  title: string;
  body: string;
  updatedOn: string;
}

/** A new draft. */
export async function insertSection(db: Db, providerId: string, section: SectionWrite): Promise<string> {
  const [row] = await db
    .insert(s)
    .values({ providerId, ...section, publicationState: 'DRAFT' })
    .returning({ id: s.id });
  return row!.id;
}

export async function updateSection(db: Db, id: string, section: SectionWrite): Promise<void> {
  await db.update(s).set(section).where(eq(s.id, id));
}

export async function setSectionState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(s).set({ publicationState: state }).where(eq(s.id, id));
}

export async function deleteSection(db: Db, id: string): Promise<void> {
  await db.delete(s).where(eq(s.id, id));
}
