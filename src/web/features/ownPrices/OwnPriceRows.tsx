import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { OwnPriceListRow, ownPriceSortFields } from '@shared/api/ownPrices.api';
import { type OwnPriceMode, ownPriceModeLabels } from '@shared/domain/own-price';
import {
  RecordLink,
  RemoveRowButton,
  RowCheckbox,
  SelectAllCheckbox,
  type Selection,
  SortableTh,
  type SortState,
} from '../../kit';
import { clientLabel } from '../clients';
import { formatModeValue, formatMoney, formatPercent } from './own-price-form';

export type OwnPriceSortField = (typeof ownPriceSortFields)[number];
export type OwnPriceSort = SortState<OwnPriceSortField>;

const modeColors: Record<OwnPriceMode, string> = {
  FIXED_PRICE: 'montor',
  FIXED_MARKUP: 'teal',
  FIXED_PROFIT: 'grape',
};

export const ownPriceColumns = (netHidden: boolean) => (netHidden ? 7 : 11);

/** The header cells: tick box, sortable columns, the net-price columns unless they are hidden. */
export function OwnPricesHead({
  rows,
  sort,
  onSort,
  selection,
  netHidden,
}: {
  rows: readonly OwnPriceListRow[];
  sort: OwnPriceSort;
  onSort: (sort: OwnPriceSort) => void;
  selection: Selection<OwnPriceListRow>;
  netHidden: boolean;
}) {
  return (
    <>
      <SelectAllCheckbox rows={rows} selection={selection} />
      <SortableTh field="code" sort={sort} onSort={onSort} w={130}>
        Artikel
      </SortableTh>
      <SortableTh field="name" sort={sort} onSort={onSort}>
        Benämning
      </SortableTh>
      <Table.Th w={170}>Gäller</Table.Th>
      <SortableTh field="mode" sort={sort} onSort={onSort} w={215}>
        Läge
      </SortableTh>
      {!netHidden && (
        <Table.Th ta="right" w={110}>
          Nettopris
        </Table.Th>
      )}
      <Table.Th ta="right" w={110}>
        Eget pris
      </Table.Th>
      {!netHidden && (
        <>
          <Table.Th ta="right" w={80}>
            Påslag
          </Table.Th>
          <Table.Th ta="right" w={70}>
            TG
          </Table.Th>
          <Table.Th ta="right" w={100}>
            Marginal
          </Table.Th>
        </>
      )}
      <Table.Th w={44} />
    </>
  );
}

export function OwnPriceRow({
  row,
  selection,
  netHidden,
  onEdit,
  onRemove,
}: {
  row: OwnPriceListRow;
  selection: Selection<OwnPriceListRow>;
  netHidden: boolean;
  onEdit: (row: OwnPriceListRow) => void;
  onRemove: (row: OwnPriceListRow) => void;
}) {
  return (
    <Table.Tr bg={selection.has(row.uid) ? 'montor.0' : undefined} data-testid="own-price-row">
      <RowCheckbox row={row} selection={selection} label={`Markera ${row.article}`} />
      <Table.Td>
        <Stack gap={0}>
          <RecordLink editable onOpen={() => onEdit(row)}>
            {row.article}
          </RecordLink>
          {row.rsk && (
            <Text size="xs" c="dimmed">
              RSK {row.rsk}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" lineClamp={2}>
            {row.name}
          </Text>
          {!row.active && (
            <Tooltip label="Grossisten har tagit artikeln ur sortimentet">
              <Badge size="xs" color="orange" variant="light" tt="none">
                Utgått
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={row.clientUid ? undefined : 'dimmed'} lineClamp={1}>
          {row.clientUid ? clientLabel({ code: row.clientCode, name: row.clientName }) : 'Alla kunder'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge size="sm" variant="light" color={modeColors[row.mode]} tt="none" style={{ flexShrink: 0 }}>
            {ownPriceModeLabels[row.mode]}
          </Badge>
          {row.mode !== 'FIXED_PRICE' && <Text size="sm">{formatModeValue(row.mode, row.value)}</Text>}
        </Group>
      </Table.Td>
      {!netHidden && (
        <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.netPriceOre)}
        </Table.Td>
      )}
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.priceOre)}
      </Table.Td>
      {!netHidden && (
        <>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPercent(row.markupBp)}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatPercent(row.profitBp)}
          </Table.Td>
          <Table.Td
            ta="right"
            c={row.marginOre !== null && row.marginOre < 0 ? 'red.7' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatMoney(row.marginOre)}
          </Table.Td>
        </>
      )}
      <RemoveRowButton label={`Ta bort ${row.article}`} onRemove={() => onRemove(row)} />
    </Table.Tr>
  );
}
