import { accountingApi } from '@shared/api/accounting.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import type { ApiRouter } from '../../platform/http/router';
import {
  addAccount,
  getAccountingProfile,
  listAccounts,
  renameAccount,
  saveAccountingSettings,
} from './accounting.usecases';

export function accountingRoutes(router: ApiRouter): void {
  router.add(accountingApi.settings, ({ deps, firmId, session }) =>
    getAccountingProfile({
      deps,
      firmId,
      editable: canAccess(session.employee, permissions.editAccountingSettings),
    }),
  );
  router.add(accountingApi.save, ({ deps, firmId, employeeId, parameters }) =>
    saveAccountingSettings({
      deps,
      firmId,
      employeeId,
      newVersion: parameters.newVersion,
      data: parameters.data,
    }),
  );
  router.add(accountingApi.accounts, ({ deps, firmId }) => listAccounts({ deps, firmId }));
  router.add(accountingApi.addAccount, ({ deps, firmId, parameters }) =>
    addAccount({ deps, firmId, input: parameters }),
  );
  router.add(accountingApi.renameAccount, ({ deps, firmId, parameters }) =>
    renameAccount({ deps, firmId, input: parameters }),
  );
}
