import { expect, logIn, test } from './fixtures';

/*
 * Exports answer a short-lived link (/api/files/<id>) instead of a `data:` address. Browser downloads do
 * not reach a saved file in this sandbox, so the tests check what the browser is given and what the link
 * answers: the print opens the PDF in a new tab, the CSV link answers an attachment with its name.
 */
test.describe('exported files', () => {
  test('the client list PDF opens in a new tab from its short-lived link', async ({ page, context }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/clients/active');
    await page.getByRole('button', { name: 'Utskrift och export' }).click();
    const served = context.waitForEvent('response', (r) => /\/api\/files\/[\w-]{43}$/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Skriv ut kundlistan (PDF)' }).click();
    await popup;
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="kundlista-/);
  });

  test('the client and own-article CSV exports hand the browser a link that answers the file', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/clients/active');
    await page.getByRole('button', { name: 'Utskrift och export' }).click();
    const exported = page.waitForResponse((r) => r.url().endsWith('/api/profile/customerClientsExport'));
    await page.getByTestId('client-export-csv').click();
    const { result } = (await (await exported).json()) as { result: { link: string; fileName: string } };
    expect(result.link).toMatch(/^\/api\/files\/[\w-]{43}$/);
    const file = await page.request.get(result.link);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers()['content-disposition']).toContain(`attachment; filename="${result.fileName}"`);
    expect((await file.text()).startsWith('\ufeffKundnummer;Namn;')).toBe(true);

    await page.goto('/standard/articles');
    const articles = page.waitForResponse((r) => r.url().endsWith('/api/profile/exportOwnArticles'));
    await page.getByRole('button', { name: 'Exportera' }).click();
    const own = (await (await articles).json()) as { result: { link: string } };
    const csv = await page.request.get(own.result.link);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="egna-artiklar-/);
    expect(await csv.text()).toContain('Artikelnummer;Benämning;Enhet;Pris');
  });
});
