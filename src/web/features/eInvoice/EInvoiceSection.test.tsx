import type { SessionData } from '@shared/api/auth.api';
import { type EInvoicePreview, eInvoiceApi } from '@shared/api/eInvoice.api';
import type { Endpoint } from '@shared/api/endpoint';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { setSession } from '../../session/session-store';
import { renderWithProviders } from '../../testing/render';
import { EInvoiceSection } from './EInvoiceSection';

const INVOICE = '0c7f3c1e-6a55-4f0e-9f43-0a1b2c3d4e5f';

const content: NonNullable<EInvoicePreview['content']> = {
  number: '1001',
  issueDate: '2026-11-21',
  dueDate: '2026-12-21',
  buyerReference: 'Ref 4711',
  seller: { name: 'Rörfirman AB', organizationId: '5560160680', vatRegistrationId: 'SE556016068001' },
  buyer: { name: 'Byggbolaget i Lund AB', endpoint: 'Org.nr 5566778899', vatRegistrationId: '' },
  paymentId: '100155',
  lines: [
    {
      name: 'Blandare kök',
      quantity: 2000,
      unitCode: 'H87',
      priceOre: 100_000,
      lineExtensionOre: 200_000,
      vat: '25 %',
    },
  ],
  totals: [
    { label: 'Summa exkl. moms', amountOre: 200_000 },
    { label: 'Moms 25 %', amountOre: 50_000 },
    { label: 'Att betala', amountOre: 250_000 },
  ],
};

function preview(over: Partial<EInvoicePreview> = {}): EInvoicePreview {
  return {
    format: 'PEPPOL',
    documentType: 'INVOICE',
    problems: [],
    approval: 'NOT_APPROVED',
    approvedAt: null,
    approvedBy: null,
    sentAt: null,
    messageId: null,
    lastError: null,
    canApprove: true,
    canSend: false,
    content,
    ...over,
  };
}

/** What the server answers next, per endpoint; an Error is thrown as the failed call. */
const server = vi.hoisted(() => ({ answers: new Map<string, unknown>(), calls: [] as string[] }));

vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint) => {
    server.calls.push(endpoint.path);
    const answer = server.answers.get(endpoint.path);
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected call ${endpoint.path}`);
    return answer;
  },
}));

const isDisabled = (e: HTMLElement) => (e as HTMLButtonElement).disabled;

function answer(endpoint: Endpoint, value: unknown) {
  server.answers.set(endpoint.path, value);
}

function renderCard(completed = true) {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <EInvoiceSection
        docType="INVOICE"
        docUid={INVOICE}
        hasClient
        completed={completed}
        version={3}
        onSent={() => {}}
      />
    </QueryClientProvider>,
  );
  return screen.findByTestId('e-invoice-approval');
}

beforeEach(() => {
  server.answers.clear();
  server.calls.length = 0;
  queryClient.clear();
  // An office employee in a firm with e-invoicing.
  setSession({
    role: 'ADMIN',
    accessLevel: 'FULL',
    enabledSiteOption: ['CLIENTS', 'INVOICES', 'E_INVOICE'],
  } as SessionData);
});

describe('the editor e-invoice card', () => {
  it('lists what to fix and offers neither preview nor approval', async () => {
    answer(
      eInvoiceApi.previewEInvoice,
      preview({
        problems: [
          { field: 'clientUid', message: 'Kunden är inte markerad för e-faktura i kundregistret' },
          { field: 'bankgiro', message: 'Företagets bankgiro eller plusgiro saknas' },
        ],
        canApprove: false,
        content: null,
      }),
    );
    await renderCard();
    const problems = screen.getByTestId('e-invoice-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Kunden är inte markerad för e-faktura i kundregistret',
      'Företagets bankgiro eller plusgiro saknas',
    ]);
    expect(isDisabled(screen.getByRole('button', { name: 'Förhandsgranska' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Godkänn' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Skicka' }))).toBe(true);
  });

  it('previews the content and approves it: the status becomes Godkänd and sending opens', async () => {
    const user = userEvent.setup();
    answer(eInvoiceApi.previewEInvoice, preview());
    expect((await renderCard()).textContent).toBe('Ej godkänd');
    expect(screen.getByTestId('e-invoice-format').textContent).toContain('PEPPOL BIS Billing 3.0');

    await user.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Byggbolaget i Lund AB')).toBeTruthy();
    expect(within(dialog).getByTestId('e-invoice-reference').textContent).toContain('Ref 4711');
    expect(within(dialog).getByText('2 st')).toBeTruthy();
    expect(within(dialog).getByText('Att betala')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));

    answer(
      eInvoiceApi.approveEInvoice,
      preview({ approval: 'APPROVED', approvedAt: '2026-11-28T10:00:00Z', canApprove: false, canSend: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText('E-fakturan är godkänd')).toBeTruthy();
    expect(screen.getByTestId('e-invoice-approval').textContent).toBe('Godkänd');
    expect(isDisabled(screen.getByRole('button', { name: 'Skicka' }))).toBe(false);
    expect(server.calls).toContain(eInvoiceApi.approveEInvoice.path);
  });

  it('says plainly that a change after approval needs a new approval', async () => {
    answer(eInvoiceApi.previewEInvoice, preview({ approval: 'CHANGED', approvedAt: '2026-11-28T10:00:00Z' }));
    await renderCard();
    expect(screen.getByTestId('e-invoice-changed').textContent).toContain(
      'Ändrad efter godkännande – godkänn igen',
    );
    expect(isDisabled(screen.getByRole('button', { name: 'Godkänn' }))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Skicka' }))).toBe(true);
  });

  it('sends after the question and shows the time it was sent', async () => {
    const user = userEvent.setup();
    answer(eInvoiceApi.previewEInvoice, preview({ approval: 'APPROVED', canApprove: false, canSend: true }));
    await renderCard();
    answer(
      eInvoiceApi.sendEInvoice,
      preview({
        approval: 'APPROVED',
        canApprove: false,
        sentAt: '2026-11-28T10:05:00Z',
        messageId: 'AP-000001',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('E-fakturan är skickad')).toBeTruthy();
    expect(screen.getByTestId('e-invoice-sent').textContent).toContain('2026-11-28 11:05');
    expect(screen.getByTestId('e-invoice-badge').textContent).toContain('Skickad');
    expect(screen.queryByRole('button', { name: 'Skicka' })).toBeNull();
  });

  it("shows the access point's refusal as an error", async () => {
    const user = userEvent.setup();
    answer(eInvoiceApi.previewEInvoice, preview({ approval: 'APPROVED', canApprove: false, canSend: true }));
    await renderCard();
    const text =
      'Accesspunkten tog inte emot e-fakturan: Mottagaren 0007:5566778899 finns inte i PEPPOL-registret';
    answer(
      eInvoiceApi.sendEInvoice,
      new ApiError({ status: 502, code: 'REFUSED', messages: [{ level: 'ERROR', code: 'REFUSED', text }] }),
    );
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skicka' }));
    expect((await screen.findByTestId('e-invoice-refusal')).textContent).toContain(text);
    expect(screen.getByTestId('e-invoice-approval').textContent).toBe('Godkänd');
  });

  it('shows a refusal kept from before (lastError) when the card opens', async () => {
    answer(
      eInvoiceApi.previewEInvoice,
      preview({ approval: 'APPROVED', canApprove: false, canSend: true, lastError: 'Okänd mottagare' }),
    );
    await renderCard();
    expect(screen.getByTestId('e-invoice-refusal').textContent).toContain(
      'Accesspunkten tog inte emot e-fakturan: Okänd mottagare',
    );
  });

  it('in a firm without e-invoicing says so instead of asking the server', async () => {
    setSession({ role: 'ADMIN', accessLevel: 'FULL', enabledSiteOption: ['INVOICES'] } as SessionData);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <EInvoiceSection
          docType="INVOICE"
          docUid={INVOICE}
          hasClient
          completed
          version={1}
          onSent={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('e-invoice-hint').textContent).toContain(
      'E-faktura är inte påslaget för företaget.',
    );
    expect(server.calls).toEqual([]);
  });

  it('is not shown on a kind that is not sent as an e-invoice', () => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <EInvoiceSection docType="OFFER" docUid={INVOICE} hasClient completed version={1} onSent={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('document-e-invoice')).toBeNull();
  });
});
