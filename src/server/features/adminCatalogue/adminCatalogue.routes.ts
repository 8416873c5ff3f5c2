import { adminCatalogueApi } from '@shared/api/adminCatalogue.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  firmDiscounts,
  importReport,
  recentImports,
  setFirmDiscount,
  startImport,
} from './adminCatalogue.usecases';
import { campaigns, endCampaign, setCampaign } from './campaigns/campaigns.usecases';

export function adminCatalogueRoutes(router: ApiRouter): void {
  router.add(adminCatalogueApi.startImport, ({ deps, adminId, request, parameters }) =>
    startImport({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminCatalogueApi.imports, ({ deps }) => recentImports({ deps }));
  router.add(adminCatalogueApi.importReport, ({ deps, parameters }) =>
    importReport({ deps, importId: parameters.importId }),
  );
  router.add(adminCatalogueApi.firmDiscounts, ({ deps, parameters }) =>
    firmDiscounts({ deps, firmCode: parameters.firmCode }),
  );
  router.add(adminCatalogueApi.setFirmDiscount, ({ deps, adminId, request, parameters }) =>
    setFirmDiscount({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminCatalogueApi.campaigns, ({ deps, parameters }) => campaigns({ deps, query: parameters }));
  router.add(adminCatalogueApi.setCampaign, ({ deps, adminId, request, parameters }) =>
    setCampaign({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminCatalogueApi.endCampaign, ({ deps, adminId, request, parameters }) =>
    endCampaign({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
}
