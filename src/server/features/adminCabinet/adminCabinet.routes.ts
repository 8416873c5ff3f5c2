import { adminCabinetApi as api } from '@shared/api/adminCabinet.api';
import type { ApiRouter } from '../../platform/http/router';
import { adminCabinet } from './adminCabinet.usecases';
import { publishItem, removeItem, saveBanner, saveFlipbook, unpublishItem } from './items/items.usecases';
import { publishSection, removeSection, saveSection, unpublishSection } from './sections/sections.usecases';

const actor = (adminId: string, request: { ip: string }) => ({ adminId, ip: request.ip });

/** The start page's authoring in the provider's administration (decision 0065). */
export function adminCabinetRoutes(router: ApiRouter): void {
  router.add(api.cabinet, ({ deps }) => adminCabinet({ deps }));
  router.add(api.saveSection, ({ deps, adminId, request, parameters: input }) =>
    saveSection({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.publishSection, ({ deps, adminId, request, parameters: input }) =>
    publishSection({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.unpublishSection, ({ deps, adminId, request, parameters: input }) =>
    unpublishSection({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.deleteSection, ({ deps, adminId, request, parameters: input }) =>
    removeSection({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.saveBanner, ({ deps, adminId, request, parameters: input }) =>
    saveBanner({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.saveFlipbook, ({ deps, adminId, request, parameters: input }) =>
    saveFlipbook({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.publishItem, ({ deps, adminId, request, parameters: input }) =>
    publishItem({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.unpublishItem, ({ deps, adminId, request, parameters: input }) =>
    unpublishItem({ deps, actor: actor(adminId, request), input }),
  );
  router.add(api.deleteItem, ({ deps, adminId, request, parameters: input }) =>
    removeItem({ deps, actor: actor(adminId, request), input }),
  );
}
