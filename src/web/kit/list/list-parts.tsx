/**
 * Pieces every register list shares: the sort state and its header, loading rows and the empty state.
 * Page size 20 as api-spec §9 says.
 */
import {
  ActionIcon,
  Anchor,
  Center,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { type Icon, IconSearch, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { placeholders } from '../../lib/placeholders';
import { SortableHeader } from './SortableHeader';

export const PAGE_SIZE = 20;

export interface SortState<F extends string> {
  sortBy: F;
  sortDesc: boolean;
}

/** Clicking the sorted column turns the order; another column starts ascending. */
export function nextSort<F extends string>(current: SortState<F>, field: F): SortState<F> {
  return current.sortBy === field
    ? { sortBy: field, sortDesc: !current.sortDesc }
    : { sortBy: field, sortDesc: false };
}

/** A sortable header bound to a list's sort state. */
export function SortableTh<F extends string>({
  field,
  sort,
  onSort,
  children,
  align = 'left',
  w,
}: {
  field: F;
  sort: SortState<F>;
  onSort: (next: SortState<F>) => void;
  children: ReactNode;
  align?: 'left' | 'right';
  w?: number;
}) {
  const active = sort.sortBy === field;
  return (
    <SortableHeader
      sorted={active ? (sort.sortDesc ? 'desc' : 'asc') : 'none'}
      onSort={() => onSort(nextSort(sort, field))}
      align={align}
      width={w}
    >
      {children}
    </SortableHeader>
  );
}

/** Grey rows while the first page loads, so the table keeps its shape. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return placeholders(rows).map((key) => (
    <Table.Tr key={key} data-testid="list-loading">
      {placeholders(columns).map((cell) => (
        <Table.Td key={cell}>
          <Skeleton h={14} my={4} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** What an empty list says: nothing yet (and how to start), or nothing matches the filter. */
export function EmptyState({
  icon: EmptyIcon,
  title,
  text,
  action,
  color,
  testId = 'list-empty',
}: {
  icon: Icon;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  color?: string;
  testId?: string;
}) {
  return (
    <Center py={48} px="md" data-testid={testId}>
      <Stack align="center" gap="xs" maw={460} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          <EmptyIcon size={28} />
        </ThemeIcon>
        <Title order={3} fz={18}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/** A row's code: opens the record when the user may edit it, plain text otherwise. */
export function RecordLink({
  editable,
  onOpen,
  children,
}: {
  editable: boolean;
  onOpen: () => void;
  children: ReactNode;
}) {
  return editable ? (
    <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={onOpen}>
      {children}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {children}
    </Text>
  );
}

/** The trash button at the end of a row. */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Table.Td>
      <Tooltip label="Ta bort">
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Table.Td>
  );
}

/** An empty register: nothing matches the search or filter, or nothing has been added yet (and how to). */
export function ListEmpty({
  filtered,
  noMatch,
  icon,
  title,
  text,
  action,
}: {
  filtered: boolean;
  noMatch: { title: string; text: ReactNode };
  icon: Icon;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}) {
  return filtered ? (
    <EmptyState icon={IconSearch} title={noMatch.title} text={noMatch.text} />
  ) : (
    <EmptyState icon={icon} title={title} text={text} action={action} />
  );
}
