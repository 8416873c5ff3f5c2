import { Button, Menu } from '@mantine/core';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { downloadFile, openPrintTab, showPdf } from '../printing';

export interface TimeReportFilters {
  dateFrom: string;
  dateTo: string;
  employeeUids: string[];
}

/**
 * The time report as files: the employee report (api-spec §7.5) as a PDF in a tab opened at the click,
 * short (days and totals) or extended (every row with its order), and the list as an Excel workbook.
 */
export function TimeReportExportMenu({
  filters,
  disabled,
}: {
  filters: TimeReportFilters;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);

  function pdf(extended: boolean) {
    const tab = openPrintTab();
    setBusy(true);
    void showPdf(
      tab,
      (inline) => call(timeLogsApi.employeeReport, { ...filters, extended, inline }),
      1,
    ).finally(() => setBusy(false));
  }

  function excel() {
    setBusy(true);
    void downloadFile(() => call(timeLogsApi.exportDurationsReport, filters), 1, false).finally(() =>
      setBusy(false),
    );
  }

  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconPrinter size={16} />}
          rightSection={<IconChevronDown size={16} />}
          loading={busy}
          disabled={disabled}
          data-testid="time-report-export"
        >
          Skriv ut / exportera
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => pdf(false)}
          data-testid="time-report-pdf"
        >
          Personalrapport (PDF)
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => pdf(true)}
          data-testid="time-report-pdf-extended"
        >
          Utökad personalrapport (PDF)
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={excel}
          data-testid="time-report-xlsx"
        >
          Excel (.xlsx)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
