import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, logIn, shot, test } from './fixtures';

/*
 * The field app without a connection (issue #19 ★, decision 0049), on a 390×844 phone: the plumber opens
 * an assigned work order, the network goes, they write a note and attach a photo, reload the page in the
 * cellar and still see both; meanwhile the office changes the order. When the network is back the photo
 * reaches the server, and the note's save meets the office's newer version: both versions are shown, the
 * office's change is not overwritten, and "Behåll båda" puts the plumber's note on top of it.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PHOTO = readFileSync(new URL('../src/web/public/icons/icon-192.png', import.meta.url));

interface Order {
  uid: string;
  version: number;
  number: number | null;
  header: Record<string, unknown> & { notes: string; mark: string };
  items: unknown[];
}

/** The office: another employee of the firm, at a desk with a network, through the API. */
async function office(baseURL: string) {
  const context = await request.newContext({ baseURL });
  const token = async (ctx: APIRequestContext) =>
    ((await (await ctx.get('/api/auth/current')).json()) as { result: { instanceToken: string } }).result
      .instanceToken;
  const login = await context.post('/api/auth/login', {
    headers: { 'X-Instance-Token': await token(context) },
    data: { parameters: { employeeLogin: 'demo-admin', password: DEMO_PASSWORD } },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return {
    context,
    async get<T>(path: string, query: Record<string, string>): Promise<T> {
      const response = await context.get(`/api${path}?${new URLSearchParams(query)}`);
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { result: T }).result;
    },
    async post<T>(path: string, parameters: unknown): Promise<T> {
      const response = await context.post(`/api${path}`, {
        headers: { 'X-Instance-Token': await token(context) },
        data: { parameters },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { result: T }).result;
    },
  };
}

async function assignedOrder(page: Page): Promise<Order> {
  const me = (await (await page.request.get('/api/auth/current')).json()) as {
    result: { session: { employeeUid: string } };
  };
  return api<Order>(page, '/doc/workOrder', {
    newVersion: 0,
    data: {
      docDate: new Date().toISOString().slice(0, 10),
      mark: '',
      title: `Badrum, Storgatan ${Date.now().toString(36)}`,
      notes: 'Byt blandare i badrummet',
      assigneeUids: [me.result.session.employeeUid],
    },
  });
}

/** The service worker holds the app shell once it is active and controls the page. */
async function shellKept(page: Page) {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        active: registration?.active?.state ?? null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
  await expect.poll(async () => (await state()).active, { timeout: 30_000 }).toBe('activated');
  if (!(await state()).controlled) await page.reload();
  expect((await state()).controlled).toBe(true);
}

/** A plumber of their own: the timer is one per employee, and other specs run timers too. */
async function fieldWorker(desk: Awaited<ReturnType<typeof office>>): Promise<string> {
  const login = `falt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await desk.post('/profile/customerEmployee', {
    data: { loginName: login, role: 'MANAGER', displayName: 'Erik Fältsson', password: DEMO_PASSWORD },
  });
  return login;
}

test('a work order edited and photographed without a connection reaches the server, conflict shown', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const desk = await office(baseURL!);
  await logIn(page, await fieldWorker(desk));
  const order = await assignedOrder(page);

  // The list of my orders, then the order: both are kept on the phone.
  await page.goto('/montor/dokument/workorder/list');
  await expect(page.locator(`a[href$="${order.uid}"]`).first()).toBeVisible();
  await page.goto(`/montor/dokument/workorder/edit/${order.uid}`);
  const notes = page.getByTestId('document-notes');
  await expect(notes).toHaveValue('Byt blandare i badrummet');
  await expect(page.getByTestId('document-attachments')).toBeVisible();
  await page.getByTestId('time-log-start').click();
  await expect(page.getByTestId('time-log-stop')).toBeVisible();
  await shellKept(page);

  await context.setOffline(true);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveText('Offline – 0 ändringar väntar');

  // The timer stopped in the cellar: the order's time log shows the row, the timer is free again.
  await page.getByTestId('time-log-stop').click();
  await expect(status).toHaveText('Offline – 1 ändring väntar');
  await expect(page.getByTestId('time-log-start')).toBeVisible();
  await expect(page.getByTestId('time-log-row')).toHaveCount(1);

  await notes.fill('Blandaren bytt. Läcka vid golvbrunnen – behöver ny klämring.');
  await expect(status).toHaveText('Offline – 2 ändringar väntar');
  await page.getByTestId('document-attachments').locator('input[type=file]').setInputFiles({
    name: 'golvbrunn.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(status).toHaveText('Offline – 3 ändringar väntar');
  await expect(page.getByTestId('document-attachments').getByText('golvbrunn.png')).toBeVisible();

  // Meanwhile the office writes on the same order.
  await desk.post('/doc/workOrder', {
    docUid: order.uid,
    newVersion: order.version,
    data: { ...order.header, mark: 'Ring kunden före 8', items: order.items },
  });

  // A reload in the cellar: the shell from the service worker, the order and the photo from the phone.
  await page.reload();
  await expect(notes).toHaveValue('Blandaren bytt. Läcka vid golvbrunnen – behöver ny klämring.');
  await expect(page.getByTestId('document-attachments').getByText('golvbrunn.png')).toBeVisible();
  await expect(page.getByTestId('time-log-row')).toHaveCount(1);
  await expect(page.getByTestId('time-log-start')).toBeVisible();
  await expect(status).toHaveText('Offline – 3 ändringar väntar');
  await shot(page, 'offline-phone');

  await context.setOffline(false);
  const decisions = page.getByRole('dialog', { name: 'Ändringar som behöver ditt beslut' });
  await expect(decisions).toBeVisible();
  const table = decisions.getByTestId('offline-conflict-table');
  await expect(table.getByRole('row', { name: /Märkning/ })).toContainText('Ring kunden före 8');
  await expect(table.getByRole('row', { name: /Anteckningar/ })).toContainText('Läcka vid golvbrunnen');
  await shot(page, 'offline-conflict');
  await expect(decisions).toHaveCSS('opacity', '1');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Nothing overwritten while the person has not chosen; the photo is already there.
  const onServer = await desk.get<Order>('/doc/workOrder', { docUid: order.uid });
  expect(onServer.header).toMatchObject({ mark: 'Ring kunden före 8', notes: 'Byt blandare i badrummet' });
  const attachments = await desk.get<{ attachments: { fileName: string }[] }>('/doc/docAttachments', {
    docType: 'WORK_ORDER',
    docUid: order.uid,
  });
  expect(attachments.attachments.map((a) => a.fileName)).toEqual(['golvbrunn.png']);
  const log = await desk.post<{ items: { end: string | null; employee: { caption: string } }[] }>(
    '/doc/timeLogsList',
    { workOrderUid: order.uid },
  );
  expect(log.items).toHaveLength(1);
  expect(log.items[0]).toMatchObject({ employee: { caption: 'Erik Fältsson' } });
  expect(log.items[0]?.end).not.toBeNull();

  await decisions.getByRole('button', { name: 'Behåll båda' }).click();
  await expect(decisions).toBeHidden();
  await expect(status).toBeHidden();
  await expect
    .poll(async () => (await desk.get<Order>('/doc/workOrder', { docUid: order.uid })).header)
    .toMatchObject({
      mark: 'Ring kunden före 8',
      notes: 'Blandaren bytt. Läcka vid golvbrunnen – behöver ny klämring.',
    });
  await desk.context.dispose();
  expect(pageErrors).toEqual([]);
});
