import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { unsavedChangesText, useUnsavedChangesPrompt } from './use-unsaved-changes';

function EditPage() {
  const [text, setText] = useState('');
  useUnsavedChangesPrompt(text !== '');
  return (
    <>
      <TextInput label="Anteckning" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Link to="/list">Kundlistan</Link>
    </>
  );
}

describe('useUnsavedChangesPrompt', () => {
  it('lets a form without edits go without asking', async () => {
    const { router } = renderWithRouter({ '/edit': <EditPage />, '/list': <p>Listan</p> });
    await userEvent.click(screen.getByRole('link', { name: 'Kundlistan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('asks before leaving unsaved edits: stay keeps them, leave goes', async () => {
    const { router } = renderWithRouter({ '/edit': <EditPage />, '/list': <p>Listan</p> });
    await userEvent.type(screen.getByLabelText('Anteckning'), 'Portkod');

    await userEvent.click(screen.getByRole('link', { name: 'Kundlistan' }));
    let dialog = await screen.findByRole('dialog', { name: unsavedChangesText.title });
    expect(dialog.textContent).toContain(unsavedChangesText.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Anteckning') as HTMLInputElement).value).toBe('Portkod');

    await userEvent.click(screen.getByRole('link', { name: 'Kundlistan' }));
    dialog = await screen.findByRole('dialog', { name: unsavedChangesText.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lämna sidan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});
