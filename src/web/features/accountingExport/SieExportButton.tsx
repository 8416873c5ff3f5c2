import { Button } from '@mantine/core';
import type { LedgerKind } from '@shared/api/accountingExport.api';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { SieExportDialog } from './SieExportDialog';

/** "Exportera SIE": the dialog for the list's period (its dates, or this month when the list has none). */
export function SieExportButton({
  ledgerKind,
  fromDate,
  toDate,
}: {
  ledgerKind: LedgerKind;
  fromDate: string | null;
  toDate: string | null;
}) {
  const [open, setOpen] = useState(false);
  const month = new Date().toISOString().slice(0, 7);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileExport size={16} />}
        onClick={() => setOpen(true)}
        data-testid="sie-export"
      >
        Exportera SIE
      </Button>
      {open && (
        <SieExportDialog
          ledgerKind={ledgerKind}
          fromDate={fromDate || `${month}-01`}
          toDate={toDate || lastDayOf(month)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
