import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { OwnPriceListRow, ownPriceSortFields } from '@shared/api/ownPrices.api';
import { type OwnPriceMode, ownPriceModeLabels } from '@shared/domain/own-price';
import { IconTrash } from '@tabler/icons-react';
import { clientLabel } from '../ownArticles/ClientSelect';
import { SkeletonRows, SortableTh, type SortState } from '../ownArticles/list-parts';
import type { Selection } from '../ownArticles/use-selection';
import { formatModeValue, formatMoney, formatPercent } from './own-price-form';

export type OwnPriceSort = SortState<(typeof ownPriceSortFields)[number]>;

const modeColors: Record<OwnPriceMode, string> = {
  FIXED_PRICE: 'montor',
  FIXED_MARKUP: 'teal',
  FIXED_PROFIT: 'grape',
};

export function OwnPricesTable({
  rows,
  loading,
  sort,
  onSort,
  selection,
  netHidden,
  onEdit,
  onRemove,
}: {
  rows: readonly OwnPriceListRow[];
  loading: boolean;
  sort: OwnPriceSort;
  onSort: (sort: OwnPriceSort) => void;
  selection: Selection<OwnPriceListRow>;
  netHidden: boolean;
  onEdit: (row: OwnPriceListRow) => void;
  onRemove: (row: OwnPriceListRow) => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((r) => selection.has(r.uid));
  const columns = netHidden ? 7 : 11;
  return (
    <Table.ScrollContainer minWidth={netHidden ? 820 : 1140}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="own-prices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label="Markera alla på sidan"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((r) => selection.has(r.uid))}
                onChange={(e) => selection.setPage(rows, e.currentTarget.checked)}
              />
            </Table.Th>
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <SkeletonRows columns={columns} />
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={row.uid}
                bg={selection.has(row.uid) ? 'montor.0' : undefined}
                data-testid="own-price-row"
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Markera ${row.article}`}
                    checked={selection.has(row.uid)}
                    onChange={() => selection.toggle(row)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      size="sm"
                      ta="left"
                      onClick={() => onEdit(row)}
                    >
                      {row.article}
                    </Anchor>
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
                    {row.clientUid
                      ? clientLabel({ code: row.clientCode, name: row.clientName })
                      : 'Alla kunder'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge
                      size="sm"
                      variant="light"
                      color={modeColors[row.mode]}
                      tt="none"
                      style={{ flexShrink: 0 }}
                    >
                      {ownPriceModeLabels[row.mode]}
                    </Badge>
                    {row.mode !== 'FIXED_PRICE' && (
                      <Text size="sm">{formatModeValue(row.mode, row.value)}</Text>
                    )}
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
                <Table.Td>
                  <Tooltip label="Ta bort">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Ta bort ${row.article}`}
                      onClick={() => onRemove(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
