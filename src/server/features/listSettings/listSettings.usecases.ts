import {
  defaultColumns,
  type ListType,
  type ListViewSetting,
  reconcileColumns,
  validateListViewSettings,
} from '@shared/api/listSettings.api';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { validationFailed } from '../../platform/http/validation';
import { findEmployee } from '../employees';
import { findListViewSetting, upsertListViewSetting } from './listSettings.repository';

interface Caller {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
}

/**
 * The employee's columns for one list. An employee who has switched off "save and use list view settings"
 * gets the defaults, though what they saved is kept for when they switch it on again.
 */
export async function loadListViewSetting({ deps, firmId, employeeId, type }: Caller & { type: ListType }) {
  const [employee, row] = await Promise.all([
    findEmployee(deps.db, firmId, employeeId),
    findListViewSetting(deps.db, firmId, employeeId, type),
  ]);
  if (!row || !employee?.saveAndUseListViewSettings) {
    return { type, columns: defaultColumns(type), saved: false };
  }
  return { type, columns: reconcileColumns(type, row.columns), saved: true };
}

export async function saveListViewSettings({
  deps,
  firmId,
  employeeId,
  settings,
}: Caller & { settings: ListViewSetting[] }) {
  const issues = validateListViewSettings(settings);
  if (issues.length > 0) throw validationFailed(issues);
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    for (const setting of settings) {
      await upsertListViewSetting(tx, { firmId, employeeId, setting, now });
    }
  });
  return {
    items: settings.map((s) => ({ type: s.type, columns: reconcileColumns(s.type, s.columns), saved: true })),
  };
}
