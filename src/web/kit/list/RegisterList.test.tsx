import { Table } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ListEmpty, SortableTh, type SortState } from './list-parts';
import { RegisterList, RowCheckbox, SelectAllCheckbox } from './RegisterList';
import { useSelection } from './use-selection';

interface Row {
  uid: string;
  code: string;
}
const NOUN = { one: 'artikel', many: 'artiklar' };
const ROWS: Row[] = [
  { uid: 'a', code: 'A1' },
  { uid: 'b', code: 'B2' },
];

function TestList({
  rows,
  loading = false,
  total = rows.length,
}: {
  rows: Row[];
  loading?: boolean;
  total?: number;
}) {
  const [sort, setSort] = useState<SortState<'code'>>({ sortBy: 'code', sortDesc: false });
  const selection = useSelection<Row>();
  const sorted = [...rows].sort((x, y) => (sort.sortDesc ? -1 : 1) * x.code.localeCompare(y.code));
  return (
    <RegisterList
      selection={{ count: selection.size, noun: NOUN, onClear: selection.clear, actions: null }}
      what="artiklarna"
      loading={loading}
      empty={
        total === 0 && (
          <ListEmpty
            filtered={false}
            noMatch={{ title: 'Inga artiklar matchar', text: '' }}
            icon={IconListDetails}
            title="Inga egna artiklar ännu"
            text="Lägg upp det ni debiterar ofta."
          />
        )
      }
      columns={2}
      head={
        <>
          <SelectAllCheckbox rows={sorted} selection={selection} />
          <SortableTh field="code" sort={sort} onSort={setSort}>
            Artikelnr
          </SortableTh>
        </>
      }
      minWidth={300}
      testId="test-table"
      paging={{ offset: 0, total, noun: NOUN, onOffset: () => undefined }}
    >
      {sorted.map((row) => (
        <Table.Tr key={row.uid} data-testid="row">
          <RowCheckbox row={row} selection={selection} label={`Markera ${row.code}`} />
          <Table.Td>{row.code}</Table.Td>
        </Table.Tr>
      ))}
    </RegisterList>
  );
}

const codes = () => screen.getAllByTestId('row').map((r) => r.textContent);

describe('RegisterList', () => {
  it('sorts by a header: ascending first, a second click turns the order', () => {
    renderWithProviders(<TestList rows={ROWS} />);
    const header = screen.getByRole('columnheader', { name: /Artikelnr/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(codes()).toEqual(['A1', 'B2']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(codes()).toEqual(['B2', 'A1']);
  });

  it('shows the selection bar while rows are ticked, and ticks a whole page at once', () => {
    renderWithProviders(<TestList rows={ROWS} />);
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    fireEvent.click(screen.getByLabelText('Markera A1'));
    expect(screen.getByTestId('selection-bar').textContent).toContain('1 artikel markerad');
    fireEvent.click(screen.getByLabelText('Markera alla på sidan'));
    expect(screen.getByTestId('selection-bar').textContent).toContain('2 artiklar markerade');
    fireEvent.click(screen.getByRole('button', { name: 'Avmarkera' }));
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('counts the rows in the footer', () => {
    renderWithProviders(<TestList rows={ROWS} />);
    expect(screen.getByTestId('list-count').textContent).toBe('2 artiklar');
  });

  it('shows grey rows while loading and the empty state when there is nothing', () => {
    const { unmount } = renderWithProviders(<TestList rows={[]} loading total={1} />);
    expect(screen.getAllByTestId('list-loading').length).toBeGreaterThan(0);
    unmount();
    renderWithProviders(<TestList rows={[]} total={0} />);
    expect(screen.getByTestId('list-empty').textContent).toContain('Inga egna artiklar ännu');
    expect(screen.queryByTestId('test-table')).toBeNull();
  });
});
