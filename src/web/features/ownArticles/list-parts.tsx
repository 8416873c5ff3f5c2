/**
 * Pieces the register lists share (own articles, own comments, own prices): sortable headers, the
 * paging footer, loading rows and the empty state. Page size 20 as api-spec §9 says.
 */
import {
  Center,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type Icon, IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { placeholders } from '../../lib/placeholders';

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
  const SortIcon = !active ? IconArrowsSort : sort.sortDesc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th
      w={w}
      aria-sort={active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(nextSort(sort, field))} w="100%">
        <Group gap={4} justify={align === 'right' ? 'flex-end' : 'flex-start'} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <SortIcon
            size={14}
            color={active ? 'var(--mantine-color-montor-7)' : 'var(--mantine-color-gray-5)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return placeholders(rows).map((key) => (
    <Table.Tr key={key}>
      {placeholders(columns).map((cell) => (
        <Table.Td key={cell}>
          <Skeleton h={14} my={4} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function ListFooter({
  offset,
  total,
  onOffset,
  noun,
}: {
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
  noun: string;
}) {
  if (total === 0) return null;
  const pages = Math.ceil(total / PAGE_SIZE);
  const first = offset + 1;
  const last = Math.min(offset + PAGE_SIZE, total);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" data-testid="list-count">
        Visar {first}–{last} av {total} {noun}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.floor(offset / PAGE_SIZE) + 1}
          onChange={(page) => onOffset((page - 1) * PAGE_SIZE)}
          size="sm"
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': 'Föregående sida' } : { 'aria-label': 'Nästa sida' }
          }
        />
      )}
    </Group>
  );
}

export function EmptyState({
  icon: EmptyIcon,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md" data-testid="list-empty">
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light">
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
