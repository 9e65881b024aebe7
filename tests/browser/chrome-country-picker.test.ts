/**
 * The footer's country picker (spec 2.7): a disclosure dropdown of market links on
 * wide screens; a modal dialog on narrow ones (focus moves in, Tab is trapped, Escape closes
 * and focus returns to the button). Choosing a market navigates to its locale and stores
 * the preference in localStorage `portal.preferredLocale`.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { footerInView, mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { DESKTOP, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

async function openPage(options: BrowserContextOptions, path = '/de-de/'): Promise<Page> {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  await page.goto(`${portal().url}${path}`);
  await picker(page).waitFor({ state: 'visible' });
  await mainSettled(page);
  await partsLoaded(page);
  await footerInView(page);
  return page;
}

const picker = (page: Page): Locator => page.locator('footer .pc-picker .pc-trigger');
const preferredLocale = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('portal.preferredLocale'));
const activeInside = (page: Page, selector: string): Promise<boolean> => page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

describe('country picker on desktop (1280)', () => {
  test('a disclosure button opens a sorted list of market links; Escape closes it and focus returns', async () => {
    const page = await openPage(DESKTOP);
    try {
      const button = picker(page);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('aria-haspopup')).toBeNull();
      expect(await button.textContent()).toContain('Deutschland');
      // A screen reader hears the country, then what the button does, without a stray space
      // before the comma (Chrome spaces out an absolutely positioned hidden suffix).
      expect(await page.locator('footer').getByRole('button', { name: 'Deutschland, Land wechseln', exact: true }).count()).toBe(1);

      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      const listId = await button.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      const list = page.locator(`[id="${listId}"]`);
      await expect.poll(() => list.isVisible()).toBe(true);
      // The list really sits on screen (it opens upwards from the footer).
      const box = await list.boundingBox();
      expect(box && box.y >= 0 && box.height > 100).toBe(true);
      expect(await page.locator('[role="dialog"]').count()).toBe(0);

      const links = list.locator('a[href]');
      const labels = (await links.allTextContents()).map((label) => label.trim());
      expect(labels.length).toBeGreaterThanOrEqual(10);
      expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      expect(hrefs).toContain('/fr-fr/');
      expect(await list.locator('a[aria-current="true"]').textContent()).toContain('Deutschland');

      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await list.count()).toBe(0);
      expect(await activeInside(page, '.pc-trigger')).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  test('a click outside closes the dropdown', async () => {
    const page = await openPage(DESKTOP);
    try {
      const button = picker(page);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.click(5, 5);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.context().close();
    }
  });

  test('choosing a market navigates to its locale and stores the preferred locale', async () => {
    const page = await openPage(DESKTOP);
    try {
      expect(await preferredLocale(page)).toBeNull();
      const button = picker(page);
      await button.click();
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await list.locator('a[href="/fr-fr/"]').click();
      await page.waitForURL((url) => url.pathname === '/fr-fr/');
      await expect.poll(() => preferredLocale(page)).toMatch(/^fr-fr$/i);
      // The new page is the French one: document language and picker label follow.
      await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^fr/);
      await expect.poll(() => picker(page).textContent()).toContain('France');
      // Stored preference and market agree: no country banner.
      expect(await page.locator('.pc-banner').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('country picker at phone width (390)', () => {
  test('opens a modal dialog that takes focus, traps Tab, and closes on Escape with focus back on its button', async () => {
    const page = await openPage(PHONE);
    try {
      const button = picker(page);
      // The modal form is chosen after hydration from the media query.
      await expect.poll(() => button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('footer').getByRole('button', { name: 'Deutschland, Land wechseln', exact: true }).count()).toBe(1);

      await button.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // Named by its title.
      const labelledBy = await dialog.getAttribute('aria-labelledby');
      expect((await page.locator(`[id="${labelledBy}"]`).textContent())?.trim().length).toBeGreaterThan(0);
      // Focus moved into the dialog, on the current market.
      await expect.poll(() => activeInside(page, '[role="dialog"]')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
      // The whole dialog fits the phone screen.
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

      // Tab and Shift+Tab go round more than the whole dialog and never leave it.
      const focusable = await dialog.locator('a[href], button').count();
      for (let i = 0; i < focusable + 2; i += 1) {
        await page.keyboard.press('Tab');
        expect(await activeInside(page, '[role="dialog"]'), `Tab ${i + 1} left the dialog`).toBe(true);
      }
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await activeInside(page, '[role="dialog"]'), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await activeInside(page, '.pc-trigger')).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  test("the dialog's code loads when the visitor goes for the button, not with the page; Enter opens it", async () => {
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    const dialogChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Country(Dialog|Modal)-[^/]+\.js$/.test(new URL(request.url()).pathname)) dialogChunks.push(request.url());
    });
    try {
      await page.goto(`${portal().url}/de-de/`);
      await mainSettled(page);
      await partsLoaded(page);
      await footerInView(page);
      const button = picker(page);
      await expect.poll(() => button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(dialogChunks, 'loaded by network idle').toEqual([]);

      // Keyboard: focus asks for the code, Enter opens the dialog once it is there.
      await button.focus();
      await expect.poll(() => dialogChunks.length).toBe(1);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await expect.poll(() => activeInside(page, '[role="dialog"]')).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('choosing a market in the dialog navigates and stores the preference', async () => {
    const page = await openPage(PHONE);
    try {
      const button = picker(page);
      await expect.poll(() => button.getAttribute('aria-haspopup')).toBe('dialog');
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('a[href="/en-gb/"]').click();
      await page.waitForURL((url) => url.pathname === '/en-gb/');
      await expect.poll(() => preferredLocale(page)).toMatch(/^en-gb$/i);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
