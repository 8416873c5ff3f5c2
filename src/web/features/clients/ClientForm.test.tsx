import type { Client, ClientData } from '@shared/api/clients.api';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { setSession } from '../../session/session-store';
import { renderWithRouter } from '../../testing/render';
import { ClientForm } from './ClientForm';

const data: ClientData = {
  code: '1001',
  name: 'Påslagskund AB',
  payerName: '',
  organizationCode: '',
  vatRegistrationId: '',
  gln: '',
  eInvoiceEnabled: false,
  sveFakturaEnabled: false,
  useGlnInSveFaktura: false,
  useVatRegistrationIdInSveFaktura: false,
  fortnoxNumber: '',
  address: { street: '', postalCode: '', city: '' },
  discountBp: 500,
  markupBp: 1500,
  paymentDelay: 30,
  notes: '',
  cash: false,
  markupToPurchasePrice: true,
  useReverseTaxLiability: false,
  showTotalMaterialProfitInClientPrintingForm: false,
  favorite: false,
  hidden: false,
  contacts: [],
  taxPayers: [],
};

function clientWith(markupBp: number | null): Client {
  const at = '2026-11-24T10:00:00.000Z';
  return {
    uid: '8f9c1c52-3f5e-4c09-9a57-3d2b1e0f4a11',
    version: 1,
    editable: true,
    priceTermsEditable: true,
    inactive: false,
    lastActivityAt: at,
    createdAt: at,
    updatedAt: at,
    data: { ...data, markupBp },
    priceOverrides: [],
  };
}

function renderForm(client: Client | null) {
  renderWithRouter({
    '/kunder/1': (
      <QueryClientProvider client={queryClient}>
        <ClientForm client={client} template={data} listPath="/kunder" canEditPrices />
      </QueryClientProvider>
    ),
  });
}

afterEach(() => setSession(null));

describe('ClientForm and hidden net prices (decision 0023)', () => {
  it("shows the client's markup where net prices show", async () => {
    renderForm(clientWith(1500));
    expect(await screen.findByRole('textbox', { name: 'Rabatt' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Påslag' }) as HTMLInputElement).value).toBe('15');
  });

  it('leaves the markup out when the server answers it as hidden', async () => {
    renderForm(clientWith(null));
    expect(await screen.findByRole('textbox', { name: 'Rabatt' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Påslag' })).toBeNull();
  });

  it('leaves it out of a new client in client mode', async () => {
    setSession({ netPriceAndMarginHidden: false, clientMode: true } as Parameters<typeof setSession>[0]);
    renderForm(null);
    expect(await screen.findByRole('textbox', { name: 'Rabatt' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Påslag' })).toBeNull();
  });
});
