import { adminSettingsApi } from '@shared/api/adminSettings.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  adminSettings,
  removeRotPeriod,
  savePolling,
  saveReferenceRate,
  saveRotPeriod,
} from './adminSettings.usecases';

export function adminSettingsRoutes(router: ApiRouter): void {
  router.add(adminSettingsApi.settings, ({ deps }) => adminSettings({ deps }));
  router.add(adminSettingsApi.saveRotPeriod, ({ deps, adminId, request, parameters }) =>
    saveRotPeriod({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminSettingsApi.removeRotPeriod, ({ deps, adminId, request, parameters }) =>
    removeRotPeriod({ deps, actor: { adminId, ip: request.ip }, validFrom: parameters.validFrom }),
  );
  router.add(adminSettingsApi.saveReferenceRate, ({ deps, adminId, request, parameters }) =>
    saveReferenceRate({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminSettingsApi.savePolling, ({ deps, adminId, request, parameters }) =>
    savePolling({ deps, actor: { adminId, ip: request.ip }, seconds: parameters.pollingIntervalSeconds }),
  );
}
