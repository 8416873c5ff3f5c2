import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatAmount, formatKr } from '../src/shared/domain/format';
import { api, expect, logIn, test } from './fixtures';

/** The document editor's line operations: "Uppdatera priser" after a price change, and copying lines. */

interface Line {
  uid: string;
  code: string;
  description: string;
  priceOre: number | null;
  priceSource: string | null;
}

interface Offer {
  uid: string;
  version: number;
  mayBeActualized: boolean;
  items: Array<Line & { sumOre: number }>;
  totals: { netSumOre: number; totalPayableSumOre: number };
}

async function loadOffer(page: Page, docUid: string): Promise<Offer> {
  const response = await page.request.get(`/api/doc/offer?docUid=${docUid}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: Offer }).result;
}

/** The first catalogue article a search finds that is priced from the catalogue (no own price yet). */
async function catalogueLine(page: Page, search: string): Promise<Line> {
  const found = await api<Array<{ kind: string; item: Line }>>(page, '/doc/clientDocItemSearch', {
    codeOrArticle: search,
    docType: 'OFFER',
    limit: 20,
  });
  const hit = found.find(
    (r) => r.kind === 'CATALOGUE' && r.item.priceSource === 'FROM_CATALOGUE_PRICE' && r.item.priceOre,
  );
  if (!hit) throw new Error(`No catalogue-priced article for "${search}"`);
  return { ...hit.item, uid: randomUUID() };
}

async function createOffer(page: Page, mark: string, items: Line[]): Promise<Offer> {
  return api<Offer>(page, '/doc/offer', {
    newVersion: 0,
    data: { docDate: new Date().toISOString().slice(0, 10), mark, items },
  });
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

test.describe('offer lines: prices and copying', () => {
  test('Uppdatera priser gives a line the new own price and changes the totals', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo-admin');
    const line = await catalogueLine(page, 'varmvattenberedare');
    const offer = await createOffer(page, unique('Prisuppdatering'), [line]);
    expect(offer.mayBeActualized).toBe(false);
    const oldPrice = line.priceOre!;
    const newPrice = oldPrice + 10_000;

    await page.goto(`/montor/dokument/offer/edit/${offer.uid}`);
    const row = page.getByTestId('grid-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-col="price"]')).toHaveText(formatAmount(oldPrice));
    await expect(page.getByTestId('totals-net')).toContainText(formatKr(offer.totals.netSumOre));
    await expect(page.getByRole('button', { name: 'Uppdatera priser' })).toHaveCount(0);

    // The firm's own price for the article now outranks the catalogue price the line got.
    await api(page, '/profile/ownPrice', {
      uid: null,
      newVersion: null,
      data: { code: line.code, mode: 'FIXED_PRICE', priceOre: newPrice },
    });
    await page.reload();
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: 'Uppdatera priser' }).click();

    const dialog = page.getByRole('dialog', { name: 'Uppdatera priser' });
    const table = dialog.getByTestId('actualize-table');
    const changed = table.getByRole('row').filter({ hasText: line.code });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Eget pris');
    await expect(changed.getByRole('cell').nth(3)).toHaveText(formatKr(oldPrice));
    await expect(changed.getByRole('cell').nth(4)).toHaveText(formatKr(newPrice));
    await dialog.getByRole('button', { name: 'Uppdatera 1 rad' }).click();
    await expect(dialog).toBeHidden();

    await expect(row.locator('[data-col="price"]')).toHaveText(formatAmount(newPrice));
    const updated = await loadOffer(page, offer.uid);
    expect(updated.items[0]).toMatchObject({ priceOre: newPrice, priceSource: 'FROM_OWN_PRICE' });
    expect(updated.mayBeActualized).toBe(false);
    expect(updated.totals.netSumOre).toBeGreaterThan(offer.totals.netSumOre);
    expect(updated.totals.totalPayableSumOre).toBeGreaterThan(offer.totals.totalPayableSumOre);
    await expect(page.getByTestId('totals-net')).toContainText(formatKr(updated.totals.netSumOre));
    await expect(page.getByTestId('totals-payable')).toHaveText(formatKr(updated.totals.totalPayableSumOre));
    await expect(page.getByRole('button', { name: 'Uppdatera priser' })).toHaveCount(0);

    await page.reload();
    await expect(row.locator('[data-col="price"]')).toHaveText(formatAmount(newPrice));
    await expect(page.getByTestId('totals-payable')).toHaveText(formatKr(updated.totals.totalPayableSumOre));
    await expect(page.getByRole('button', { name: 'Uppdatera priser' })).toHaveCount(0);
  });

  test('a selected line is copied to another offer', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo-admin');
    const first = await catalogueLine(page, 'golvbrunn');
    const second = await catalogueLine(page, 'cirkulationspump');
    const targetMark = unique('Kopieringsmål');
    const source = await createOffer(page, unique('Kopieringskälla'), [first, second]);
    const target = await createOffer(page, targetMark, []);

    await page.goto(`/montor/dokument/offer/edit/${source.uid}`);
    const rows = page.getByTestId('grid-row');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).locator('[data-col="nr"]').click();
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
    const toolbar = page.getByRole('toolbar', { name: 'Markerade rader' });
    await expect(toolbar).toContainText('1 rad markerad');
    await toolbar.getByRole('button', { name: 'Kopiera till dokument…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Kopiera rader till ett annat dokument' });
    await expect(dialog).toContainText('1 rad kopieras');
    await dialog.getByRole('textbox', { name: 'Sök' }).fill(targetMark);
    const choice = dialog.getByRole('radio', { name: new RegExp(targetMark) });
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await choice.check();
    await dialog.getByRole('button', { name: 'Kopiera', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 rad kopierades')).toBeVisible();
    // The source keeps its lines.
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Öppna dokumentet' }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/edit/${target.uid}$`));
    await expect(page.getByTestId('document-mark')).toHaveValue(targetMark);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('[data-col="code"]')).toHaveText(second.code);
    await expect(rows.first()).toContainText(second.description);

    const copied = await loadOffer(page, target.uid);
    expect(copied.items.map((i) => i.code)).toEqual([second.code]);
    expect(copied.items[0]!.uid).not.toBe(second.uid);
  });
});
