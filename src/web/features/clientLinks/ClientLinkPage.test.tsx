import type { PublicDocument } from '@shared/api/clientLinks.api';
import type { Endpoint } from '@shared/api/endpoint';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { renderWithRouter } from '../../testing/render';
import { ClientLinkPage } from './ClientLinkPage';

const calls = vi.hoisted(() => [] as { path: string; parameters: Record<string, unknown> }[]);
const answers = vi.hoisted(() => ({ view: null as unknown, decide: null as unknown }));

// The call layer is the seam: what the page asks the server, and what the server answers.
vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, parameters });
    const answer = endpoint.method === 'GET' ? answers.view : answers.decide;
    if (answer instanceof Error) throw answer;
    return answer;
  },
}));

const TOKEN = 'n3Vh0x-abcdefghijklmnopqrstuvwxyz0123456789';

function ata(overrides: Partial<PublicDocument> = {}): PublicDocument {
  return {
    firm: { name: 'Rörfirman Demo AB', logoDataUrl: null, details: [['Storgatan 1', '111 22 Stockholm']] },
    document: {
      docType: 'ADDITIONAL_ESTIMATE',
      kindLabel: 'ÄTA / fakturaunderlag',
      number: 3001,
      title: 'Extra golvbrunn',
      notes: '',
      mark: 'Badrum Ek',
      object: '',
      docDate: '2026-11-24',
      validTill: '2026-12-24',
      dueDate: null,
      buyer: { name: 'Karin Ek', lines: ['Villavägen 3', '222 33 Lund'] },
      site: null,
      ourReference: 'Anna Lindqvist',
      lines: [
        {
          type: 'ITEM',
          code: 'GB-1',
          description: 'Golvbrunn',
          comment: '',
          quantity: 1000,
          unit: 'st',
          unitPriceOre: 200_000,
          discount: '',
          sumOre: 200_000,
        },
      ],
      totals: {
        netSumOre: 200_000,
        docMaterialsDiscountOre: 0,
        vat: [{ rateBp: 2500, baseOre: 200_000, vatOre: 50_000 }],
        vatSumOre: 50_000,
        totalSumOre: 250_000,
        roundingOre: 0,
        taxDeductionOre: 0,
        totalPayableSumOre: 250_000,
        reverseTaxLiability: false,
      },
      payment: null,
    },
    mode: 'DECIDE',
    decision: null,
    expiresAt: '2026-12-24T22:59:59.000Z',
    ...overrides,
  };
}

function renderPage() {
  return renderWithRouter(
    {
      '/lank/:token': (
        <QueryClientProvider client={queryClient}>
          <ClientLinkPage />
        </QueryClientProvider>
      ),
      start: <div />,
    },
    `/lank/${TOKEN}`,
  );
}

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  answers.view = ata();
  answers.decide = null;
});
afterEach(() => vi.restoreAllMocks());

describe('the client link page', () => {
  it('shows the document with its sums and the PDF by the token', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ÄTA / fakturaunderlag 3001' })).toBeTruthy();
    expect(screen.getByText('Rörfirman Demo AB')).toBeTruthy();
    expect(screen.getByText('Golvbrunn')).toBeTruthy();
    expect(screen.getByTestId('public-payable').textContent).toBe('2\u00a0500,00\u00a0kr');
    expect(screen.getByTestId('client-link-pdf').getAttribute('href')).toBe(
      `/api/public/clientLink/${TOKEN}/pdf`,
    );
    expect(calls[0]).toEqual({ path: '/public/clientLink/:token', parameters: { token: TOKEN } });
  });

  it('asks for the name before anything is sent, then accepts and thanks', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('client-link-accept'));
    expect(await screen.findByText('Skriv ditt namn')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(0);

    answers.decide = ata({
      decision: { decision: 'ACCEPTED', name: 'Karin Ek', decidedAt: '2026-11-24T13:03:00.000Z' },
    });
    await user.type(screen.getByRole('textbox', { name: /Ditt namn/ }), 'Karin Ek');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar (valfri)' }), 'Gör det i vecka 49');
    await user.click(screen.getByTestId('client-link-accept'));
    const done = await screen.findByTestId('client-link-decision');
    expect(within(done).getByText('Tack för ditt svar!')).toBeTruthy();
    expect(done.textContent).toContain('Accepterad av Karin Ek 2026-11-24 14:03');
    expect(calls.at(-1)).toEqual({
      path: '/public/clientLink/:token/accept',
      parameters: { token: TOKEN, name: 'Karin Ek', comment: 'Gör det i vecka 49' },
    });
    expect(screen.queryByTestId('client-link-decision-form')).toBeNull();
  });

  it('shows a decision made on an earlier visit and no form', async () => {
    answers.view = ata({
      decision: { decision: 'DECLINED', name: 'Karin Ek', decidedAt: '2026-11-24T13:03:00.000Z' },
    });
    renderPage();
    expect((await screen.findByTestId('client-link-decision')).textContent).toContain('Avböjd av Karin Ek');
    expect(screen.queryByTestId('client-link-accept')).toBeNull();
  });

  it('has no decision on an invoice, but its payment details', async () => {
    const invoice = ata({ mode: 'VIEW' });
    invoice.document.payment = {
      giro: [{ label: 'Bankgiro', value: '5050-1055' }],
      ocr: '1234567897',
      dueDate: '2026-12-24',
      payableOre: 250_000,
      qr: { imageDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+', caption: 'Skanna med bankappen' },
    };
    answers.view = invoice;
    renderPage();
    expect((await screen.findByTestId('public-pay-ocr')).textContent).toBe('1234567897');
    expect(screen.getByText('5050-1055')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR-kod för betalningen' })).toBeTruthy();
    expect(screen.queryByTestId('client-link-accept')).toBeNull();
  });

  it('says the same neutral sentence for a link that does not work', async () => {
    answers.view = new ApiError({ status: 404, code: 'CLIENT_LINK_UNAVAILABLE', messages: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Länken går inte att öppna' })).toBeTruthy();
    expect(screen.queryByText('Rörfirman Demo AB')).toBeNull();
  });

  it('turns neutral when the link stops working before the answer', async () => {
    const user = userEvent.setup();
    renderPage();
    answers.decide = new ApiError({ status: 404, code: 'CLIENT_LINK_UNAVAILABLE', messages: [] });
    await user.type(await screen.findByRole('textbox', { name: /Ditt namn/ }), 'Karin Ek');
    await user.click(screen.getByTestId('client-link-decline'));
    await waitFor(() => expect(screen.getByTestId('client-link-unavailable')).toBeTruthy());
  });
});
