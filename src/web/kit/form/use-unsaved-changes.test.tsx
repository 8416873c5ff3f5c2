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

const documentText = { title: 'Lämna dokumentet?', confirmLabel: 'Lämna utan att spara' };

/** A page with its own words that may change its query and move to its own saved address. */
function DocumentPage() {
  useUnsavedChangesPrompt(() => true, {
    text: documentText,
    stayingWithin: (pathname, from) => pathname === from || pathname === '/edit/1',
  });
  return (
    <>
      <Link to="/new?tab=rader">Raderna</Link>
      <Link to="/edit/1">Sparat</Link>
      <Link to="/list">Listan</Link>
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

describe('useUnsavedChangesPrompt with options', () => {
  it('asks in the form’s own words and keeps the common ones for the rest', async () => {
    const { router } = renderWithRouter({ '/new': <DocumentPage />, '/list': <p>Listan</p> });
    await userEvent.click(screen.getByRole('link', { name: 'Listan' }));
    const dialog = await screen.findByRole('dialog', { name: documentText.title });
    expect(dialog.textContent).toContain(unsavedChangesText.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lämna utan att spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('does not ask for a move within the paths the form stays on', async () => {
    const { router } = renderWithRouter({
      '/new': <DocumentPage />,
      '/edit/1': <DocumentPage />,
      '/list': <p>Listan</p>,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Raderna' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=rader'));
    await userEvent.click(screen.getByRole('link', { name: 'Sparat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
