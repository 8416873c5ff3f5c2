import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing/render';
import { FormAlerts } from './FormAlerts';
import { useVersionedForm } from './use-versioned-form';

interface Values {
  name: string;
  note: string;
}
interface Stored {
  version: number;
  data: Values;
}

const start: Stored = { version: 1, data: { name: 'Rör AB', note: '' } };

function TestForm({ save, latest }: { save: () => Promise<Stored>; latest: () => Promise<Stored> }) {
  const form = useForm<Values>({ initialValues: start.data });
  const versioned = useVersionedForm({
    form,
    initial: { values: start.data, version: start.version },
    mapping: { prefix: 'data.', fields: ['name', 'note'] },
    read: (stored: Stored) => ({ values: stored.data, version: stored.version }),
    fetchLatest: latest,
  });
  async function submit() {
    versioned.startSave();
    try {
      versioned.accept(await save());
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <FormAlerts state={versioned} conflictTitle="Någon annan har ändrat kunden" />
      <TextInput label="Namn" {...form.getInputProps('name')} />
      <TextInput label="Anteckning" {...form.getInputProps('note')} />
      <Button type="submit">Spara</Button>
    </form>
  );
}

const conflict = () => Promise.reject(new ApiError({ status: 409, code: 'VERSION_CONFLICT', messages: [] }));

describe('useVersionedForm', () => {
  it('shows the server’s field messages at their fields and the rest above the form', async () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      messages: [
        { level: 'ERROR', code: 'REQUIRED', text: 'Ange namnet', field: 'data.name' },
        { level: 'ERROR', code: 'NO_RIGHT', text: 'Du får inte ändra kunden' },
      ],
    });
    renderWithProviders(<TestForm save={() => Promise.reject(refused)} latest={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange namnet')).toBeTruthy();
    expect(screen.getByLabelText('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-errors').textContent).toContain('Du får inte ändra kunden');
  });

  it('shows a 409 that names a field (a rule about the stored record) at the field, not as a conflict', async () => {
    const refused = new ApiError({
      status: 409,
      code: 'SURVEY_ANSWERED',
      messages: [{ level: 'ERROR', code: 'SURVEY_ANSWERED', text: 'Namnet har svar', field: 'data.name' }],
    });
    renderWithProviders(<TestForm save={() => Promise.reject(refused)} latest={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Namnet har svar')).toBeTruthy();
    expect(screen.queryByTestId('conflict-alert')).toBeNull();
  });

  it('on a conflict reloads the newest version and keeps the user’s own edits on top', async () => {
    const theirs: Stored = { version: 2, data: { name: 'Rör & Värme AB', note: '' } };
    renderWithProviders(<TestForm save={conflict} latest={() => Promise.resolve(theirs)} />);
    await userEvent.type(screen.getByLabelText('Anteckning'), 'Portkod 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByTestId('conflict-alert');
    expect(alert.textContent).toContain('Någon annan har ändrat kunden');

    await userEvent.click(screen.getByRole('button', { name: 'Ladda om och behåll mina ändringar' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-alert')).toBeNull());
    expect((screen.getByLabelText('Namn') as HTMLInputElement).value).toBe('Rör & Värme AB');
    expect((screen.getByLabelText('Anteckning') as HTMLInputElement).value).toBe('Portkod 1234');
  });

  it('on a conflict can drop the edits for the newest version, after asking', async () => {
    const theirs: Stored = { version: 2, data: { name: 'Rör & Värme AB', note: 'Deras' } };
    renderWithProviders(<TestForm save={conflict} latest={() => Promise.resolve(theirs)} />);
    await userEvent.type(screen.getByLabelText('Anteckning'), 'Min');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hämta senaste versionen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hämta senaste versionen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hämta' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Anteckning') as HTMLInputElement).value).toBe('Deras'),
    );
    expect(screen.queryByTestId('conflict-alert')).toBeNull();
  });
});
