/**
 * The prerendered page is on screen before its app (boot.ts loads it after the first paint): a
 * tap or a key press on one of its buttons in that moment must not be lost. The app's code is
 * held back here until the press is made, then let through.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appAttached, appAttachedNow, holdScripts } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/**
 * Opens the page with the app's code held back; the returned function lets it through. Presses
 * wait until boot.ts has asked for the app: it keeps presses from then on (a press while the
 * browser is still fetching boot.ts itself is the browser's, as on any page without its script).
 */
async function openWithoutApp(page: Page, path: string): Promise<() => void> {
  const { release, requested } = await holdScripts(page, /\/assets\/app-[\w-]+\.js$/);
  await page.goto(`${portal().url}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector('footer', { state: 'attached' });
  await requested;
  return release;
}

describe('a press before the app is there', () => {
  test('phone: a tap on the menu button opens the menu once the app has started', async () => {
    const tab = await openTab(browser(), PHONE);
    try {
      const release = await openWithoutApp(tab.page, '/de-de/');
      const toggle = tab.page.locator('header button.ph-mobile__toggle');
      await toggle.tap();
      // Not before: the HTML alone has no handler (so this test cannot pass without the app).
      expect(await appAttachedNow(tab.page, '#root > *')).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      release();
      await appAttached(tab.page, '#root > *');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    } finally {
      await closeTab(tab);
    }
  });

  test('desktop: Enter on a navigation trigger opens its panel and moves focus to its first item', async () => {
    const tab = await openTab(browser(), DESKTOP);
    try {
      const release = await openWithoutApp(tab.page, '/de-de/');
      const trigger = tab.page.locator('nav.ph-nav button.ph-nav__trigger').first();
      await trigger.focus();
      await tab.page.keyboard.press('Enter');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      release();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const panelId = await trigger.getAttribute('aria-controls');
      await expect.poll(() => tab.page.evaluate((id) => document.activeElement === document.querySelector(`[id="${id}"] [data-ph-item]`), panelId)).toBe(true);
    } finally {
      await closeTab(tab);
    }
  });
});
