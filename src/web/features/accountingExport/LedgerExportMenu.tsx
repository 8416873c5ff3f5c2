import { Button, Menu } from '@mantine/core';
import { accountingExportApi, type LedgerFilters } from '@shared/api/accountingExport.api';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { saveFile } from '../../api/files';
import { useApiMutation } from '../../api/hooks';

type Format = 'PDF' | 'XLSX' | 'CSV';

const items: readonly { format: Format; label: string; Icon: typeof IconPrinter }[] = [
  { format: 'PDF', label: 'PDF (utskrift)', Icon: IconFileTypePdf },
  { format: 'XLSX', label: 'Excel (.xlsx)', Icon: IconFileSpreadsheet },
  { format: 'CSV', label: 'CSV (semikolon)', Icon: IconFileSpreadsheet },
];

/** The ledger as filtered now, as a PDF to print or a spreadsheet for the accountant. */
export function LedgerExportMenu({ filters }: { filters: LedgerFilters }) {
  const exportLedger = useApiMutation(accountingExportApi.exportLedgers);
  const download = (format: Format) => exportLedger.mutateAsync({ ...filters, format }).then(saveFile);
  const trigger = (
    <Button
      loading={exportLedger.isPending}
      rightSection={<IconChevronDown size={16} />}
      leftSection={<IconPrinter size={16} />}
      variant="light"
      data-testid="ledger-export"
    >
      Skriv ut / exportera
    </Button>
  );
  return (
    <Menu shadow="md" width={220} position="bottom-end">
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {items.map(({ format, label, Icon }) => (
          <Menu.Item
            key={format}
            leftSection={<Icon size={16} />}
            onClick={() => void download(format)}
            data-testid={`ledger-export-${format}`}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
