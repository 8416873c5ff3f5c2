import { type ListType, listSettingsApi, reconcileColumns } from '@shared/api/listSettings.api';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/hooks';
import { type LabelledColumn, labelColumns } from './column-order';

/**
 * The columns an employee chose for a list, in their order, brought up to date with the catalogue. Null
 * while loading: showing the defaults first and then the saved choice would make the table jump.
 */
export function useListColumns(type: ListType): {
  columns: LabelledColumn[] | null;
  saved: boolean;
} {
  const query = useApiQuery(listSettingsApi.load, { type }, { staleTime: Number.POSITIVE_INFINITY });
  const columns = useMemo(() => {
    if (query.data) return labelColumns(type, reconcileColumns(type, query.data.columns));
    // A failed load must not hide the list: fall back to the catalogue's defaults.
    if (query.error) return labelColumns(type, reconcileColumns(type, []));
    return null;
  }, [type, query.data, query.error]);
  return { columns, saved: query.data?.saved ?? false };
}
