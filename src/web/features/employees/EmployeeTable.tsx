import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { type EmployeeListRow, employeeSortFields } from '@shared/api/employees.api';
import { roleLabels } from '@shared/domain/access';
import { formatDateTime } from '@shared/domain/format';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ColumnSkeletonRows, SortableHeader, sortDirection } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import type { LabelledColumn } from '../listSettings';

export interface EmployeeSort {
  by: (typeof employeeSortFields)[number];
  desc: boolean;
}

const editPath = (uid: string) => `/employees/edit/${uid}`;

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} tt="none">
      {active ? 'Aktiv' : 'Inaktiv'}
    </Badge>
  );
}

function cell(id: string, row: EmployeeListRow): ReactNode {
  switch (id) {
    case 'loginName':
      return (
        <Anchor
          component={Link}
          to={editPath(row.uid)}
          fw={600}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {row.loginName}
        </Anchor>
      );
    case 'role':
      return roleLabels[row.role];
    case 'active':
      return <ActiveBadge active={row.active} />;
    case 'defaultEmployee':
      return row.defaultEmployee ? (
        <ThemeIcon size="sm" variant="light" color="green" aria-label="Förvald">
          <IconCheck size={14} />
        </ThemeIcon>
      ) : null;
    case 'lastLoginAt':
      return row.lastLoginAt ? (
        formatDateTime(row.lastLoginAt)
      ) : (
        <Text span size="sm" c="dimmed">
          Aldrig
        </Text>
      );
    default: {
      const value = row[id as keyof EmployeeListRow];
      return typeof value === 'string' ? value : null;
    }
  }
}

interface EmployeeTableProps {
  columns: LabelledColumn[];
  rows: EmployeeListRow[] | null;
  sort: EmployeeSort;
  onSort: (columnId: string) => void;
}

export function EmployeeTable({ columns, rows, sort, onSort }: EmployeeTableProps) {
  const navigate = useNavigate();
  const visible = columns.filter((c) => c.visible);
  return (
    <Table.ScrollContainer type="native" minWidth={720}>
      <Table highlightOnHover verticalSpacing={8} data-testid="employee-table">
        <Table.Thead>
          <Table.Tr>
            {visible.map((column) => {
              const sortable = (employeeSortFields as readonly string[]).includes(column.id);
              const sorted = sortDirection(sortable ? column.id : null, {
                sortBy: sort.by,
                sortDesc: sort.desc,
              });
              return (
                <SortableHeader key={column.id} sorted={sorted} onSort={() => onSort(column.id)}>
                  {column.label}
                </SortableHeader>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null ? (
            <ColumnSkeletonRows columns={visible} rows={4} />
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={row.uid}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(editPath(row.uid))}
                data-testid="employee-row"
              >
                {visible.map((column) => (
                  <Table.Td key={column.id} fz="sm">
                    {cell(column.id, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EmployeeCards({ rows }: { rows: EmployeeListRow[] | null }) {
  if (rows === null) {
    return (
      <Stack gap="sm">
        {placeholders(3).map((key) => (
          <Card key={key} withBorder radius="md" padding="sm">
            <Skeleton h={16} w="50%" mb={8} />
            <Skeleton h={12} w="70%" />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card
          key={row.uid}
          withBorder
          radius="md"
          padding="sm"
          component={Link}
          to={editPath(row.uid)}
          data-testid="employee-row"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>{row.displayName}</Text>
              <Text size="sm" c="dimmed" truncate>
                {row.loginName} · {roleLabels[row.role]}
              </Text>
              {row.email && (
                <Text size="sm" c="dimmed" truncate>
                  {row.email}
                </Text>
              )}
            </div>
            <ActiveBadge active={row.active} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
