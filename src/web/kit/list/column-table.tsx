/**
 * Pieces for tables whose columns the employee chooses (clients, employees, documents): each column's
 * sort state, the grey rows while the first page loads, and the page's tick box for selections kept as
 * a set of uids.
 */
import { Checkbox, Skeleton, Table } from '@mantine/core';
import { placeholders } from '../../lib/placeholders';
import type { SortDirection } from './SortableHeader';

/** The header state of a column: null when the list cannot be sorted by it. */
export function sortDirection(
  field: string | null,
  current: { sortBy: string; sortDesc: boolean },
): SortDirection | null {
  if (field === null) return null;
  if (current.sortBy !== field) return 'none';
  return current.sortDesc ? 'desc' : 'asc';
}

/** Grey rows shaped like the chosen columns, with room for a leading tick box and a trailing action. */
export function ColumnSkeletonRows({
  columns,
  rows = 8,
  leading = false,
  trailing = false,
  width = () => '70%',
}: {
  columns: readonly { id: string }[];
  rows?: number;
  leading?: boolean;
  trailing?: boolean;
  width?: (columnId: string) => number | string;
}) {
  return placeholders(rows).map((key) => (
    <Table.Tr key={key} data-testid="list-loading">
      {leading && <Table.Td />}
      {columns.map((c) => (
        <Table.Td key={c.id}>
          <Skeleton h={14} w={width(c.id)} />
        </Table.Td>
      ))}
      {trailing && <Table.Td />}
    </Table.Tr>
  ));
}

/** The header's tick box for a selection kept as a set of uids: every row on this page on or off. */
export function PageCheckbox({
  uids,
  selected,
  onSelect,
  testId,
}: {
  uids: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (uids: string[], on: boolean) => void;
  testId?: string;
}) {
  const onPage = uids.filter((uid) => selected.has(uid)).length;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label="Markera alla på sidan"
        checked={uids.length > 0 && onPage === uids.length}
        indeterminate={onPage > 0 && onPage < uids.length}
        disabled={uids.length === 0}
        onChange={(e) => onSelect([...uids], e.currentTarget.checked)}
        data-testid={testId}
      />
    </Table.Th>
  );
}
