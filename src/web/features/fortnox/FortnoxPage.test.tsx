import type { SessionData } from '@shared/api/auth.api';
import type { Endpoint } from '@shared/api/endpoint';
import { fortnoxApi } from '@shared/api/fortnox.api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { setSession } from '../../session/session-store';
import { renderWithRouter } from '../../testing/render';
import { FortnoxPage } from './FortnoxPage';
import { PENDING_CODE_KEY } from './use-fortnox-activation';

const calls = vi.hoisted(() => [] as { path: string; parameters: Record<string, unknown> }[]);
const state = vi.hoisted(() => ({ active: false }));

vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, parameters });
    if (endpoint.path === '/profile/fortnox/saveActivationCode') {
      return { temporalObjUid: '7f9c2b1e-4d3a-4c6b-9e8f-1a2b3c4d5e6f' };
    }
    if (endpoint.path === '/profile/fortnox/checkAndActivate') state.active = true;
    return {
      active: state.active,
      refreshTokenDeadline: state.active ? '2027-01-09T10:00:00Z' : null,
      activatedAt: state.active ? '2026-11-25T10:00:00Z' : null,
      activatedBy: state.active ? 'Anna Lindqvist' : null,
      refusal: null,
      items: [],
      totalCount: 0,
    };
  },
}));

const admin = {
  role: 'ADMIN',
  accessLevel: 'FULL',
  enabledSiteOption: ['SIE', 'INVOICES', 'CLIENTS'],
  fortnoxActivated: false,
} as unknown as SessionData;

function renderAt(path: string) {
  // The app's own client: the activation refreshes every query through it.
  return renderWithRouter(
    {
      '/montor/foretag/edit/fortnox-integration': (
        <QueryClientProvider client={queryClient}>
          <FortnoxPage />
        </QueryClientProvider>
      ),
    },
    path,
  );
}

const activations = () => calls.filter((c) => c.path === fortnoxApi.checkAndActivate.path);

beforeEach(() => {
  calls.length = 0;
  state.active = false;
  window.localStorage.clear();
  queryClient.clear();
});

describe('the Fortnox activation flow (product-spec §4)', () => {
  it('logged out: removes code and state from the address, keeps the temporalObjUid, activates after login', async () => {
    act(() => setSession(null));
    const { router } = renderAt('/montor/foretag/edit/fortnox-integration?code=c0de-1&state=st4te-1');
    expect(await screen.findByText(/Koden från Fortnox är sparad/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(calls[0]).toEqual({
      path: fortnoxApi.saveActivationCode.path,
      parameters: { authorizationCode: 'c0de-1', state: 'st4te-1' },
    });
    expect(window.localStorage.getItem(PENDING_CODE_KEY)).toBe('7f9c2b1e-4d3a-4c6b-9e8f-1a2b3c4d5e6f');

    act(() => setSession(admin));
    expect(await screen.findByText('Kopplingen är aktiverad')).toBeTruthy();
    expect(activations().map((c) => c.parameters)).toEqual([
      { temporalObjUid: '7f9c2b1e-4d3a-4c6b-9e8f-1a2b3c4d5e6f' },
    ]);
    expect(window.localStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it('logged in: activates with the code and state at once, and only once', async () => {
    act(() => setSession(admin));
    const { router } = renderAt('/montor/foretag/edit/fortnox-integration?code=c0de-2&state=st4te-2');
    expect(await screen.findByText('Kopplingen är aktiverad')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(activations().map((c) => c.parameters)).toEqual([
      { authorizationCode: 'c0de-2', state: 'st4te-2' },
    ]);
    await waitFor(() => expect(screen.getByTestId('fortnox-status').textContent).toBe('Aktiv'));
  });

  it('tells the user when Fortnox sent no code back', async () => {
    act(() => setSession(admin));
    renderAt('/montor/foretag/edit/fortnox-integration?error=access_denied&state=st4te-3');
    expect(await screen.findByText('Kopplingen godkändes inte')).toBeTruthy();
    expect(activations()).toEqual([]);
  });
});
