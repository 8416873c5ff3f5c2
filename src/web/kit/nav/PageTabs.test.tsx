import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PageTabs } from './PageTabs';

const tabs = [
  { value: 'one', label: 'Första' },
  { value: 'two', label: 'Andra' },
  { value: 'three', label: 'Tredje' },
] as const;

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Räknat {count}
    </button>
  );
}

function Pages() {
  const [value, setValue] = useState<(typeof tabs)[number]['value']>('one');
  return (
    <PageTabs tabs={tabs} value={value} onChange={setValue}>
      <Counter />
    </PageTabs>
  );
}

describe('PageTabs', () => {
  it('gives every tab the panel its aria-controls names, the active one labelled by its tab', () => {
    renderWithProviders(<Pages />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel, tab.textContent ?? '').not.toBeNull();
      expect(panel?.getAttribute('role')).toBe('tabpanel');
    }
    const active = screen.getByRole('tab', { selected: true });
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(active.id);
    expect(screen.getByRole('tabpanel').textContent).toContain('Räknat 0');
  });

  it('keeps the page (and its state) when the tab changes', async () => {
    renderWithProviders(<Pages />);
    await userEvent.click(screen.getByRole('button', { name: 'Räknat 0' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Andra' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Andra');
    expect(screen.getByRole('button', { name: 'Räknat 1' })).toBeTruthy();
    for (const tab of screen.getAllByRole('tab'))
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });
});
