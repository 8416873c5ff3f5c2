import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DocumentListRow, RelationStatus } from '@shared/api/documents';
import {
  type DocumentStatus,
  documentKinds,
  documentStatusLabels,
} from '@shared/domain/documents/document-kinds';
import type { DocumentListColumnId } from '@shared/domain/documents/document-list-columns';
import { formatDate } from '@shared/domain/format';
import { IconArrowBarToLeft, IconArrowBarToRight, IconArrowsLeftRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ClientLinkCell } from '../../clientLinks';
import { DocumentSum } from './DocumentSum';
import { type DocumentSortField, readStateLabels, unixTypeLabels } from './document-list-params';

type ListColumn = DocumentListColumnId;

const relationTexts: Record<Exclude<RelationStatus, 'NONE'>, { label: string; icon: ReactNode }> = {
  HAS_SOURCES: { label: 'Skapad från', icon: <IconArrowBarToRight size={16} /> },
  HAS_TARGETS: { label: 'Har skapat', icon: <IconArrowBarToLeft size={16} /> },
  BOTH: { label: 'Skapad från och har skapat', icon: <IconArrowsLeftRight size={16} /> },
};

/** "Offert 2001", or "Offert (utkast)" for a related draft. */
export function relationCaption(data: NonNullable<DocumentListRow['firstRelationData']>): string {
  const label = documentKinds[data.docType].label;
  return data.docNumber === null ? `${label} (utkast)` : `${label} ${data.docNumber}`;
}

function RelationCell({ row }: { row: DocumentListRow }) {
  if (row.relationStatus === 'NONE') return '–';
  const { label, icon } = relationTexts[row.relationStatus];
  return (
    <Tooltip label={label}>
      <Group gap={6} wrap="nowrap" c="montor.7" data-testid="document-relation">
        {icon}
        <Text span fz="sm">
          {row.firstRelationData ? relationCaption(row.firstRelationData) : label}
        </Text>
      </Group>
    </Tooltip>
  );
}

const sortFields: Partial<Record<ListColumn, DocumentSortField>> = {
  number: 'number',
  docDate: 'docDate',
  client: 'client',
  mark: 'mark',
  totalSum: 'totalSum',
  modifiedAt: 'modifiedAt',
};

export function sortFieldOfColumn(column: ListColumn): DocumentSortField | null {
  return sortFields[column] ?? null;
}

export function isAmountColumn(column: ListColumn): boolean {
  return column === 'totalSum' || column === 'totalPayableSum';
}

const statusColors: Record<DocumentStatus, string> = { DRAFT: 'gray', COMPLETED: 'green', LOCKED: 'blue' };

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="document-status"
    >
      {documentStatusLabels[status]}
    </Badge>
  );
}

function dateOrDash(value: string | null): string {
  return value ? formatDate(value) : '–';
}

export function renderDocumentCell(column: ListColumn, row: DocumentListRow): ReactNode {
  switch (column) {
    case 'number':
      return row.docNumber === null ? (
        <Text span c="dimmed" fz="sm">
          Utkast
        </Text>
      ) : (
        <Text span fw={600} fz="sm">
          {row.docNumber}
        </Text>
      );
    case 'docDate':
      return dateOrDash(row.docDate);
    case 'client':
      return row.client?.caption ?? '–';
    case 'mark':
      return row.mark || '–';
    case 'title':
      return row.title || '–';
    case 'employee':
      return row.employee?.caption ?? '–';
    // Both are the payable sum the editor shows (decision 0021) until payments (#10) make them differ.
    case 'totalSum':
    case 'totalPayableSum':
      return <DocumentSum row={row} />;
    case 'validTill':
      return dateOrDash(row.validTill);
    case 'dueDate':
      return dateOrDash(row.dueDate);
    case 'plannedStartDate':
      return dateOrDash(row.plannedStartDate);
    case 'status':
      return <StatusBadge status={row.status} />;
    case 'modifiedAt':
      return dateOrDash(row.modifiedAt);
    case 'relation':
      return <RelationCell row={row} />;
    case 'readState':
      return row.readState ? (
        <Badge
          variant={row.readState === 'NEW' || row.readState === 'UPDATED' ? 'filled' : 'light'}
          tt="none"
        >
          {readStateLabels[row.readState]}
        </Badge>
      ) : (
        '–'
      );
    case 'unixType':
      return row.unixType ? unixTypeLabels[row.unixType] : '–';
    case 'sentAt':
      return row.sentAt ? formatDate(row.sentAt) : 'Ej skickad';
    case 'folder':
      return row.folder?.caption ?? '–';
    case 'clientLink':
      return <ClientLinkCell state={row.clientLinkState} />;
    case 'eInvoice':
      return row.eInvoiceSent ? (
        <Text span fz="sm" style={{ whiteSpace: 'nowrap' }} data-testid="document-e-invoice-sent">
          Skickad {formatDate(row.eInvoiceSent)}
        </Text>
      ) : null;
  }
}
