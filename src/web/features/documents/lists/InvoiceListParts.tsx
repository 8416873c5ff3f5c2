import { Badge, Group, Table, Text } from '@mantine/core';
import type { DocumentListRow, InvoiceSums } from '@shared/api/documents';
import { formatDate, formatKr } from '@shared/domain/format';

/**
 * What an invoice list shows beyond the other lists (decision 0032): each row's payment status and what
 * is still owed, and under the table the sums of the page and of the selected rows.
 */

/** The all-invoices list page (api-spec §7.4 allTypeInvoices). */
export const ALL_INVOICES_PATH = '/montor/dokument/alla-fakturor';

const statusLabels = { UNPAID: 'Obetald', PARTIALLY_PAID: 'Delvis betald', PAID: 'Betald' } as const;
const statusColors = { UNPAID: 'gray', PARTIALLY_PAID: 'yellow.8', PAID: 'green.8' } as const;

/** Not paid and the due date before today: overdue, whatever part is paid. */
export function isOverdue(row: Pick<DocumentListRow, 'paymentStatus' | 'dueDate'>, today: string): boolean {
  return !!row.paymentStatus && row.paymentStatus !== 'PAID' && !!row.dueDate && row.dueDate < today;
}

export function PaymentStatusBadge({ row }: { row: Pick<DocumentListRow, 'paymentStatus' | 'dueDate'> }) {
  if (!row.paymentStatus)
    return (
      <Text span c="dimmed" fz="sm">
        –
      </Text>
    );
  const overdue = isOverdue(row, formatDate(new Date()));
  return (
    <Badge
      size="sm"
      variant="light"
      color={overdue ? 'red.9' : statusColors[row.paymentStatus]}
      tt="none"
      data-testid="payment-status"
    >
      {overdue ? `${statusLabels[row.paymentStatus]}, förfallen` : statusLabels[row.paymentStatus]}
    </Badge>
  );
}

/** The two columns an invoice table adds after the chosen ones. */
export function PaymentHeaders() {
  return (
    <>
      <Table.Th>Betalstatus</Table.Th>
      <Table.Th ta="right">Kvar att betala</Table.Th>
    </>
  );
}

export function PaymentCells({ row }: { row: DocumentListRow }) {
  return (
    <>
      <Table.Td>
        <PaymentStatusBadge row={row} />
      </Table.Td>
      <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="remaining-sum">
        {row.remainingOre === null || row.remainingOre === undefined ? '–' : formatKr(row.remainingOre)}
      </Table.Td>
    </>
  );
}

export function sumRows(rows: readonly DocumentListRow[]): InvoiceSums {
  return rows.reduce<InvoiceSums>(
    (sum, r) => ({
      totalPayableOre: sum.totalPayableOre + (r.totalPayableSumOre ?? 0),
      remainingOre: sum.remainingOre + (r.remainingOre ?? 0),
    }),
    { totalPayableOre: 0, remainingOre: 0 },
  );
}

function SumLine({ label, sums, testId }: { label: string; sums: InvoiceSums; testId: string }) {
  return (
    <Group gap="md" wrap="wrap" data-testid={testId}>
      <Text fz="sm" fw={600} miw={150}>
        {label}
      </Text>
      <Text fz="sm">
        Att betala <b data-testid={`${testId}-payable`}>{formatKr(sums.totalPayableOre)}</b>
      </Text>
      <Text fz="sm">
        Kvar att betala <b data-testid={`${testId}-remaining`}>{formatKr(sums.remainingOre)}</b>
      </Text>
    </Group>
  );
}

/** The page's sums from the server's answer; the selection's from the selected rows. */
export function InvoiceListSums({
  page,
  selectedRows,
}: {
  page: InvoiceSums;
  selectedRows: readonly DocumentListRow[];
}) {
  return (
    <Group gap="xl" wrap="wrap" px="xs" data-testid="invoice-sums">
      <SumLine label="Summa på sidan" sums={page} testId="sum-page" />
      {selectedRows.length > 0 && (
        <SumLine
          label={`Summa markerade (${selectedRows.length})`}
          sums={sumRows(selectedRows)}
          testId="sum-selected"
        />
      )}
    </Group>
  );
}
