import { Skeleton, Table } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents.api';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { useNavigate } from 'react-router';
import { placeholders } from '../../../lib/placeholders';
import { SortableHeader } from '../../listSettings/SortableHeader';
import { documentEditPath, hasEditor } from '../document-paths';
import { columnLabels, isAmountColumn, renderDocumentCell, sortFieldOfColumn } from './document-columns';
import type { DocumentListState, DocumentSortField } from './document-list-params';

interface DocumentTableProps {
  kind: DocumentKind;
  rows: DocumentListRow[] | null;
  state: DocumentListState;
  onSort: (field: DocumentSortField) => void;
}

export function DocumentTable({ kind, rows, state, onSort }: DocumentTableProps) {
  const navigate = useNavigate();
  const opens = hasEditor(kind);
  return (
    <Table.ScrollContainer type="native" minWidth={760}>
      <Table highlightOnHover={opens} verticalSpacing={8} horizontalSpacing={10} data-testid="document-table">
        <Table.Thead>
          <Table.Tr>
            {kind.listColumns.map((column) => {
              const field = sortFieldOfColumn(column);
              const sorted =
                field === null ? null : state.sortBy !== field ? 'none' : state.sortDesc ? 'desc' : 'asc';
              return (
                <SortableHeader key={column} sorted={sorted} onSort={field ? () => onSort(field) : undefined}>
                  {columnLabels[column]}
                </SortableHeader>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null
            ? placeholders(8).map((key) => (
                <Table.Tr key={key}>
                  {kind.listColumns.map((c) => (
                    <Table.Td key={c}>
                      <Skeleton h={14} w="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr
                  key={row.docUid}
                  style={opens ? { cursor: 'pointer' } : undefined}
                  onClick={opens ? () => void navigate(documentEditPath(kind.type, row.docUid)) : undefined}
                  data-testid="document-row"
                >
                  {kind.listColumns.map((column) => (
                    <Table.Td
                      key={column}
                      fz="sm"
                      ta={isAmountColumn(column) ? 'right' : undefined}
                      style={column === 'title' || column === 'mark' ? undefined : { whiteSpace: 'nowrap' }}
                    >
                      {renderDocumentCell(column, row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
