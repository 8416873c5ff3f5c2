import { ActionIcon, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { InterestRow } from '@shared/api/documents';
import { formatAmount, formatDate, formatKr, formatNumber } from '@shared/domain/format';
import { IconTrash } from '@tabler/icons-react';

/** "9,75 %", or "10,5 % / 10 %" when the days span a change of reference rate. */
export function ratesLabel(ratesBp: readonly number[]): string {
  return ratesBp.map((bp) => `${formatNumber(bp / 100).replace(/,00$/, '')} %`).join(' / ');
}

/**
 * The late-paid invoices with due date, payment date, sum, days, rate and interest: the interest
 * invoice's table, and the candidates of "Lägg till fakturor" (with a check box per invoice).
 */
export function InterestRowsTable({
  rows,
  caption,
  total,
  selected,
  onToggle,
  onRemove,
}: {
  rows: readonly InterestRow[];
  caption: string;
  total?: number;
  selected?: ReadonlySet<string>;
  onToggle?: (uid: string) => void;
  onRemove?: (row: InterestRow) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped verticalSpacing={6} fz="sm" data-testid="interest-rows">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {onToggle && (
              <Table.Th>
                <VisuallyHidden>Välj</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th>Faktura</Table.Th>
            <Table.Th>Förfallodatum</Table.Th>
            <Table.Th>Betald</Table.Th>
            <Table.Th ta="right">Belopp</Table.Th>
            <Table.Th ta="right">Dagar</Table.Th>
            <Table.Th ta="right">Ränta %</Table.Th>
            <Table.Th ta="right">Ränta</Table.Th>
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>Ta bort</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uid} data-testid="interest-row">
              {onToggle && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Välj ${row.invoice.caption}`}
                    checked={selected?.has(row.uid) ?? false}
                    onChange={() => onToggle(row.uid)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                {row.invoice.caption}
                {row.deleted && ' (borttagen)'}
              </Table.Td>
              <Table.Td>{formatDate(row.dueDate)}</Table.Td>
              <Table.Td>{formatDate(row.paidDate)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.documentPayableSum)}</Table.Td>
              <Table.Td ta="right">{row.days}</Table.Td>
              <Table.Td ta="right">{ratesLabel(row.ratesBp)}</Table.Td>
              <Table.Td ta="right" data-testid="interest-amount">
                {formatAmount(row.interest)}
              </Table.Td>
              {onRemove && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Ta bort ${row.invoice.caption} från räntefakturan`}
                    onClick={() => onRemove(row)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total !== undefined && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={onToggle ? 7 : 6}>Summa ränta</Table.Th>
              <Table.Th ta="right" data-testid="interest-total">
                {formatKr(total)}
              </Table.Th>
              {onRemove && (
                <Table.Td>
                  <VisuallyHidden>Inget att ta bort</VisuallyHidden>
                </Table.Td>
              )}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
