import type { PublicationState } from '@shared/api/news.api';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database';
import { type CabinetItemKind, cabinetItems, providerFiles } from '../../providerDocuments';

const c = cabinetItems;
const picture = alias(providerFiles, 'picture_file');
const pdf = alias(providerFiles, 'pdf_file');

const itemColumns = {
  id: c.id,
  kind: c.kind,
  title: c.title,
  text: c.text,
  imageFileId: c.imageFileId,
  imageFileName: picture.fileName,
  imageAlt: c.imageAlt,
  fileId: c.fileId,
  fileName: pdf.fileName,
  linkType: c.linkType,
  link: c.link,
  linkText: c.linkText,
  colorTheme: c.colorTheme,
  position: c.position,
  publicationState: c.publicationState,
};

const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(c)
    .innerJoin(picture, eq(picture.id, c.imageFileId))
    .leftJoin(pdf, eq(pdf.id, c.fileId));

export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** The provider's banners and flipbooks, each kind in the start page's order. */
export async function listItems(db: Db, providerId: string) {
  return selectItems(db)
    .where(eq(c.providerId, providerId))
    .orderBy(asc(c.kind), asc(c.position), asc(c.title));
}

export async function findItem(db: Db, providerId: string, id: string): Promise<ItemRow | null> {
  const [row] = await selectItems(db).where(and(eq(c.id, id), eq(c.providerId, providerId)));
  return row ?? null;
}

/** The banners that open any of `sectionIds`, for the sections' lists and rules. */
export async function bannersOpening(db: Db, providerId: string, sectionIds: readonly string[]) {
  if (sectionIds.length === 0) return [];
  return db
    .select({ id: c.id, title: c.title, state: c.publicationState, sectionId: c.link })
    .from(c)
    .where(
      and(
        eq(c.providerId, providerId),
        eq(c.kind, 'BANNER'),
        eq(c.linkType, 'EXTENDED_CONTENT_SECTION_UID'),
        inArray(c.link, [...sectionIds]),
      ),
    )
    .orderBy(asc(c.title));
}

export async function nextPosition(db: Db, providerId: string, kind: CabinetItemKind): Promise<number> {
  const [row] = await db
    .select({ last: max(c.position) })
    .from(c)
    .where(and(eq(c.providerId, providerId), eq(c.kind, kind)));
  return (row?.last ?? 0) + 1;
}

export type ItemWrite = Partial<
  Pick<
    typeof c.$inferInsert,
    | 'title'
    | 'text'
    | 'imageFileId'
    | 'imageAlt'
    | 'fileId'
    | 'linkType'
    | 'link'
    | 'linkText'
    | 'colorTheme'
    | 'position'
  >
>;

/** A new draft. */
export async function insertItem(
  db: Db,
  item: ItemWrite & { providerId: string; kind: CabinetItemKind; title: string; imageFileId: string },
): Promise<string> {
  const [row] = await db
    .insert(c)
    .values({ ...item, publicationState: 'DRAFT' })
    .returning({ id: c.id });
  return row!.id;
}

export async function updateItem(db: Db, id: string, item: ItemWrite): Promise<void> {
  await db.update(c).set(item).where(eq(c.id, id));
}

export async function setItemState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(c).set({ publicationState: state }).where(eq(c.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.delete(c).where(eq(c.id, id));
}
