import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc' | 'none';

interface SortableHeaderProps {
  children: ReactNode;
  /** Null for a column the server cannot sort by: a plain header. */
  sorted: SortDirection | null;
  onSort?: () => void;
  width?: number | string;
  align?: 'left' | 'right';
}

/** A column header that sorts the list; a second click turns the order around. */
export function SortableHeader({ children, sorted, onSort, width, align = 'left' }: SortableHeaderProps) {
  const style = { whiteSpace: 'nowrap', width, textAlign: align } as const;
  if (sorted === null) return <Table.Th style={style}>{children}</Table.Th>;
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      style={style}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={onSort} w="100%">
        <Group gap={4} justify={align === 'right' ? 'flex-end' : 'flex-start'} wrap="nowrap">
          <Text fw={700} size="sm" span>
            {children}
          </Text>
          <Icon
            size={14}
            color={sorted === 'none' ? 'var(--mantine-color-gray-5)' : 'var(--mantine-color-montor-7)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
