import { Button, Menu } from '@mantine/core';
import { type PaymentListFilters, paymentsApi } from '@shared/api/payments.api';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { saveFile } from '../../api/files';
import { useApiMutation } from '../../api/hooks';

const formats = [
  { format: 'XLSX', label: 'Excel (.xlsx)' },
  { format: 'CSV', label: 'CSV (semikolon)' },
] as const;

/** The payments list as filtered now, as an Excel workbook or a CSV file. */
export function PaymentsExportMenu({ filters }: { filters: PaymentListFilters }) {
  const exporting = useApiMutation(paymentsApi.exportPayments);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          rightSection={<IconChevronDown size={16} />}
          loading={exporting.isPending}
          data-testid="payments-export"
        >
          Exportera
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map(({ format, label }) => (
          <Menu.Item
            key={format}
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void exporting.mutateAsync({ ...filters, format }).then(saveFile)}
            data-testid={`payments-export-${format}`}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
