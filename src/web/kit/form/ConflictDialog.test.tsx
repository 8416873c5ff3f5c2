import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { conflictChoices } from './ConflictAlert';
import { ConflictDialog } from './ConflictDialog';

describe('ConflictDialog', () => {
  it('is a named dialog with the common choices, and each choice calls its handler', async () => {
    const keep = vi.fn();
    const discard = vi.fn();
    renderWithProviders(
      <ConflictDialog
        opened
        title="Kunden har ändrats av någon annan"
        onReloadKeepingEdits={keep}
        onReloadDiscardingEdits={discard}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kunden har ändrats av någon annan' });
    expect(dialog.textContent).toContain(conflictChoices.message);
    await userEvent.click(within(dialog).getByRole('button', { name: conflictChoices.keep }));
    expect(keep).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: conflictChoices.discard }));
    expect(discard).toHaveBeenCalledOnce();
  });

  it('takes the page’s own words and cannot be closed without a choice', async () => {
    renderWithProviders(
      <ConflictDialog
        opened
        title="Dokumentet har ändrats av någon annan"
        message="Någon annan har sparat dokumentet medan du arbetade."
        discardLabel="Ladda om utan mina ändringar"
        onReloadKeepingEdits={() => {}}
        onReloadDiscardingEdits={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dokumentet har ändrats av någon annan' });
    expect(dialog.textContent).toContain('Någon annan har sparat dokumentet medan du arbetade.');
    expect(within(dialog).getByRole('button', { name: 'Ladda om utan mina ändringar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: conflictChoices.keep })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /stäng/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Dokumentet har ändrats av någon annan' })).toBeTruthy();
  });
});
