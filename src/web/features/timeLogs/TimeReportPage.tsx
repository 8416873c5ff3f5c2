import { Group, MultiSelect, Paper } from '@mantine/core';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { formatDate } from '@shared/domain/format';
import { monthPeriod } from '@shared/domain/time-logs';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { DateField } from '../../shell/DateField';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { ExportListTabs, TIME_REPORT_PATH } from '../accountingExport';
import { TimeReportExportMenu, type TimeReportFilters } from './TimeReportExportMenu';
import { TimeReportTable } from './TimeReportTable';

export const TO_BEFORE_FROM = 'Slutdatumet får inte vara före startdatumet';

/** The period's filters; an empty date is asked for at its field rather than read as "all time". */
function Filters({
  filters,
  onChange,
  toError,
}: {
  filters: TimeReportFilters;
  onChange: (next: TimeReportFilters) => void;
  toError: string | null;
}) {
  const config = useApiQuery(timeLogsApi.workOrderListFormConfig, {});
  const employees = (config.data?.employees ?? []).map((e) => ({ value: e.uid, label: e.caption }));
  const set = (over: Partial<TimeReportFilters>) => onChange({ ...filters, ...over });
  return (
    <Group gap="sm" align="flex-start" data-testid="time-report-filters">
      <DateField
        label="Från"
        value={filters.dateFrom}
        onChange={(v) => set({ dateFrom: v ?? '' })}
        error={filters.dateFrom ? undefined : 'Ange ett startdatum'}
        w={150}
        data-testid="time-report-from"
      />
      <DateField
        label="Till"
        value={filters.dateTo}
        onChange={(v) => set({ dateTo: v ?? '' })}
        error={filters.dateTo ? (toError ?? undefined) : 'Ange ett slutdatum'}
        w={150}
        data-testid="time-report-to"
      />
      <MultiSelect
        label="Anställda"
        placeholder={filters.employeeUids.length > 0 ? undefined : 'Alla'}
        clearable
        searchable
        miw={240}
        maw={420}
        value={filters.employeeUids}
        onChange={(employeeUids) => set({ employeeUids })}
        data={employees}
        error={config.isError ? 'Kunde inte hämta de anställda' : undefined}
        nothingFoundMessage="Ingen anställd hittades"
        data-testid="time-report-employees"
      />
    </Group>
  );
}

/**
 * The export list "Tidrapport" (/exportlist/time_report, issue #19): the time worked per employee in a
 * period (this month to begin with, as the other export lists), ROT time apart, with the sums, the
 * employee report as a PDF and the list as an Excel file.
 */
export function TimeReportPage() {
  const [filters, setFilters] = useState<TimeReportFilters>(() => ({
    ...monthPeriod(formatDate(new Date())),
    employeeUids: [],
  }));
  const complete = Boolean(filters.dateFrom && filters.dateTo);
  const toError = complete && filters.dateTo < filters.dateFrom ? TO_BEFORE_FROM : null;
  const valid = complete && !toError;
  const report = useApiQuery(timeLogsApi.durationsReport, filters, { enabled: valid });
  const rows = report.data;
  return (
    <Page
      title="Tidrapport"
      intro="Arbetad tid på arbetsordrar per anställd och period, med ROT-tid för sig, som personalrapport eller Excel-fil."
    >
      <ExportListTabs current={TIME_REPORT_PATH}>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Filters filters={filters} onChange={setFilters} toError={toError} />
            <TimeReportExportMenu filters={filters} disabled={!valid} />
          </Group>
          {!valid ? null : report.isError ? (
            <QueryError what="tidrapporten" error={report.error} onRetry={() => void report.refetch()} />
          ) : rows && rows.length === 0 ? (
            <EmptyState
              icon={IconClockHour4}
              title="Ingen rapporterad tid i perioden"
              text={
                filters.employeeUids.length > 0
                  ? 'De valda anställda har inte rapporterat någon tid i perioden. Ändra perioden eller urvalet.'
                  : 'Tid rapporteras på arbetsordrarna, med tidtagningen eller för hand. Ändra perioden för att se annan tid.'
              }
              testId="time-report-empty"
            />
          ) : (
            <TimeReportTable rows={rows} />
          )}
        </Paper>
      </ExportListTabs>
    </Page>
  );
}
