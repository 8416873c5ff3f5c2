import type { SessionData } from '@shared/api/auth.api';
import type { Endpoint } from '@shared/api/endpoint';
import { type VvsGuidenRegistration, vvsGuidenApi, vvsGuidenNotRegistered } from '@shared/api/vvsGuiden.api';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { setSession } from '../../session/session-store';
import { renderWithProviders } from '../../testing/render';
import { VvsGuidenRegistrationPanel } from './VvsGuidenRegistrationPanel';

const ANNA = '0c7f3c1e-6a55-4f0e-9f43-0a1b2c3d4e5f';

/** What the server answers next, per endpoint; an Error is thrown as the failed call. */
const server = vi.hoisted(() => ({ answers: new Map<string, unknown>(), calls: [] as unknown[] }));

vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: unknown) => {
    server.calls.push({ path: endpoint.path, parameters });
    const answer = server.answers.get(endpoint.path);
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected call ${endpoint.path}`);
    return answer;
  },
}));

const registered: VvsGuidenRegistration = {
  ...vvsGuidenNotRegistered,
  registred: true,
  login: 'vg-100245',
  profileUrl: 'https://vvsguiden.example/installatorer/rorfirman-demo',
  contactEmployee: { uid: ANNA, caption: 'Anna Lindqvist' },
  registeredDate: '2026-11-29',
};

function renderPanel(
  registration: VvsGuidenRegistration,
  canRegister: boolean,
  callbacks: {
    onRegistered?: (r: VvsGuidenRegistration) => void;
    onLinkSuffixError?: (m: string) => void;
  } = {},
) {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <VvsGuidenRegistrationPanel
        registration={registration}
        canRegister={canRegister}
        linkSuffix="rorfirman-demo"
        unsavedChanges={false}
        onRegistered={callbacks.onRegistered ?? (() => {})}
        onLinkSuffixError={callbacks.onLinkSuffixError ?? (() => {})}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.answers.clear();
  server.calls.length = 0;
  queryClient.clear();
  setSession({ employeeUid: ANNA, role: 'ADMIN', accessLevel: 'FULL' } as SessionData);
  server.answers.set(vvsGuidenApi.contacts.path, {
    contacts: [{ uid: ANNA, name: 'Anna Lindqvist', email: 'anna@rorfirman.se', phone: null }],
  });
});

describe('the VVS-guiden registration panel', () => {
  it('shows others the state only: registered with the login and the public page, no buttons', () => {
    renderPanel(registered, false);
    expect(screen.getByText('Registrerad i VVS-guiden')).toBeTruthy();
    expect(screen.getByTestId('vvs-guiden-login').textContent).toBe('vg-100245');
    expect(screen.getByRole('link', { name: /Visa sidan i VVS-guiden/ }).getAttribute('href')).toBe(
      registered.profileUrl,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a non-admin that an administrator registers', () => {
    renderPanel(vvsGuidenNotRegistered, false);
    expect(screen.getByText('En administratör kan registrera företaget i VVS-guiden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrera i VVS-guiden' })).toBeNull();
  });

  it('registers the admin as contact person and hands the registration on', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    server.answers.set(vvsGuidenApi.registerEmployee.path, registered);
    renderPanel(vvsGuidenNotRegistered, true, { onRegistered });
    await user.click(screen.getByRole('button', { name: 'Registrera i VVS-guiden' }));
    expect(await screen.findByText('Inloggningen skickas till anna@rorfirman.se')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrera' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registered));
    expect(server.calls).toContainEqual({
      path: vvsGuidenApi.registerEmployee.path,
      parameters: { employeeUid: ANNA },
    });
  });

  it('keeps a refusal in the dialog, and gives a taken address to the settings form', async () => {
    const user = userEvent.setup();
    const onLinkSuffixError = vi.fn();
    const down = 'VVS-guiden svarar inte just nu. Försök igen om en stund.';
    server.answers.set(
      vvsGuidenApi.registerEmployee.path,
      new ApiError({
        status: 502,
        code: 'UNREACHABLE',
        messages: [{ level: 'ERROR', code: 'UNREACHABLE', text: down }],
      }),
    );
    renderPanel(vvsGuidenNotRegistered, true, { onLinkSuffixError });
    await user.click(screen.getByRole('button', { name: 'Registrera i VVS-guiden' }));
    await screen.findByText('Inloggningen skickas till anna@rorfirman.se');
    await user.click(screen.getByRole('button', { name: 'Registrera' }));
    expect(await screen.findByText(down)).toBeTruthy();

    const taken = 'Adressen är redan upptagen i VVS-guiden';
    server.answers.set(
      vvsGuidenApi.registerEmployee.path,
      new ApiError({
        status: 400,
        code: 'LINK_SUFFIX_TAKEN',
        messages: [{ level: 'ERROR', code: 'LINK_SUFFIX_TAKEN', text: taken, field: 'vvsguiden.linkSuffix' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrera' }));
    await vi.waitFor(() => expect(onLinkSuffixError).toHaveBeenCalledWith(taken));
  });
});
