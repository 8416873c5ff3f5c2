import type { Endpoint } from '@shared/api/endpoint';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithRouter } from '../../testing/render';
import { RotFilesPage } from './RotFilesPage';

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);
const answer = vi.hoisted(() => ({ items: [] as unknown[], fail: null as Error | null }));
const saved = vi.hoisted(() => [] as string[]);

vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    if (answer.fail) throw answer.fail;
    if (endpoint.path === '/doc/taxDeductionRequestFile') {
      return { link: '/api/files/rot', fileName: 'ROT_Badrum_Ek.xml', fileType: 'application/xml' };
    }
    return { totalCount: answer.items.length, items: answer.items };
  },
}));
vi.mock('../../api/files', () => ({ saveFile: (file: { fileName: string }) => saved.push(file.fileName) }));

const request = {
  uid: '4a7c2e1b-9d3f-4c6a-8b5e-1f2a3b4c5d6e',
  name: 'Badrum Ek',
  year: 2026,
  requestedOre: 487_500,
  invoiceCount: 2,
  createdAt: '2026-11-21T09:30:00Z',
  employee: 'Anna Lindqvist',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter({
    '/': (
      <QueryClientProvider client={client}>
        <RotFilesPage />
      </QueryClientProvider>
    ),
  });
}

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  answer.items = [];
  answer.fail = null;
});

describe('ROT-filer', () => {
  it('lists each file with its year, count, amount, time and maker, and downloads it again', async () => {
    answer.items = [request];
    renderPage();
    const row = await screen.findByTestId('rot-file-row');
    // 487 500 öre = 4 875 kr; 09:30 UTC is 10:30 in Stockholm in November.
    for (const text of ['Badrum Ek', '2026', '2', '4 875,00 kr', '2026-11-21 10:30', 'Anna Lindqvist']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Ladda ner Badrum Ek igen' }));
    expect(calls.at(-1)).toEqual({
      endpoint: taxDeductionApi.taxDeductionRequestFile,
      parameters: { requestUid: request.uid },
    });
    expect(saved).toEqual(['ROT_Badrum_Ek.xml']);
  });

  it('explains where files come from when there are none', async () => {
    renderPage();
    expect((await screen.findByTestId('rot-files-empty')).textContent).toContain('Inga ROT-filer ännu');
    expect(screen.getByRole('link', { name: 'fakturalistan' }).getAttribute('href')).toBe(
      '/montor/dokument/faktura/list',
    );
  });

  it('says the files could not be fetched, with a retry', async () => {
    answer.fail = new ApiError({ status: 503, code: 'HTTP_503', messages: [], handled: true });
    renderPage();
    expect(await screen.findByText('Det gick inte att hämta ROT-filerna')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });
});
