import type { ClientLinkOverview } from '@shared/api/clientLinks.api';
import type { Endpoint } from '@shared/api/endpoint';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { renderWithProviders } from '../../testing/render';
import { ClientLinkSection } from './ClientLinkSection';

const calls = vi.hoisted(() => [] as { path: string; parameters: Record<string, unknown> }[]);
const state = vi.hoisted(() => ({ overview: null as unknown }));

/** The server as the card sees it: every call answers the overview, a creation with the new address. */
function serverAnswer(path: string) {
  const made = { url: 'http://montor.local/lank/abc', link: null, overview: state.overview };
  return path === '/doc/clientLinks/create' ? made : state.overview;
}

vi.mock('../../api/call', () => ({
  call: (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, parameters });
    return Promise.resolve(serverAnswer(endpoint.path));
  },
}));

const DOC = '9b2f7c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d';
const LINK = '1b2f7c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d';

const link = {
  uid: LINK,
  createdAt: '2026-11-24T09:00:00.000Z',
  createdBy: 'Anna Lindqvist',
  recipient: 'karin.ek@example.se',
  expiresAt: '2026-12-24T22:59:59.000Z',
  revokedAt: null,
  firstOpenedAt: '2026-11-24T12:00:00.000Z',
  lastOpenedAt: '2026-11-24T12:00:00.000Z',
  open: true,
};

function accepted(changedSinceDecision = false): ClientLinkOverview {
  return {
    mode: 'DECIDE',
    status: {
      state: changedSinceDecision ? 'OPENED' : 'ACCEPTED',
      text: changedSinceDecision ? 'Öppnad' : 'Accepterad av Karin Ek 2026-11-24 14:03',
      decidedBy: 'Karin Ek',
      decidedAt: '2026-11-24T13:03:00.000Z',
      changedSinceDecision,
    },
    links: [link],
    decisions: [
      {
        decision: 'ACCEPTED',
        name: 'Karin Ek',
        comment: 'Gör det i vecka 49',
        decidedAt: '2026-11-24T13:03:00.000Z',
        payableOre: 250_000,
        documentVersion: 4,
        current: !changedSinceDecision,
        ip: '192.0.2.7',
      },
    ],
  };
}

function renderCard(docType: 'OFFER' | 'WORK_ORDER' = 'OFFER') {
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ClientLinkSection
        docType={docType}
        docUid={DOC}
        acceptedAction={<button type="button">Skapa arbetsorder</button>}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  state.overview = accepted();
});

describe('the editor card of the client link', () => {
  it('shows who accepted when, the record, the comment and what to create at once', async () => {
    renderCard();
    expect((await screen.findByTestId('client-link-state')).textContent).toBe(
      'Accepterad av Karin Ek 2026-11-24 14:03',
    );
    expect(screen.getByTestId('client-link-record').textContent).toContain(
      '2\u00a0500,00\u00a0kr, version 4',
    );
    expect(screen.getByTestId('client-link-comment').textContent).toContain('Gör det i vecka 49');
    expect(screen.getByRole('button', { name: 'Skapa arbetsorder' })).toBeTruthy();
    expect(screen.getByTestId('client-link-row').textContent).toContain('till karin.ek@example.se');
  });

  it('asks for a new decision after a change, and offers no creation then', async () => {
    state.overview = accepted(true);
    renderCard();
    expect(await screen.findByTestId('client-link-changed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skapa arbetsorder' })).toBeNull();
  });

  it('shows a new link once, to copy', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByTestId('client-link-create'));
    await waitFor(() =>
      expect((screen.getByTestId('client-link-url') as HTMLInputElement).value).toBe(
        'http://montor.local/lank/abc',
      ),
    );
    expect(calls.at(-1)).toEqual({
      path: '/doc/clientLinks/create',
      parameters: { docType: 'OFFER', docUid: DOC },
    });
  });

  it('revokes a link after a question', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByTestId('client-link-revoke'));
    await user.click(await screen.findByRole('button', { name: 'Återkalla' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/doc/clientLinks/revoke'));
    expect(calls.at(-1)?.parameters).toEqual({ docType: 'OFFER', docUid: DOC, linkUid: LINK });
  });

  it('is not there for a kind without links', () => {
    renderCard('WORK_ORDER');
    expect(screen.queryByTestId('document-client-link')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
