/**
 * Spec 2.4 and 9 on a phone (390x844) and on desktop, in the built portal: the header is 64 px
 * tall on a phone (80 px on desktop); the mobile bottom action bar (login, registration) is fixed
 * at the bottom of the screen below the large breakpoint on public pages with a navigation,
 * with the menu closed, and the page keeps its height free so the bar never covers content;
 * desktop shows no such bar.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { forgetProviderSession, signedOutLoginPath } from './support/login.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE, type Tab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const bar = (page: Page) => page.locator('header .ph-mobile__actions');
const headerHeight = (page: Page): Promise<number> => page.locator('header.ph-header').evaluate((el) => el.getBoundingClientRect().height);

async function withPage(form: BrowserContextOptions, path: string, run: (page: Page, tab: Tab) => Promise<void>): Promise<void> {
  const tab = await openTab(browser(), form);
  try {
    await tab.page.goto(`${portal().url}${path}`);
    await mainSettled(tab.page);
    await partsLoaded(tab.page);
    await run(tab.page, tab);
  } finally {
    await closeTab(tab);
  }
}

describe('header height (spec 9)', () => {
  test.each(['/de-de/', signedOutLoginPath('de-de'), '/en-gb/'])('%s: 64 px on a phone', async (path) => {
    await withPage(PHONE, path, async (page) => {
      expect(await headerHeight(page)).toBe(64);
    });
  });

  test('80 px on desktop', async () => {
    await withPage(DESKTOP, '/de-de/', async (page) => {
      expect(await headerHeight(page)).toBe(80);
    });
  });
});

describe('mobile bottom action bar (spec 2.4)', () => {
  test.each(['/de-de/', '/en-gb/deposit-guarantee/', '/fr-fr/'])('%s on a phone: login and registration fixed at the bottom, menu closed', async (path) => {
    await withPage(PHONE, path, async (page) => {
      const toggle = page.locator('header button.ph-mobile__toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => bar(page).isVisible()).toBe(true);
      const box = await bar(page).boundingBox();
      if (!box) throw new Error('the action bar has no box');
      expect(box.x).toBe(0);
      expect(box.width).toBe(390);
      expect(box.y + box.height).toBe(844);
      const locale = path.split('/')[1];
      for (const type of ['login', 'registration']) {
        const link = bar(page).locator(`[data-type="${type}"] a`);
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toMatch(new RegExp(`^/${locale}/`));
        const b = await link.boundingBox();
        expect(b && b.height >= 44 && b.x >= 0 && b.x + b.width <= 390).toBe(true);
      }
      // Still there, at the same place, after scrolling.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await bar(page).boundingBox())?.y).toBe(box.y);
    });
  });

  test('it covers no content: at the end of the page the last content ends above the bar', async () => {
    await withPage(PHONE, '/de-de/', async (page) => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      const barTop = (await bar(page).boundingBox())?.y ?? 0;
      // The last element of the page with a box of its own (the footer's last row).
      const lastContentBottom = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        const all = [...(footer ?? document.body).querySelectorAll('*')].filter((el) => el.getClientRects().length > 0);
        return Math.max(...all.map((el) => el.getBoundingClientRect().bottom));
      });
      expect(barTop).toBeGreaterThan(700);
      expect(lastContentBottom).toBeLessThanOrEqual(barTop + 0.5);
    });
  });

  test("a tap on its login action opens the provider's sign-in form (the login page goes on to it)", async () => {
    await withPage(PHONE, '/de-de/', async (page) => {
      await forgetProviderSession(page);
      await bar(page).locator('[data-type="login"] a').click();
      await page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
    });
  });

  test('desktop shows no bottom bar and keeps no space for one', async () => {
    await withPage(DESKTOP, '/de-de/', async (page) => {
      expect(await bar(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      // The actions are in the top bar instead.
      expect(await page.locator('header .ph-actions [data-type="login"] a').isVisible()).toBe(true);
    });
  });
});
