import type { AdminSection } from '@shared/api/adminCabinet.api';
import { formatDate } from '@shared/domain/format';
import { withTransaction } from '../../../platform/db/transaction';
import { safeHtml } from '../../../platform/html/safe-html';
import type { AppDeps } from '../../../platform/http/context';
import { type AdminActor, checkedBody, providerId } from '../../adminContent';
import { recordAdminAction } from '../../auditLog';
import { adminCabinetErrors } from '../adminCabinet.errors';
import { bannersOpening } from '../items/items.repository';
import {
  deleteSection,
  findSection,
  insertSection,
  type SectionRow,
  setSectionState,
  updateSection,
} from './sections.repository';

type Call<I> = { deps: AppDeps; actor: AdminActor; input: I };
type BannerRef = { id: string; title: string; state: AdminSection['state']; sectionId: string | null };

export function sectionRecord(row: SectionRow, banners: readonly BannerRef[]): AdminSection {
  return {
    uid: row.id,
    title: row.title,
    body: safeHtml(row.body),
    state: row.publicationState,
    updatedOn: row.updatedOn,
    usedBy: banners
      .filter((b) => b.sectionId === row.id)
      .map((b) => ({ uid: b.id, title: b.title, state: b.state })),
  };
}

/** What the audit log keeps of a section: its body shortened, as for messages and news. */
const audited = (row: SectionRow) => ({
  title: row.title,
  state: row.publicationState,
  body: row.body.slice(0, 500),
});

async function existing(deps: AppDeps, provider: string, uid: string): Promise<SectionRow> {
  const row = await findSection(deps.db, provider, uid);
  if (!row) throw adminCabinetErrors.SECTION_NOT_FOUND();
  return row;
}

/** A new section is a draft; a change keeps its state (a published section changes for the firms at once). */
export async function saveSection({
  deps,
  actor,
  input,
}: Call<{ uid?: string | undefined; title: string; body: string }>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const write = {
    title: input.title,
    body: checkedBody(input.body, 'HTML'),
    updatedOn: formatDate(deps.clock.now()),
  };
  const before = input.uid ? await existing(deps, provider, input.uid) : null;
  return withTransaction(deps.db, async (tx) => {
    let uid = before?.id;
    if (uid) await updateSection(tx, uid, write);
    else uid = await insertSection(tx, provider, write);
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'CONTENT_SECTION_EDITED' : 'CONTENT_SECTION_CREATED',
      targetType: 'CONTENT_SECTION',
      targetId: uid,
      targetLabel: input.title,
      before: before ? audited(before) : null,
      after: audited((await findSection(tx, provider, uid))!),
    });
    return { uid };
  });
}

/**
 * A published banner's section stays published: taking it back would leave the banner opening nothing,
 * so the banner is taken back first.
 */
async function changeSectionState(
  { deps, actor, input }: Call<{ uid: string }>,
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<AdminSection> {
  const provider = await providerId(deps.db);
  const before = await existing(deps, provider, input.uid);
  const banners = await bannersOpening(deps.db, provider, [before.id]);
  const shown = banners.filter((b) => b.state === 'PUBLISHED').map((b) => b.title);
  if (state === 'UNPUBLISHED' && shown.length > 0) throw adminCabinetErrors.SECTION_SHOWN(shown);
  return withTransaction(deps.db, async (tx) => {
    await setSectionState(tx, before.id, state);
    const after = (await findSection(tx, provider, before.id))!;
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'CONTENT_SECTION_PUBLISHED' : 'CONTENT_SECTION_UNPUBLISHED',
      targetType: 'CONTENT_SECTION',
      targetId: before.id,
      targetLabel: before.title,
      before: audited(before),
      after: audited(after),
    });
    return sectionRecord(after, banners);
  });
}

export const publishSection = (call: Call<{ uid: string }>) => changeSectionState(call, 'PUBLISHED');
export const unpublishSection = (call: Call<{ uid: string }>) => changeSectionState(call, 'UNPUBLISHED');

/** Only a section no banner links to is deleted: a banner's button would otherwise open nothing. */
export async function removeSection({ deps, actor, input }: Call<{ uid: string }>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const before = await existing(deps, provider, input.uid);
  const banners = await bannersOpening(deps.db, provider, [before.id]);
  if (banners.length > 0) throw adminCabinetErrors.SECTION_IN_USE(banners.map((b) => b.title));
  return withTransaction(deps.db, async (tx) => {
    await deleteSection(tx, before.id);
    await recordAdminAction(tx, {
      ...actor,
      action: 'CONTENT_SECTION_DELETED',
      targetType: 'CONTENT_SECTION',
      targetId: before.id,
      targetLabel: before.title,
      before: audited(before),
      after: null,
    });
    return { uid: before.id };
  });
}
