import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableHeaderProps {
  children: ReactNode;
  /** Null for a column the server cannot sort by: a plain header. */
  sorted: 'asc' | 'desc' | 'none' | null;
  onSort?: () => void;
  width?: number | string;
}

/** A column header that sorts the list; a second click turns the order around. */
export function SortableHeader({ children, sorted, onSort, width }: SortableHeaderProps) {
  if (sorted === null) return <Table.Th style={{ whiteSpace: 'nowrap', width }}>{children}</Table.Th>;
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Table.Th
      style={{ whiteSpace: 'nowrap', width }}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {children}
        <Icon size={13} style={{ opacity: sorted === 'none' ? 0.35 : 1 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
