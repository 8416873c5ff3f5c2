import { Checkbox, Table } from '@mantine/core';
import { type DocumentListRow, hasInvoiceList } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentListColumnId } from '@shared/domain/documents/document-list-columns';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { ColumnSkeletonRows, PageCheckbox, SortableHeader, sortDirection } from '../../../kit';
import type { LabelledColumn } from '../../listSettings';
import { documentEditPath, hasEditor } from '../document-paths';
import { isAmountColumn, renderDocumentCell, sortFieldOfColumn } from './document-columns';
import type { DocumentListState, DocumentSortField } from './document-list-params';
import { PaymentCells, PaymentHeaders } from './InvoiceListParts';

export interface Selection {
  selected: ReadonlySet<string>;
  onSelect: (uids: string[], on: boolean) => void;
}

interface DocumentTableProps extends Selection {
  kind: DocumentKind;
  columns: LabelledColumn[];
  rows: DocumentListRow[] | null;
  state: DocumentListState;
  onSort: (field: DocumentSortField) => void;
}

/** "Utkast" or "Offert 2001", for labels that name a row. */
export function rowName(kind: DocumentKind, row: DocumentListRow): string {
  return row.docNumber === null ? `${kind.label} (utkast)` : `${kind.label} ${row.docNumber}`;
}

/** Texts wrap within a sensible width; names truncate at one line; dates, numbers and badges never wrap. */
function cellStyle(column: string): CSSProperties {
  if (column === 'title' || column === 'mark') return { minWidth: 110, maxWidth: 220 };
  if (column === 'client' || column === 'folder' || column === 'employee')
    return { maxWidth: 160, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  return { whiteSpace: 'nowrap' };
}

export function DocumentTable({
  kind,
  columns,
  rows,
  state,
  onSort,
  selected,
  onSelect,
}: DocumentTableProps) {
  const navigate = useNavigate();
  const opens = hasEditor(kind);
  const visible = columns.filter((c) => c.visible);
  const pageUids = rows?.map((r) => r.docUid) ?? [];
  const invoices = hasInvoiceList(kind.type);
  return (
    <Table.ScrollContainer type="native" minWidth={760}>
      <Table highlightOnHover verticalSpacing={8} horizontalSpacing={8} data-testid="document-table">
        <Table.Thead>
          <Table.Tr>
            <PageCheckbox
              uids={pageUids}
              selected={selected}
              onSelect={onSelect}
              testId="document-select-all"
            />
            {visible.map((column) => {
              const field = sortFieldOfColumn(column.id as DocumentListColumnId);
              return (
                <SortableHeader
                  key={column.id}
                  sorted={sortDirection(field, state)}
                  onSort={field ? () => onSort(field) : undefined}
                >
                  {column.label}
                </SortableHeader>
              );
            })}
            {invoices && <PaymentHeaders />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null ? (
            <ColumnSkeletonRows columns={visible} leading />
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={row.docUid}
                style={opens ? { cursor: 'pointer' } : undefined}
                bg={selected.has(row.docUid) ? 'var(--mantine-color-montor-0)' : undefined}
                onClick={opens ? () => void navigate(documentEditPath(kind.type, row.docUid)) : undefined}
                tabIndex={opens ? 0 : undefined}
                aria-label={opens ? `Öppna ${rowName(kind, row)}` : undefined}
                onKeyDown={(e) => {
                  if (opens && e.key === 'Enter' && e.target === e.currentTarget)
                    void navigate(documentEditPath(kind.type, row.docUid));
                }}
                data-testid="document-row"
                data-doc-uid={row.docUid}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={`Markera ${rowName(kind, row)}`}
                    checked={selected.has(row.docUid)}
                    onChange={(e) => onSelect([row.docUid], e.currentTarget.checked)}
                    data-testid="document-select"
                  />
                </Table.Td>
                {visible.map((column) => (
                  <Table.Td
                    key={column.id}
                    fz="sm"
                    ta={isAmountColumn(column.id as DocumentListColumnId) ? 'right' : undefined}
                    style={cellStyle(column.id)}
                  >
                    {renderDocumentCell(column.id as DocumentListColumnId, row)}
                  </Table.Td>
                ))}
                {invoices && <PaymentCells row={row} />}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
