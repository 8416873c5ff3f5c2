import { ActionIcon, Badge, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import type { OwnArticleListRow, ownArticleSortFields } from '@shared/api/ownArticles.api';
import { formatKr } from '@shared/domain/format';
import type { OwnArticleType } from '@shared/domain/own-article';
import {
  IconDots,
  IconPencil,
  IconReceipt,
  IconStar,
  IconStarFilled,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import {
  RecordLink,
  RowCheckbox,
  SelectAllCheckbox,
  type Selection,
  SortableTh,
  type SortState,
} from '../../kit';
import { clientLabel } from '../clients';

export type OwnArticleSortField = (typeof ownArticleSortFields)[number];
export type OwnArticleSort = SortState<OwnArticleSortField>;

export interface RowActions {
  edit: (row: OwnArticleListRow) => void;
  changePrice: (row: OwnArticleListRow) => void;
  togglePreselected: (row: OwnArticleListRow) => void;
  remove: (row: OwnArticleListRow) => void;
}

function money(ore: number | null) {
  return ore === null ? '–' : formatKr(ore);
}

/** The header cells: tick box, sortable columns, and room for the row menu. */
export function OwnArticlesHead({
  rows,
  sort,
  onSort,
  selection,
  editable,
  purchaseHidden,
}: {
  rows: readonly OwnArticleListRow[];
  sort: OwnArticleSort;
  onSort: (sort: OwnArticleSort) => void;
  selection: Selection<OwnArticleListRow>;
  editable: boolean;
  /** Net prices hidden: the server sends no purchase price, and its column is left out (decision 0023). */
  purchaseHidden: boolean;
}) {
  return (
    <>
      {editable && <SelectAllCheckbox rows={rows} selection={selection} />}
      <SortableTh field="code" sort={sort} onSort={onSort} w={150}>
        Artikelnr
      </SortableTh>
      <SortableTh field="description" sort={sort} onSort={onSort}>
        Benämning
      </SortableTh>
      <SortableTh field="unit" sort={sort} onSort={onSort} w={90}>
        Enhet
      </SortableTh>
      <SortableTh field="ownArticleType" sort={sort} onSort={onSort} w={190}>
        Debiteringstyp
      </SortableTh>
      <SortableTh field="priceOre" sort={sort} onSort={onSort} align="right" w={130}>
        Pris
      </SortableTh>
      {!purchaseHidden && (
        <Table.Th ta="right" w={120}>
          Inköpspris
        </Table.Th>
      )}
      <Table.Th w={200}>Gäller</Table.Th>
      {editable && <Table.Th w={44} />}
    </>
  );
}

export const ownArticleColumns = (editable: boolean, purchaseHidden: boolean) =>
  (editable ? 9 : 7) - (purchaseHidden ? 1 : 0);

export function OwnArticleRow({
  row,
  selection,
  editable,
  billingTypes,
  actions,
  purchaseHidden,
}: {
  row: OwnArticleListRow;
  selection: Selection<OwnArticleListRow>;
  editable: boolean;
  purchaseHidden: boolean;
  billingTypes: Record<OwnArticleType, string>;
  actions: RowActions;
}) {
  return (
    <Table.Tr bg={selection.has(row.uid) ? 'montor.0' : undefined} data-testid="own-article-row">
      {editable && <RowCheckbox row={row} selection={selection} label={`Markera ${row.code}`} />}
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <RecordLink editable={editable} onOpen={() => actions.edit(row)}>
            {row.code}
          </RecordLink>
          {row.preselected && (
            <Tooltip label="Förvald: nya dokumentrader utgår från den här artikeln">
              <IconStarFilled size={14} color="var(--mantine-color-copper-5)" aria-label="Förvald" />
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {row.description}
        </Text>
      </Table.Td>
      <Table.Td>{row.unit || '–'}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{billingTypes[row.ownArticleType]}</Text>
          {row.applyDiscount && (
            <Tooltip label="Ingår i materialrabatt">
              <Badge size="xs" variant="light" color="gray" tt="none">
                rabatt
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {money(row.priceOre)}
      </Table.Td>
      {!purchaseHidden && (
        <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {money(row.purchasePriceOre)}
        </Table.Td>
      )}
      <Table.Td>
        {row.clientUid ? (
          <Text size="sm" lineClamp={1}>
            {clientLabel({ code: row.clientCode, name: row.clientName })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Alla kunder
          </Text>
        )}
      </Table.Td>
      {editable && (
        <Table.Td>
          <RowMenu row={row} actions={actions} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function RowMenu({ row, actions }: { row: OwnArticleListRow; actions: RowActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Åtgärder för ${row.code}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(row)}>
          Ändra
        </Menu.Item>
        <Menu.Item leftSection={<IconReceipt size={16} />} onClick={() => actions.changePrice(row)}>
          Ändra pris
        </Menu.Item>
        <Menu.Item
          leftSection={row.preselected ? <IconStarOff size={16} /> : <IconStar size={16} />}
          onClick={() => actions.togglePreselected(row)}
        >
          {row.preselected ? 'Ta bort som förval' : 'Använd som förval på nya rader'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(row)}>
          Ta bort
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
