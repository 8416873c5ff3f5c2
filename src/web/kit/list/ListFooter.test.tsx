import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ListFooter } from './ListFooter';

const noun = { one: 'dokument', many: 'dokument' };
const footer = (props: { page: number; total: number; moreThanTotal?: boolean }) =>
  renderWithProviders(<ListFooter pageSize={20} noun={noun} onPage={() => undefined} {...props} />);

describe('ListFooter', () => {
  it('counts one page without page buttons', () => {
    footer({ page: 1, total: 7 });
    expect(screen.getByTestId('list-count').textContent).toBe('7 dokument');
    expect(screen.queryByRole('button', { name: 'Nästa sida' })).toBeNull();
  });

  it('shows the rows of the page among all of them', () => {
    footer({ page: 2, total: 57 });
    expect(screen.getByTestId('list-count').textContent).toBe('21–40 av 57 dokument');
  });

  it('says "fler än" when the server stopped counting', () => {
    footer({ page: 3, total: 10_000, moreThanTotal: true });
    // Swedish groups thousands with a no-break space, so the number never wraps.
    expect(screen.getByTestId('list-count').textContent).toBe('41–60 av fler än 10\u00a0000 dokument');
    expect(screen.getByRole('button', { name: 'Nästa sida' }).hasAttribute('disabled')).toBe(false);
  });
});
