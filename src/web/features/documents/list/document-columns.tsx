import { Badge, Text } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents.api';
import {
  type DocumentStatus,
  documentStatusLabels,
  type ListColumn,
} from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import type { ReactNode } from 'react';
import type { DocumentSortField } from './document-list-params';

export const columnLabels: Record<ListColumn, string> = {
  number: 'Nummer',
  docDate: 'Datum',
  client: 'Kund',
  mark: 'Märkning',
  title: 'Rubrik',
  employee: 'Handläggare',
  totalSum: 'Summa inkl. moms',
  totalPayableSum: 'Att betala',
  validTill: 'Giltig t.o.m.',
  dueDate: 'Förfallodag',
  plannedStartDate: 'Planerad start',
  status: 'Status',
  modifiedAt: 'Ändrad',
};

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
    <Badge variant="light" color={statusColors[status]} tt="none" data-testid="document-status">
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
    case 'totalSum':
      return formatKr(row.totalSumOre);
    case 'totalPayableSum':
      return formatKr(row.totalPayableSumOre);
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
  }
}
