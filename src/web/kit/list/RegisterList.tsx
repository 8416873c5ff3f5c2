import { Box, Checkbox, CloseButton, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryError } from '../../shell/QueryError';
import { type Noun, OffsetListFooter } from './ListFooter';
import { PAGE_SIZE, SkeletonRows } from './list-parts';
import { SelectionBar } from './SelectionBar';
import type { Selection } from './use-selection';

/**
 * The search field of a register (with a button that clears it), the other filters beside it, and list
 * actions (columns, export) at the right.
 */
export function FilterBar({
  search,
  onSearch,
  placeholder,
  label,
  searchTestId,
  children,
  actions,
}: {
  search: string;
  onSearch: (text: string) => void;
  placeholder: string;
  /** The field's accessible name ("Sök bland egna artiklar"). */
  label: string;
  searchTestId?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" align="flex-end" data-testid="filter-bar">
      <Group gap="sm" align="flex-end" style={{ flex: 1, minWidth: 260 }}>
        <TextInput
          placeholder={placeholder}
          aria-label={label}
          leftSection={<IconSearch size={16} />}
          rightSection={
            search ? <CloseButton aria-label="Rensa sökningen" onClick={() => onSearch('')} /> : null
          }
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 440, minWidth: 220 }}
          data-testid={searchTestId}
        />
        {children}
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

/** The tick box in the header: all rows on this page on or off. */
export function SelectAllCheckbox<R extends { uid: string }>({
  rows,
  selection,
}: {
  rows: readonly R[];
  selection: Selection<R>;
}) {
  const all = rows.length > 0 && rows.every((r) => selection.has(r.uid));
  return (
    <Table.Th w={36}>
      <Checkbox
        aria-label="Markera alla på sidan"
        checked={all}
        indeterminate={!all && rows.some((r) => selection.has(r.uid))}
        onChange={(e) => selection.setPage(rows, e.currentTarget.checked)}
      />
    </Table.Th>
  );
}

/** The tick box of one row. */
export function RowCheckbox<R extends { uid: string }>({
  row,
  selection,
  label,
}: {
  row: R;
  selection: Selection<R>;
  /** "Markera A123". */
  label: string;
}) {
  return (
    <Table.Td>
      <Checkbox aria-label={label} checked={selection.has(row.uid)} onChange={() => selection.toggle(row)} />
    </Table.Td>
  );
}

export interface RegisterListProps {
  filters?: ReactNode;
  /** Shown while rows are ticked. */
  selection?: { count: number; noun: Noun; onClear: () => void; actions: ReactNode } | null | false;
  /** The query's error; the list is replaced by the retry notice. */
  error?: Error | null;
  /** "kommentarerna", for the error notice. */
  what: string;
  onRetry?: () => void;
  /** No page has arrived yet: grey rows. */
  loading: boolean;
  /** Shown instead of the table when the list has no rows. */
  empty?: ReactNode;
  columns: number;
  head: ReactNode;
  children: ReactNode;
  minWidth: number;
  testId: string;
  paging: { offset: number; total: number; noun: Noun; onOffset: (offset: number) => void };
  /** Beside the paging footer: an action on the whole result ("Ta bort alla 57 i urvalet"). */
  footerActions?: ReactNode;
  /** A line under the list, e.g. why nothing can be changed. */
  note?: ReactNode;
}

/**
 * One register list: filter bar, selection bar, table with sortable header, grey rows while loading,
 * the empty state and the paging footer, in one framed card.
 */
export function RegisterList(props: RegisterListProps) {
  const { selection, paging } = props;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
      {props.filters && <Box mb="md">{props.filters}</Box>}
      {selection && selection.count > 0 && (
        <SelectionBar count={selection.count} noun={selection.noun} onClear={selection.onClear}>
          {selection.actions}
        </SelectionBar>
      )}
      {props.error ? (
        <QueryError what={props.what} error={props.error} onRetry={props.onRetry ?? (() => undefined)} />
      ) : props.empty ? (
        props.empty
      ) : (
        <>
          <Table.ScrollContainer minWidth={props.minWidth}>
            <Table highlightOnHover verticalSpacing="xs" data-testid={props.testId}>
              <Table.Thead>
                <Table.Tr>{props.head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.loading ? <SkeletonRows columns={props.columns} /> : props.children}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {paging.total > 0 && (
            <OffsetListFooter {...paging} pageSize={PAGE_SIZE}>
              {props.footerActions}
            </OffsetListFooter>
          )}
        </>
      )}
      {props.note && (
        <Text size="xs" c="dimmed" mt="sm">
          {props.note}
        </Text>
      )}
    </Paper>
  );
}
