import type { Endpoint } from '@shared/api/endpoint';
import { type InvoiceTaxDeduction, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { renderWithRouter } from '../../testing/render';
import { InvoiceRotCase } from './InvoiceRotCase';

const INVOICE = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const REMAINDER = '6e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7';

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);
const answer = vi.hoisted(() => ({ state: null as unknown }));

// The call layer is the seam: the case as the server answers it, and what the card asks to change.
vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    return answer.state;
  },
}));

function caseIn(state: InvoiceTaxDeduction['state'], more: Partial<InvoiceTaxDeduction> = {}) {
  return {
    invoiceUid: INVOICE,
    state,
    requestedOre: 487_500,
    allowedStates: [],
    request: null,
    decision: null,
    ...more,
  } satisfies InvoiceTaxDeduction;
}

function renderCase(state: InvoiceTaxDeduction) {
  answer.state = state;
  renderWithRouter({
    '/': (
      <QueryClientProvider client={queryClient}>
        <InvoiceRotCase
          docType="INVOICE"
          docUid={INVOICE}
          completed
          invoicePath={(uid) => `/invoices/edit/${uid}`}
        />
      </QueryClientProvider>
    ),
  });
}

const callsTo = (endpoint: Endpoint) => calls.filter((c) => c.endpoint === endpoint);

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
});

describe('the invoice ROT case', () => {
  it('changes the state only after the confirm dialog', async () => {
    const user = userEvent.setup();
    renderCase(caseIn('PAID_BY_CLIENT', { allowedStates: ['NOT_PAID', 'XML_SENT'] }));
    expect((await screen.findByTestId('rot-state')).textContent).toBe('ROT – betald av kund');
    await user.click(screen.getByRole('button', { name: 'Ändra status' }));
    answer.state = caseIn('XML_SENT', { allowedStates: ['PAID_BY_CLIENT'] });
    await user.click(await screen.findByRole('menuitem', { name: 'ROT – fil skapad', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra ROT-status' });
    expect(dialog.textContent).toContain('från ”ROT – betald av kund” till ”ROT – fil skapad”');
    expect(callsTo(taxDeductionApi.taxDeductionChangingState)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ändra status' }));
    await waitFor(() =>
      expect(callsTo(taxDeductionApi.taxDeductionChangingState)[0]?.parameters).toEqual({
        invoiceUid: INVOICE,
        taxDeductionState: 'XML_SENT',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('rot-state').textContent).toBe('ROT – fil skapad'));
  });

  it('offers the remainder invoice only when less than claimed is approved, and links it after', async () => {
    const user = userEvent.setup();
    renderCase(
      caseIn('XML_SENT', { request: { uid: 'r1', name: 'ROT 2026-1', createdAt: '2026-11-20T10:00:00Z' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Registrera beslut' }));
    const dialog = await screen.findByTestId('rot-decision-dialog');
    const amount = within(dialog).getByLabelText(/^Godkänt belopp/);
    // The whole claim approved: nothing to invoice the client.
    expect((amount as HTMLInputElement).value).toBe('4875');
    expect(within(dialog).queryByTestId('rot-remainder-checkbox')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '3000');
    // 4 875 − 3 000 = 1 875 kr short.
    expect(within(dialog).getByText(/1 875,00 kr mindre än begärt/)).toBeTruthy();
    const remainder = within(dialog).getByLabelText('Skapa restfaktura till kunden på mellanskillnaden');
    await user.click(remainder);
    answer.state = caseIn('XML_SENT', {
      decision: {
        decidedOn: '2026-11-21',
        approvedOre: 300_000,
        remainderInvoice: { uid: REMAINDER, number: 1042 },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Registrera beslut' }));
    await waitFor(() =>
      expect(callsTo(taxDeductionApi.taxDeductionDecision)[0]?.parameters).toMatchObject({
        invoiceUid: INVOICE,
        approvedOre: 300_000,
        createRemainderInvoice: true,
      }),
    );
    const link = await screen.findByTestId('rot-remainder-link');
    expect(link.textContent).toBe('Restfaktura 1042');
    expect(link.getAttribute('href')).toBe(`/invoices/edit/${REMAINDER}`);
  });

  it('shows nothing for an invoice without ROT', async () => {
    renderCase(caseIn('NOT_APPLICABLE'));
    // The card shows while the case loads, and goes once the server says ROT does not apply.
    expect(screen.getByTestId('invoice-rot-case')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('invoice-rot-case')).toBeNull());
  });
});
