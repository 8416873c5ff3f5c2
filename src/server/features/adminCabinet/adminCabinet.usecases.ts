import type { AdminCabinet, AdminFlipbook } from '@shared/api/adminCabinet.api';
import type { AppDeps } from '../../platform/http/context';
import { providerId } from '../adminContent';
import { bannersOpening, listItems } from './items/items.repository';
import { bannerRecord, flipbookRecord } from './items/items.usecases';
import { listSections } from './sections/sections.repository';
import { sectionRecord } from './sections/sections.usecases';

/** GET /admin/cabinet: the start page as the administration edits it, every state. */
export async function adminCabinet({ deps }: { deps: AppDeps }): Promise<AdminCabinet> {
  const provider = await providerId(deps.db);
  const [items, sections] = await Promise.all([
    listItems(deps.db, provider),
    listSections(deps.db, provider),
  ]);
  const banners = await bannersOpening(
    deps.db,
    provider,
    sections.map((s) => s.id),
  );
  const sectionById = new Map(sections.map((s) => [s.id, s]));
  return {
    banners: items
      .filter((i) => i.kind === 'BANNER')
      .map((i) => {
        const section =
          i.linkType === 'EXTENDED_CONTENT_SECTION_UID' ? sectionById.get(i.link ?? '') : undefined;
        return bannerRecord(
          i,
          section ? { uid: section.id, title: section.title, state: section.publicationState } : null,
        );
      }),
    flipbooks: items
      .filter((i) => i.kind === 'FLIPBOOK')
      .flatMap((i): AdminFlipbook[] => {
        const book = flipbookRecord(i);
        return book ? [book] : [];
      }),
    sections: sections.map((s) => sectionRecord(s, banners)),
  };
}
