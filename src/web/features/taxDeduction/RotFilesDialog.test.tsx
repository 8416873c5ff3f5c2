import type { Endpoint } from '@shared/api/endpoint';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing/render';
import { RotFilesDialog } from './RotFilesDialog';

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);
const answer = vi.hoisted(() => ({ fail: null as Error | null }));
const saved = vi.hoisted(() => [] as string[]);

// The call layer is the seam: what the dialog asks the server, and the file link it answers.
vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    if (answer.fail) throw answer.fail;
    return { link: '/api/files/rot', fileName: 'ROT-2026-1.xml', fileType: 'application/xml' };
  },
}));
vi.mock('../../api/files', () => ({ saveFile: (file: { fileName: string }) => saved.push(file.fileName) }));

const INVOICES = ['9b2f7c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d', '1c2d7c4e-1d3a-4e5b-8c6d-7e8f9a0b9b2f'];

function openDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <RotFilesDialog opened invoiceUids={INVOICES} onClose={onClose} onCreated={onCreated} />,
  );
  return { onCreated, onClose, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: /Namn på begäran/ }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Skapa och ladda ner' });

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  answer.fail = null;
});

describe('Skapa ROT-fil', () => {
  it('says how many invoices go in the file', () => {
    openDialog();
    expect(screen.getByTestId('rot-file-count').textContent).toBe('2 fakturor');
  });

  it('refuses a name over 16 characters at the field, without asking the server', async () => {
    const { user } = openDialog();
    // 17 characters: "Badrum Ek Lund 26" = 6 + 1 + 2 + 1 + 4 + 1 + 2.
    await user.type(nameField(), 'Badrum Ek Lund 26');
    expect(screen.getByText('Namnet får vara högst 16 tecken')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    // Back to 16 characters: accepted again.
    await user.type(nameField(), '{Backspace}');
    expect(screen.queryByText('Namnet får vara högst 16 tecken')).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('makes the file for the marked invoices with the name, and saves it', async () => {
    const { user, onCreated } = openDialog();
    await user.type(nameField(), ' Badrum Ek 2026 ');
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.endpoint).toBe(taxDeductionApi.taxDeductionInfoXML);
    expect(calls[0]?.parameters).toEqual({ invoiceUids: INVOICES, name: 'Badrum Ek 2026' });
    expect(saved).toEqual(['ROT-2026-1.xml']);
  });

  it('sends an empty name when none is given (the server makes one)', async () => {
    const { user, onCreated } = openDialog();
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.parameters).toEqual({ invoiceUids: INVOICES, name: '' });
  });

  it("shows the server's refusals in Swedish and keeps the dialog open", async () => {
    answer.fail = new ApiError({
      status: 400,
      code: 'ROT_NOT_PAID',
      messages: [
        { level: 'ERROR', code: 'ROT_NOT_PAID', text: 'Faktura 1005 är inte betald av kunden' },
        { level: 'ERROR', code: 'ROT_YEARS', text: 'Fakturorna måste vara från samma år' },
      ],
    });
    const { user, onCreated } = openDialog();
    await user.click(submit());
    const refusals = await screen.findByTestId('rot-file-refusals');
    expect(refusals.textContent).toContain('Faktura 1005 är inte betald av kunden');
    expect(refusals.textContent).toContain('Fakturorna måste vara från samma år');
    expect(onCreated).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('shows a refusal naming the name at the field', async () => {
    answer.fail = new ApiError({
      status: 400,
      code: 'VALIDATION',
      messages: [
        { level: 'ERROR', code: 'VALIDATION', field: 'name', text: 'Namnet innehåller otillåtna tecken' },
      ],
    });
    const { user } = openDialog();
    await user.type(nameField(), 'Bad<rum>');
    await user.click(submit());
    expect(await screen.findByText('Namnet innehåller otillåtna tecken')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('rot-file-refusals')).toBeNull();
  });
});
