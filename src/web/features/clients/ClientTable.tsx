import { Checkbox, Table } from '@mantine/core';
import type { ClientListRow } from '@shared/api/clients.api';
import { IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ColumnSkeletonRows, PageCheckbox, SortableHeader, sortDirection } from '../../kit';
import type { LabelledColumn } from '../listSettings';
import { type ClientCellContext, cellWraps, renderClientCell, sortFieldOf } from './client-columns';
import type { ClientListState } from './client-list-params';

interface ClientTableProps {
  columns: LabelledColumn[];
  rows: ClientListRow[] | null;
  state: ClientListState;
  onSort: (columnId: string) => void;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (uids: string[], selected: boolean) => void;
  cell: ClientCellContext;
  /** A last column of buttons per row (Aktivera igen). */
  rowAction?: (row: ClientListRow, compact: boolean) => ReactNode;
}

export function ClientTable(props: ClientTableProps) {
  const { columns, rows, state, selectable, selected, cell, rowAction } = props;
  const navigate = useNavigate();
  const visible = columns.filter((c) => c.visible);
  const pageUids = rows?.map((r) => r.uid) ?? [];

  return (
    <Table.ScrollContainer type="native" minWidth={760}>
      <Table highlightOnHover verticalSpacing={8} horizontalSpacing={8} data-testid="client-table">
        <Table.Thead>
          <Table.Tr>
            {selectable && <PageCheckbox uids={pageUids} selected={selected} onSelect={props.onSelect} />}
            {visible.map((column) => {
              return (
                <SortableHeader
                  key={column.id}
                  sorted={sortDirection(sortFieldOf(column.id), state)}
                  onSort={() => props.onSort(column.id)}
                  width={column.id === 'favorite' ? 48 : undefined}
                >
                  {column.id === 'favorite' ? (
                    <IconStar size={16} aria-label={column.label} style={{ verticalAlign: 'middle' }} />
                  ) : (
                    column.label
                  )}
                </SortableHeader>
              );
            })}
            {rowAction && <Table.Th w={48} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null ? (
            <ColumnSkeletonRows
              columns={visible}
              leading={selectable}
              trailing={Boolean(rowAction)}
              width={(id) => (id === 'favorite' ? 18 : '70%')}
            />
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={row.uid}
                style={{ cursor: 'pointer' }}
                bg={selected.has(row.uid) ? 'var(--mantine-color-montor-0)' : undefined}
                onClick={() => void navigate(cell.editPath(row.uid))}
                data-testid="client-row"
              >
                {selectable && (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      aria-label={`Markera ${row.name}`}
                      checked={selected.has(row.uid)}
                      onChange={(e) => props.onSelect([row.uid], e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                {visible.map((column) => (
                  <Table.Td
                    key={column.id}
                    fz="sm"
                    style={cellWraps(column.id) ? undefined : { whiteSpace: 'nowrap' }}
                  >
                    {renderClientCell(column.id, row, cell)}
                  </Table.Td>
                ))}
                {rowAction && (
                  <Table.Td ta="right" onClick={(e) => e.stopPropagation()}>
                    {rowAction(row, true)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
