import type { ListType, ListViewSetting } from '@shared/api/listSettings.api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { listViewSettings } from './listSettings.table';

export async function findListViewSetting(db: Db, firmId: string, employeeId: string, type: ListType) {
  const rows = await db
    .select()
    .from(listViewSettings)
    .where(
      and(
        eq(listViewSettings.firmId, firmId),
        eq(listViewSettings.employeeId, employeeId),
        eq(listViewSettings.listType, type),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertListViewSetting(
  db: Db,
  values: { firmId: string; employeeId: string; setting: ListViewSetting; now: Date },
): Promise<void> {
  const { setting } = values;
  await db
    .insert(listViewSettings)
    .values({
      firmId: values.firmId,
      employeeId: values.employeeId,
      listType: setting.type,
      columns: setting.columns,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [listViewSettings.employeeId, listViewSettings.listType],
      set: { columns: setting.columns, updatedAt: values.now },
    });
}
