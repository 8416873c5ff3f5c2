/**
 * `npx tsx scripts/pwa-icons.ts`: draws the installable app's icons (decision 0049) from the favicon's
 * drop with Debian's Chromium, so the home-screen icon and the tab icon are the same picture. The PNGs
 * are committed; run this again only when the favicon changes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'src/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const drop = /<path[^>]*\/>/.exec(favicon)?.[0] ?? '';

/** A maskable icon is cut to a circle by some launchers: the drop stays within the middle 60 %. */
function maskable(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#004fa0"/><stop offset="1" stop-color="#4386d2"/></linearGradient></defs><rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${drop}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable() },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable() },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const outDir = path.join(publicDir, 'icons');
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    writeFileSync(path.join(outDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
