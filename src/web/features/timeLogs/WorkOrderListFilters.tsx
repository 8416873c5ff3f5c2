import { MultiSelect, Select } from '@mantine/core';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import type { AssigneeStatus } from '@shared/domain/time-logs';
import { useApiQuery } from '../../api/hooks';

interface WorkOrderListFiltersProps {
  status: AssigneeStatus | null;
  employeeUids: string[];
  onChange: (next: { workStatus?: AssigneeStatus | null; employeeUids?: string[] }) => void;
}

/**
 * The work order list's status and employee filters (api-spec §7.5): the choices are the list form
 * configuration's, so the names and statuses are the ones the planning card shows.
 */
export function WorkOrderListFilters({ status, employeeUids, onChange }: WorkOrderListFiltersProps) {
  const config = useApiQuery(timeLogsApi.workOrderListFormConfig, {});
  const employees = (config.data?.employees ?? []).map((e) => ({ value: e.uid, label: e.caption }));
  return (
    <>
      <Select
        label="Status"
        placeholder="Alla"
        clearable
        w={170}
        value={status}
        onChange={(value) => onChange({ workStatus: (value as AssigneeStatus | null) ?? null })}
        data={config.data?.assigneeStatuses ?? []}
        data-testid="work-order-status-filter"
      />
      <MultiSelect
        label="Anställda"
        placeholder={employeeUids.length > 0 ? undefined : 'Alla'}
        clearable
        searchable
        w={260}
        value={employeeUids}
        onChange={(value) => onChange({ employeeUids: value })}
        data={employees}
        error={config.isError ? 'Kunde inte hämta de anställda' : undefined}
        nothingFoundMessage="Ingen anställd hittades"
        data-testid="work-order-employee-filter"
      />
    </>
  );
}
