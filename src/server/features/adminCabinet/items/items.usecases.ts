import type { AdminBanner, AdminFlipbook } from '@shared/api/adminCabinet.api';
import type { PublicationState } from '@shared/api/news.api';
import type { CabinetLinkType } from '@shared/domain/cabinet-links';
import type { ColorTheme } from '@shared/domain/colour-themes';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import {
  type AdminActor,
  adminFileRef,
  deleteUnusedFile,
  fileNameOf,
  nameFile,
  providerId,
  requireUpload,
} from '../../adminContent';
import { recordAdminAction } from '../../auditLog';
import type { CabinetItemKind } from '../../providerDocuments';
import { adminCabinetErrors } from '../adminCabinet.errors';
import { findSection } from '../sections/sections.repository';
import {
  deleteItem,
  findItem,
  type ItemRow,
  type ItemWrite,
  insertItem,
  nextPosition,
  setItemState,
  updateItem,
} from './items.repository';

type Call<I> = { deps: AppDeps; actor: AdminActor; input: I };
type SectionRef = AdminBanner['section'];

export function bannerRecord(row: ItemRow, section: SectionRef): AdminBanner {
  return {
    uid: row.id,
    title: row.title,
    text: row.text,
    picture: { ...adminFileRef(row.imageFileId, row.imageFileName), alt: row.imageAlt },
    colorTheme: row.colorTheme,
    linkType: row.linkType ?? 'INTERNAL_LINK',
    link: row.link ?? '',
    linkText: row.linkText,
    section,
    position: row.position,
    state: row.publicationState,
  };
}

export function flipbookRecord(row: ItemRow): AdminFlipbook | null {
  if (!row.fileId || !row.fileName) return null;
  return {
    uid: row.id,
    title: row.title,
    description: row.text,
    cover: adminFileRef(row.imageFileId, row.imageFileName),
    file: adminFileRef(row.fileId, row.fileName),
    position: row.position,
    state: row.publicationState,
  };
}

/** What the audit log keeps of a banner or flipbook: its fields and its files by name, never their bytes. */
function audited(row: ItemRow) {
  const common = { title: row.title, state: row.publicationState, position: row.position };
  return row.kind === 'BANNER'
    ? {
        ...common,
        text: row.text,
        picture: row.imageFileName,
        imageAlt: row.imageAlt,
        colorTheme: row.colorTheme,
        linkType: row.linkType,
        link: row.link,
        linkText: row.linkText,
      }
    : { ...common, description: row.text, cover: row.imageFileName, file: row.fileName };
}

async function existing(db: Db, provider: string, uid: string, kind?: CabinetItemKind): Promise<ItemRow> {
  const row = await findItem(db, provider, uid);
  if (!row || (kind && row.kind !== kind)) throw adminCabinetErrors.ITEM_NOT_FOUND();
  return row;
}

/**
 * A banner that opens a section needs one of the provider's; a published banner needs it published, so
 * a firm's click never opens "not found".
 */
async function checkSection(
  db: Db,
  input: { providerId: string; linkType: CabinetLinkType; link: string; shown: boolean },
): Promise<void> {
  if (input.linkType !== 'EXTENDED_CONTENT_SECTION_UID') return;
  const section = await findSection(db, input.providerId, input.link);
  if (!section) throw adminCabinetErrors.LINKED_SECTION_NOT_FOUND({ field: 'link' });
  if (input.shown && section.publicationState !== 'PUBLISHED') {
    throw adminCabinetErrors.SECTION_NOT_PUBLISHED(section.title, { field: 'link' });
  }
}

interface Upload {
  uid: string;
  /** The name the file gets from the title. */
  name: (contentType: string) => string;
}

/**
 * Writes a new or changed banner or flipbook with its uploads in one transaction: each uploaded file is
 * named after the title, a replaced file is deleted, and the audit log gets the change.
 */
async function saveItem(
  { deps, actor }: { deps: AppDeps; actor: AdminActor },
  input: {
    providerId: string;
    kind: CabinetItemKind;
    before: ItemRow | null;
    write: ItemWrite & { title: string };
    image?: Upload | undefined;
    file?: Upload | undefined;
  },
): Promise<{ uid: string }> {
  const { providerId: provider, kind, before, write } = input;
  const uploads = [
    input.image && {
      upload: input.image,
      column: 'imageFileId' as const,
      field: 'imageUid',
      kind: 'PICTURE' as const,
    },
    input.file && { upload: input.file, column: 'fileId' as const, field: 'fileUid', kind: 'PDF' as const },
  ].filter((u) => u !== undefined);
  const types = await Promise.all(
    uploads.map((u) =>
      requireUpload(deps.db, { providerId: provider, uid: u.upload.uid, kind: u.kind, field: u.field }),
    ),
  );
  const files = Object.fromEntries(uploads.map((u) => [u.column, u.upload.uid]));
  return withTransaction(deps.db, async (tx) => {
    const position = write.position ?? before?.position ?? (await nextPosition(tx, provider, kind));
    let uid = before?.id;
    if (uid) await updateItem(tx, uid, { ...write, ...files, position });
    else
      uid = await insertItem(tx, {
        providerId: provider,
        kind,
        imageFileId: files.imageFileId!,
        ...write,
        ...files,
        position,
      });
    for (const [i, u] of uploads.entries()) {
      await nameFile(tx, u.upload.uid, u.upload.name(types[i]!.contentType));
      const replaced = before?.[u.column];
      if (replaced && replaced !== u.upload.uid) await deleteUnusedFile(tx, replaced);
    }
    await recordAdminAction(tx, {
      ...actor,
      action: `${kind}_${before ? 'EDITED' : 'CREATED'}`,
      targetType: kind,
      targetId: uid,
      targetLabel: write.title,
      before: before ? audited(before) : null,
      after: audited(await existing(tx, provider, uid)),
    });
    return { uid };
  });
}

export async function saveBanner({
  deps,
  actor,
  input,
}: Call<{
  uid?: string | undefined;
  title: string;
  text: string;
  imageUid?: string | undefined;
  imageAlt: string;
  colorTheme: ColorTheme;
  linkType: CabinetLinkType;
  link: string;
  linkText: string;
  position?: number | undefined;
}>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const before = input.uid ? await existing(deps.db, provider, input.uid, 'BANNER') : null;
  await checkSection(deps.db, {
    providerId: provider,
    linkType: input.linkType,
    link: input.link,
    shown: before?.publicationState === 'PUBLISHED',
  });
  const { uid: _uid, imageUid, ...write } = input;
  return saveItem(
    { deps, actor },
    {
      providerId: provider,
      kind: 'BANNER',
      before,
      write,
      image: imageUid ? { uid: imageUid, name: (type) => fileNameOf(input.title, type) } : undefined,
    },
  );
}

export async function saveFlipbook({
  deps,
  actor,
  input,
}: Call<{
  uid?: string | undefined;
  title: string;
  description: string;
  imageUid?: string | undefined;
  fileUid?: string | undefined;
  position?: number | undefined;
}>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const before = input.uid ? await existing(deps.db, provider, input.uid, 'FLIPBOOK') : null;
  return saveItem(
    { deps, actor },
    {
      providerId: provider,
      kind: 'FLIPBOOK',
      before,
      write: { title: input.title, text: input.description, position: input.position },
      image: input.imageUid
        ? { uid: input.imageUid, name: (type) => fileNameOf(`${input.title} – omslag`, type) }
        : undefined,
      file: input.fileUid ? { uid: input.fileUid, name: (type) => fileNameOf(input.title, type) } : undefined,
    },
  );
}

async function changeItemState(
  { deps, actor, input }: Call<{ uid: string }>,
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<{ uid: string; state: PublicationState }> {
  const provider = await providerId(deps.db);
  const before = await existing(deps.db, provider, input.uid);
  if (state === 'PUBLISHED' && before.linkType && before.link) {
    await checkSection(deps.db, {
      providerId: provider,
      linkType: before.linkType,
      link: before.link,
      shown: true,
    });
  }
  return withTransaction(deps.db, async (tx) => {
    await setItemState(tx, before.id, state);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'CABINET_ITEM_PUBLISHED' : 'CABINET_ITEM_UNPUBLISHED',
      targetType: before.kind,
      targetId: before.id,
      targetLabel: before.title,
      before: audited(before),
      after: audited(await existing(tx, provider, before.id)),
    });
    return { uid: before.id, state };
  });
}

export const publishItem = (call: Call<{ uid: string }>) => changeItemState(call, 'PUBLISHED');
export const unpublishItem = (call: Call<{ uid: string }>) => changeItemState(call, 'UNPUBLISHED');

/** Deletes a banner or flipbook and the files nothing else uses; the firms no longer see it. */
export async function removeItem({ deps, actor, input }: Call<{ uid: string }>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const before = await existing(deps.db, provider, input.uid);
  return withTransaction(deps.db, async (tx) => {
    await deleteItem(tx, before.id);
    for (const fileId of [before.imageFileId, before.fileId]) if (fileId) await deleteUnusedFile(tx, fileId);
    await recordAdminAction(tx, {
      ...actor,
      action: `${before.kind}_DELETED`,
      targetType: before.kind,
      targetId: before.id,
      targetLabel: before.title,
      before: audited(before),
      after: null,
    });
    return { uid: before.id };
  });
}
