import { Table, Text } from '@mantine/core';
import type { DurationsRow } from '@shared/api/timeLogs.api';
import { formatNumber } from '@shared/domain/format';
import { durationsTotals, formatMinutes, reportHours } from '@shared/domain/time-logs';
import { SkeletonRows } from '../../kit';

const COLUMNS = 5;
const hours = (minutes: number) => formatNumber(reportHours(minutes), 2);

/** A duration as decimal hours for the payroll, the hours and minutes under it as a person reads them. */
function Duration({ minutes, strong = false }: { minutes: number; strong?: boolean }) {
  if (minutes === 0)
    return (
      <Text size="sm" c="dimmed" aria-label="ingen tid">
        –
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={strong ? 700 : 500}>
        {hours(minutes)} h
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatMinutes(minutes)}
      </Text>
    </>
  );
}

/**
 * The durations per employee with the sums under them. Work orders have no sum: an order two employees
 * worked on is one order, which adding the rows would count twice.
 */
export function TimeReportTable({ rows }: { rows: DurationsRow[] | undefined }) {
  const sums = rows ? durationsTotals(rows) : null;
  return (
    <Table.ScrollContainer
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Arbetad tid per anställd"
      minWidth={620}
      mt="md"
    >
      <Table striped verticalSpacing="xs" data-testid="time-report-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Anställd</Table.Th>
            <Table.Th ta="right">Timmar</Table.Th>
            <Table.Th ta="right">Varav ROT</Table.Th>
            <Table.Th ta="right">Tidrader</Table.Th>
            <Table.Th ta="right">Arbetsordrar</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <SkeletonRows columns={COLUMNS} rows={3} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.employee?.uid ?? 'none'} data-testid="time-report-row">
                <Table.Td fw={600}>{row.employee?.caption ?? 'Ingen anställd angiven'}</Table.Td>
                <Table.Td ta="right">
                  <Duration minutes={row.minutes} />
                </Table.Td>
                <Table.Td ta="right">
                  <Duration minutes={row.rotMinutes} />
                </Table.Td>
                <Table.Td ta="right">{row.entries}</Table.Td>
                <Table.Td ta="right">{row.workOrders}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {sums && (
          <Table.Tfoot data-testid="time-report-sums">
            <Table.Tr style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}>
              <Table.Th scope="row">Summa</Table.Th>
              <Table.Td ta="right">
                <Duration minutes={sums.minutes} strong />
              </Table.Td>
              <Table.Td ta="right">
                <Duration minutes={sums.rotMinutes} strong />
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {sums.entries}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
