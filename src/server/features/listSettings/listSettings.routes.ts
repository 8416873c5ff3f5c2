import { listSettingsApi } from '@shared/api/listSettings.api';
import type { ApiRouter } from '../../platform/http/router';
import { loadListViewSetting, saveListViewSettings } from './listSettings.usecases';

export function listSettingsRoutes(router: ApiRouter): void {
  router.add(listSettingsApi.load, ({ deps, firmId, employeeId, parameters }) =>
    loadListViewSetting({ deps, firmId, employeeId, type: parameters.type }),
  );
  router.add(listSettingsApi.save, ({ deps, firmId, employeeId, parameters }) =>
    saveListViewSettings({ deps, firmId, employeeId, settings: parameters.settings }),
  );
}
