import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/*
 * Attachments on a document (issue #15): a photo and a PDF dropped on the editor's section, listed with
 * size, employee and time, opened in a new tab with the right type, refused when a program pretends to be
 * a PDF, and deleted after the question; the section on a phone, and axe-clean.
 */

const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

async function newOffer(page: Page): Promise<string> {
  const draft = await api<{ uid: string }>(page, '/doc/offer', {
    newVersion: 0,
    data: { docDate: new Date().toISOString().slice(0, 10), mark: `Bilagor ${Date.now().toString(36)}` },
  });
  await page.goto(`/montor/dokument/offer/edit/${draft.uid}`);
  await expect(page.getByTestId('document-attachments')).toBeVisible();
  await expect(page.getByTestId('attachments-empty')).toBeVisible();
  return draft.uid;
}

/**
 * Drops files on the section as a desktop does: the files are made in the page (the photo drawn on a
 * canvas, so it is a real PNG or JPEG) and carried by a DataTransfer through dragenter, dragover, drop.
 */
async function dropFiles(
  page: Page,
  files: Array<{ name: string; kind: 'png' | 'jpeg' | 'text'; text?: string }>,
) {
  await page.getByTestId('attachment-drop-zone').evaluate(async (zone, specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      if (spec.kind === 'text') {
        transfer.items.add(new File([spec.text ?? ''], spec.name));
        continue;
      }
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#3b7bbf';
      g.fillRect(0, 0, 320, 200);
      g.fillStyle = '#f4d35e';
      g.fillRect(40, 60, 120, 90);
      const type = `image/${spec.kind}`;
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), type));
      transfer.items.add(new File([blob], spec.name, { type }));
    }
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }
  }, files);
}

/** axe-core over the section (the rest of the editor is e2e/accessibility.spec.ts's): nothing serious. */
async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="document-attachments"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.describe('attachments on a document', () => {
  test('drop a photo and a PDF, open them, refuse a program, delete them', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    const docUid = await newOffer(page);
    const section = page.getByTestId('document-attachments');
    await expect(section.getByTestId('attachment-space')).toContainText('används');

    await dropFiles(page, [
      { name: 'Badrum före.png', kind: 'png' },
      { name: 'Signerad offert.pdf', kind: 'text', text: PDF },
    ]);
    const rows = section.getByTestId('attachment-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Badrum före.png');
    await expect(rows.nth(1)).toContainText('Signerad offert.pdf');
    await expect(rows.nth(0)).toContainText(/\d+\s?kB · .+ · \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // A JPEG from a phone's camera is taken too; a program named .pdf is refused with the reason.
    await dropFiles(page, [
      { name: 'IMG_0042.jpg', kind: 'jpeg' },
      { name: 'faktura.pdf', kind: 'text', text: `MZ${'\u0000'.repeat(100)}` },
    ]);
    await expect(rows).toHaveCount(3);
    await expect(section.getByTestId('attachment-problems')).toContainText(
      'faktura.pdf: Filtypen kan inte bifogas. Tillåtna är PDF, bilder, Office-dokument och text.',
    );
    await section.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shot(page, 'attachments-desktop');
    await expectAxeClean(page);

    // The photo opens in a new tab, inline, as a PNG.
    const opened = page
      .context()
      .waitForEvent('response', (r) => r.url().includes('/api/doc/docAttachment?'));
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      rows.nth(0).getByTestId('attachment-open').click(),
    ]);
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['content-disposition']).toMatch(/^inline;/);
    await tab.close();

    // The PDF's link answers the same bytes that were dropped.
    const href = await rows.nth(1).getByTestId('attachment-open').getAttribute('href');
    expect(href).toContain(`docUid=${docUid}`);
    const pdf = await page.request.get(href ?? '');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).toString('latin1')).toBe(PDF);

    for (let left = 2; left >= 0; left -= 1) {
      await rows.first().getByTestId('attachment-delete').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
      await expect(rows).toHaveCount(left);
    }
    await expect(section.getByTestId('attachments-empty')).toBeVisible();
    expect((await page.request.get(href ?? '')).status()).toBe(404);
  });

  test('on a phone: choose a file with the button, the list fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-admin');
    await newOffer(page);
    const section = page.getByTestId('document-attachments');
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Välj filer' }).click();
    await (await chooser).setFiles({
      name: 'Mätning kök.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Rum;Yta\nKök;12,5\n', 'utf8'),
    });
    await expect(section.getByTestId('attachment-row')).toHaveCount(1);
    await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'attachments-phone');
    const box = await section.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('a new document says files come after the first save', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/dokument/offer/new');
    const zone = page.getByTestId('attachment-drop-zone');
    await expect(zone).toContainText('Filer kan bifogas när dokumentet är sparat');
    await expect(zone.getByRole('button', { name: 'Välj filer' })).toBeDisabled();
    await expectAxeClean(page);
    await zone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'attachments-unsaved');
  });
});
