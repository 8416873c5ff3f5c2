import type { SessionData } from '@shared/api/auth.api';
import type { Endpoint } from '@shared/api/endpoint';
import { printingApi } from '@shared/api/printing.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { setSession } from '../../session/session-store';
import { renderWithProviders } from '../../testing/render';
import { PrintDocumentButton, PrintSelectionActions } from './PrintButtons';

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);
const answer = vi.hoisted(() => ({ fail: null as Error | null }));

// The call layer is the seam: what the buttons ask the server, and the file link it answers.
vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    if (endpoint.path === '/profile/customerProfile') throw new Error('no profile in this test');
    if (answer.fail) throw answer.fail;
    return { link: '/api/files/abc', fileName: 'Offert 1001.pdf', fileType: 'application/pdf' };
  },
}));

const DOC = '9b2f7c4e-1d3a-4e5b-8c6d-7e8f9a0b1c2d';

function fakeTab() {
  return {
    document: { title: '', body: { style: {}, textContent: '' } },
    location: { href: '' },
    close: vi.fn(),
  };
}

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function loggedIn(netPriceAndMarginHidden: boolean) {
  setSession({ netPriceAndMarginHidden, clientMode: false } as SessionData);
}

const printCalls = () => calls.filter((c) => c.endpoint === printingApi.printDocuments);

/**
 * jsdom has no layout, so floating-ui takes the button for detached and hides the panel once it has
 * been positioned: its buttons are found hidden.
 */
const inPanel = (name: string) => screen.findByRole('button', { name, hidden: true });

async function openMenuAndPick(user: ReturnType<typeof userEvent.setup>, layout: string | RegExp) {
  await user.click(screen.getByRole('button', { name: /Skriv ut/ }));
  await user.click(await screen.findByRole('radio', { name: layout, hidden: true }));
}

beforeEach(() => {
  calls.length = 0;
  answer.fail = null;
  loggedIn(false);
});
afterEach(() => vi.restoreAllMocks());

describe('the print button of the editor', () => {
  it('opens the tab at the click, saves pending edits, then shows the PDF of the chosen layout in it', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const prepare = vi.fn(async () => {
      expect(open).toHaveBeenCalledTimes(1);
      return true;
    });
    withQueries(<PrintDocumentButton docType="OFFER" docUid={DOC} prepare={prepare} />);
    await openMenuAndPick(user, 'Endast summor');
    await user.click(await inPanel('Öppna i ny flik'));
    await waitFor(() => expect(tab.location.href).toBe('/api/files/abc'));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(printCalls()[0]?.parameters).toEqual({
      docType: 'OFFER',
      documentUids: [DOC],
      pdfFormat: 'CLIENT_TOTALS',
      inline: true,
    });
  });

  it('prints nothing and closes the tab when the pending edits could not be saved', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    withQueries(<PrintDocumentButton docType="OFFER" docUid={DOC} prepare={async () => false} />);
    await user.click(screen.getByRole('button', { name: /Skriv ut/ }));
    await user.click(await inPanel('Öppna i ny flik'));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(printCalls()).toEqual([]);
  });

  it('says a blocked popup must be allowed and offers the download, which cannot print by itself', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    withQueries(<PrintDocumentButton docType="OFFER" docUid={DOC} prepare={async () => true} />);
    await user.click(screen.getByRole('button', { name: /Skriv ut/ }));
    await user.click(await inPanel('Öppna i ny flik'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Vänligen tillåt öppna nytt fönster');
    expect(printCalls()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ladda ned PDF' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(printCalls()[0]?.parameters.inline).toBe(false);
    expect(await screen.findByText(/Öppna den nedladdade filen och skriv ut den därifrån/)).toBeTruthy();
  });

  it('never offers the internal layouts to an employee whose net prices are hidden', async () => {
    loggedIn(true);
    const user = userEvent.setup();
    withQueries(<PrintDocumentButton docType="OFFER" docUid={DOC} prepare={async () => true} />);
    await user.click(screen.getByRole('button', { name: /Skriv ut/ }));
    const labels = (await screen.findAllByRole('radio', { hidden: true })).map((r) =>
      r.getAttribute('value'),
    );
    expect(labels[0]).toBe('CLIENT');
    expect(labels).not.toContain('INTERNAL');
    expect(labels).not.toContain('CLIENT_AND_INTERNAL');
  });

  it('exports the lines as a file to save', async () => {
    const user = userEvent.setup();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    withQueries(<PrintDocumentButton docType="OFFER" docUid={DOC} prepare={async () => true} />);
    await user.click(screen.getByRole('button', { name: /Skriv ut/ }));
    await user.click(await inPanel('CSV'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = calls.find((c) => c.endpoint === printingApi.exportDocumentItems);
    expect(exported?.parameters).toEqual({ docType: 'OFFER', docUid: DOC, format: 'CSV' });
  });
});

describe('the print actions of a list selection', () => {
  it('prints the marked documents into one PDF and tells how many could not be processed', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    answer.fail = new ApiError({ status: 404, code: 'NOT_FOUND', messages: [] });
    withQueries(<PrintSelectionActions docType="OFFER" docUids={[DOC, DOC, DOC]} />);
    await openMenuAndPick(user, 'Utan priser');
    await user.click(await inPanel('Öppna i ny flik'));
    expect(await screen.findByText(/Kunde inte behandla 3 dokument/)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(printCalls()[0]?.parameters).toMatchObject({
      documentUids: [DOC, DOC, DOC],
      pdfFormat: 'NO_PRICES',
    });
  });
});
