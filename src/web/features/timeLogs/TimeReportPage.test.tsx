import type { Endpoint } from '@shared/api/endpoint';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { formatDate } from '@shared/domain/format';
import { monthPeriod } from '@shared/domain/time-logs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithRouter } from '../../testing/render';
import { TimeReportPage } from './TimeReportPage';

const calls = vi.hoisted(() => [] as { endpoint: Endpoint; parameters: Record<string, unknown> }[]);
const answer = vi.hoisted(() => ({ rows: [] as unknown[], fail: null as Error | null }));
const tabs = vi.hoisted(() => [] as string[]);

vi.mock('../../api/call', () => ({
  call: async (endpoint: Endpoint, parameters: Record<string, unknown>) => {
    calls.push({ endpoint, parameters });
    if (endpoint.path === '/doc/workOrderListFormConfig')
      return {
        employees: [
          { uid: 'a1', caption: 'Anna Lindqvist' },
          { uid: 'm1', caption: 'Maria Svensson' },
        ],
        defaultEmployeeUid: null,
        assigneeStatuses: [],
      };
    if (answer.fail) throw answer.fail;
    if (endpoint.path === '/doc/employeeReport')
      return { link: '/api/files/rapport', fileName: 'Personalrapport.pdf', fileType: 'application/pdf' };
    return answer.rows;
  },
}));
vi.mock('../../api/files', () => ({
  openPendingTab: () => ({ close: () => undefined }),
  showFileInTab: (_tab: unknown, file: { link: string }) => tabs.push(file.link),
  saveFile: () => undefined,
}));

const anna = { employee: { uid: 'a1', caption: 'Anna Lindqvist' }, minutes: 190, rotMinutes: 40 };
const maria = { employee: { uid: 'm1', caption: 'Maria Svensson' }, minutes: 10, rotMinutes: 0 };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter({
    '/': (
      <QueryClientProvider client={client}>
        <TimeReportPage />
      </QueryClientProvider>
    ),
  });
}

const reportCalls = () => calls.filter((c) => c.endpoint === timeLogsApi.durationsReport);

beforeEach(() => {
  calls.length = 0;
  tabs.length = 0;
  answer.rows = [];
  answer.fail = null;
});

describe('Tidrapport', () => {
  it('shows this month’s hours per employee, ROT apart, and the sums from the summed minutes', async () => {
    answer.rows = [
      { ...anna, entries: 2, workOrders: 2 },
      { ...maria, entries: 1, workOrders: 1 },
    ];
    renderPage();
    const rows = await screen.findAllByTestId('time-report-row');
    expect(reportCalls()[0]?.parameters).toEqual({
      ...monthPeriod(formatDate(new Date())),
      employeeUids: [],
    });
    expect(within(rows[0]!).getByText('Anna Lindqvist')).toBeTruthy();
    expect(within(rows[0]!).getByText('3,17 h')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 h 10 min')).toBeTruthy();
    expect(within(rows[0]!).getByText('0,67 h')).toBeTruthy();
    // Maria has no ROT time: a dash, not "0,00 h".
    expect(within(rows[1]!).getByLabelText('ingen tid')).toBeTruthy();
    const sums = screen.getByTestId('time-report-sums');
    // 3,17 + 0,17 would be 3,34: 200 minutes are 3,33 h.
    expect(within(sums).getByText('3,33 h')).toBeTruthy();
    expect(within(sums).getByText('3')).toBeTruthy();
  });

  it('asks for the chosen employees, and says when the period holds no time', async () => {
    renderPage();
    expect((await screen.findByTestId('time-report-empty')).textContent).toContain(
      'Ingen rapporterad tid i perioden',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Anställda' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Svensson', hidden: true }));
    await waitFor(() => expect(reportCalls().at(-1)?.parameters.employeeUids).toEqual(['m1']));
    expect((await screen.findByTestId('time-report-empty')).textContent).toContain('De valda anställda');
  });

  it('refuses an end before the start at its field, without asking the server', async () => {
    renderPage();
    await screen.findByTestId('time-report-empty');
    const before = reportCalls().length;
    const user = userEvent.setup();
    const to = screen.getByRole('textbox', { name: 'Till' });
    await user.clear(to);
    await user.type(to, '2000-01-01{Enter}');
    expect(await screen.findByText('Slutdatumet får inte vara före startdatumet')).toBeTruthy();
    expect(reportCalls()).toHaveLength(before);
    expect(screen.getByTestId('time-report-export').hasAttribute('disabled')).toBe(true);
  });

  it('says the report could not be fetched, with a retry', async () => {
    answer.fail = new ApiError({ status: 503, code: 'HTTP_503', messages: [], handled: true });
    renderPage();
    expect(await screen.findByText('Det gick inte att hämta tidrapporten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });

  it('opens the extended employee report for the filters in a tab', async () => {
    answer.rows = [{ ...anna, entries: 2, workOrders: 2 }];
    renderPage();
    await screen.findAllByTestId('time-report-row');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('time-report-export'));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Utökad personalrapport (PDF)', hidden: true }),
    );
    await waitFor(() => expect(tabs).toEqual(['/api/files/rapport']));
    const pdf = calls.find((c) => c.endpoint === timeLogsApi.employeeReport);
    expect(pdf?.parameters).toMatchObject({ extended: true, inline: true, employeeUids: [] });
  });
});
