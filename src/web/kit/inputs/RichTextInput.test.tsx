import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RichTextInput } from './RichTextInput';

/** The editor is loaded lazily (tiptap stays out of the firms' bundle): on a busy machine that takes seconds. */
const LOAD_TIMEOUT = 10_000;

const toolbar = ['Fetstil', 'Kursiv stil', 'Mellanrubrik', 'Underrubrik', 'Punktlista', 'Numrerad lista'];

describe('RichTextInput', { timeout: 30_000 }, () => {
  it('loads the editor with Swedish toolbar names, named by its label and described by its error', async () => {
    renderWithProviders(
      <RichTextInput label="Text" value="<p>Hej</p>" onChange={() => {}} error="Detta fält måste fyllas i" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Text' }, { timeout: LOAD_TIMEOUT });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Detta fält måste fyllas i',
    );
    expect(box.innerHTML).toContain('Hej');
    for (const name of [...toolbar, 'Lägg till länk', 'Ta bort länk', 'Ångra', 'Gör om']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('answers the text as HTML as the toolbar shapes it, and takes it back with Ångra', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextInput label="Text" value="<p>Kaffe</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: LOAD_TIMEOUT });
    // The cursor starts in the first paragraph: the buttons shape the block it is in.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Punktlista' })));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Kaffe</p></li></ul>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Punktlista' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mellanrubrik' })));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Kaffe</h2>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ångra' })));
    expect(onChange).toHaveBeenLastCalledWith('<p>Kaffe</p>');
  });

  it('takes a value set from outside, such as a stored text, without answering it back', async () => {
    const onChange = vi.fn();
    function Loads() {
      const [value, setValue] = useState('');
      return (
        <>
          <button type="button" onClick={() => setValue('<h2>Jul</h2><p>Stängt</p>')}>
            Hämta
          </button>
          <RichTextInput label="Text" value={value} onChange={onChange} />
        </>
      );
    }
    renderWithProviders(<Loads />);
    const box = await screen.findByRole('textbox', { name: 'Text' }, { timeout: LOAD_TIMEOUT });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hämta' })));
    expect(box.innerHTML).toContain('<h2>Jul</h2>');
    expect(onChange).not.toHaveBeenCalled();
  });
});
