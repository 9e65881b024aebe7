#!/usr/bin/env node
/**
 * Draws public/assets/share/savingo-1200x630.png, the link-preview image (og:image) of the home
 * pages (config/pages/home.yaml): the logo on white at the 1200×630 size link previews use.
 * Link previews (Facebook, LinkedIn, X, messengers) do not show an SVG, so the logo itself cannot
 * be the image. Drawn by Debian's Chromium from public/assets/logo.svg; run again after the logo
 * changes: `node tools/assets/share-image.mjs`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const logo = await readFile(join(root, 'public', 'assets', 'logo.svg'), 'utf8');
const out = join(root, 'public', 'assets', 'share', 'savingo-1200x630.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const svg = logo.replace(/width="\d+" height="\d+"/, 'width="720" height="160"');
  await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:grid;place-items:center;background:#fff">${svg}</body>`);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
