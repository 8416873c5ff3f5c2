import type { SessionData } from '@shared/api/auth.api';
import type { ClientTaxPayer } from '@shared/api/clients.api';
import { type DocumentHeader, documentDataSchema } from '@shared/api/documents';
import type { Endpoint } from '@shared/api/endpoint';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { setSession } from '../../session/session-store';
import { renderWithProviders } from '../../testing/render';
import { TaxDeductionSection } from './TaxDeductionSection';

const CLIENT = '8f9c1c52-3f5e-4c09-9a57-3d2b1e0f4a11';
const anna: ClientTaxPayer = {
  uid: null,
  name: 'Anna Ek',
  personalNumber: '198001012387',
  propertyDesignation: 'Lund Villa Ek 1:23',
  flatNumber: '',
  associationOrgNumber: '',
};
const per: ClientTaxPayer = { ...anna, name: 'Per Ek', personalNumber: '198203154599' };

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);

// The call layer is the seam: the client's stored tax payers and the server's calculation (the period
// of 2026: 30 %, 50 000 kr; nothing used this year yet).
vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    if (endpoint.path === '/profile/customerClient') return { uid: CLIENT, data: { taxPayers: [anna, per] } };
    if (endpoint === taxDeductionApi.calcTaxDeduction) {
      return {
        period: { validFrom: '2026-01-01', rateBp: 3000, capOre: 5_000_000 },
        payers: [],
        problems: [],
      };
    }
    throw new Error(`unexpected call ${endpoint.path}`);
  },
}));

/** 10 h of ROT work at 600 kr: 6 000 kr, 7 500 kr incl. VAT. */
function blankOffer() {
  const { items, ...header } = documentDataSchema.parse({
    docDate: '2026-11-20',
    clientUid: CLIENT,
    items: [
      {
        uid: 'a1b2c3d4-0000-4000-8000-000000000001',
        type: 'OWN_ARTICLE',
        ownArticleType: 'ROT_SERVICE',
        code: 'ROT1',
        description: 'Arbete badrum',
        quantity: 10_000,
        unit: 'tim',
        priceOre: 60_000,
      },
    ],
  });
  return { header: header as DocumentHeader, items };
}

const inputValue = (e: HTMLElement) => (e as HTMLInputElement).value;

const seen = { header: null as DocumentHeader | null };

/** The editor's part: the draft's header, changed by patches, and totals computed from it. */
function Harness({ saveError = null, readOnly = false }: { saveError?: unknown; readOnly?: boolean }) {
  const [draft, setDraft] = useState(blankOffer);
  seen.header = draft.header;
  const totals = computeDocumentTotals(
    draft.items.map(toLineInput),
    pricingOf(draft.header, documentKinds.OFFER),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <output data-testid="payable">{totals.totalPayableSumOre}</output>
      <TaxDeductionSection
        docType="OFFER"
        docUid={null}
        header={draft.header}
        items={draft.items}
        totals={totals}
        readOnly={readOnly}
        completionTried={false}
        saveError={saveError}
        onChange={(patch) => setDraft((d) => ({ ...d, header: { ...d.header, ...patch } }))}
      />
    </QueryClientProvider>
  );
}

async function turnOn(user: ReturnType<typeof userEvent.setup>) {
  // The client's tax payers are read when the section opens; wait for them before switching on.
  await waitFor(() => expect(calls.some((c) => c.endpoint.path === '/profile/customerClient')).toBe(true));
  await act(() => queryClient.refetchQueries());
  await user.click(screen.getByRole('switch', { name: 'ROT-avdrag' }));
  return screen.findAllByTestId('rot-buyer');
}

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  // An employee who may read the client register, in a firm with invoicing.
  setSession({
    role: 'ADMIN',
    accessLevel: 'FULL',
    enabledSiteOption: ['CLIENTS', 'INVOICES'],
  } as SessionData);
});
afterEach(() => vi.restoreAllMocks());

describe('the editor ROT section', () => {
  it('turns ROT on with the client’s stored tax payers as buyers, each with a Vvs work', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const buyers = await turnOn(user);
    expect(buyers).toHaveLength(2);
    expect(inputValue(within(buyers[0]!).getByLabelText(/^Namn/))).toBe('Anna Ek');
    expect(inputValue(within(buyers[1]!).getByLabelText(/^Personnummer/))).toBe('198203154599');
    expect(seen.header?.taxDeduction?.taxPayers.map((p) => p.works[0]?.type)).toEqual(['VVS', 'VVS']);
  });

  it('edits a work: hours and material go into the draft', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const [first] = await turnOn(user);
    const hours = within(first!).getByLabelText('Timmar');
    await user.clear(hours);
    await user.type(hours, '7,5');
    const material = within(first!).getByLabelText('Material');
    await user.type(material, '1200');
    await waitFor(() =>
      expect(seen.header?.taxDeduction?.taxPayers[0]?.works[0]).toEqual({
        type: 'VVS',
        hours: 7.5,
        materialCostOre: 120_000,
      }),
    );
  });

  it('shows each buyer’s computed amount, writes it into the draft and takes it off "Att betala"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('payable').textContent).toBe('750000');
    await turnOn(user);
    // 7 500 kr incl. VAT split equally: 3 750 kr each × 30 % = 1 125 kr each, 2 250 kr together.
    await waitFor(() =>
      expect(screen.getAllByTestId('rot-buyer-amount').map(inputValue)).toEqual([
        '1\u00a0125,00\u00a0kr',
        '1\u00a0125,00\u00a0kr',
      ]),
    );
    expect(seen.header?.taxDeduction?.taxPayers.map((p) => p.amountOre)).toEqual([112_500, 112_500]);
    // 7 500 − 2 250 = 5 250 kr to pay.
    expect(screen.getByTestId('payable').textContent).toBe('525000');
    expect(screen.getByTestId('rot-total').textContent).toBe('2\u00a0250,00\u00a0kr');
    expect(screen.getByTestId('rot-figures').textContent).toContain('Procentsats 30 %');
  });

  it('shows a rule’s message at the personnummer typed, and the server’s refusal at its field', async () => {
    const user = userEvent.setup();
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION',
      messages: [
        {
          level: 'ERROR',
          code: 'ROT',
          text: 'Köparen måste ha fyllt 18 år på fakturadatumet',
          field: 'data.taxDeduction.taxPayers.1.personalNumber',
        },
      ],
    });
    renderWithProviders(<Harness saveError={refused} />);
    const [first, second] = await turnOn(user);
    const pnr = within(first!).getByLabelText(/^Personnummer/);
    await user.clear(pnr);
    await user.type(pnr, '198001012388');
    expect(await within(first!).findByText('Personnumret har fel kontrollsiffra')).toBeTruthy();
    expect(pnr.getAttribute('aria-invalid')).toBe('true');
    expect(within(second!).getByText('Köparen måste ha fyllt 18 år på fakturadatumet')).toBeTruthy();
  });

  it('asks before turning ROT off when there are buyers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await turnOn(user);
    await user.click(screen.getByRole('switch', { name: 'ROT-avdrag' }));
    await user.click(await screen.findByRole('button', { name: 'Ta bort ROT-avdraget' }));
    await waitFor(() => expect(seen.header?.taxDeduction).toBeNull());
    expect(screen.queryByTestId('rot-buyer')).toBeNull();
  });
});
