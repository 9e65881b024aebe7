/**
 * The footer's code and config load when the visitor nears the footer
 * (src/app/boot/footer/footer-on-approach.ts), not with every page: its prerendered HTML is complete
 * and its links work without code. They load at once where the footer is on the first screen,
 * for a logged-in customer and for `?design=v1` (the footer must change), and a press on the
 * footer before its code is there is pressed again once it is.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { configStrings } from './support/strings.ts';
import { appAttached, appAttachedNow, holdScripts, mainSettled, partsLoaded } from './support/page.ts';
import { loginAs, signedOutLoginPath } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { DESKTOP, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const FOOTER_CODE = /\/assets\/FooterView-[\w-]+\.js$/;

/** A new tab that counts the requests for the footer's code. */
async function openCounting(options: BrowserContextOptions): Promise<{ page: Page; footerRequests: string[] }> {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  const footerRequests: string[] = [];
  page.on('request', (request) => {
    if (FOOTER_CODE.test(new URL(request.url()).pathname)) footerRequests.push(request.url());
  });
  return { page, footerRequests };
}

async function settled(page: Page, path: string): Promise<void> {
  await page.goto(`${portal().url}${path}`, { waitUntil: 'networkidle' });
  await mainSettled(page);
  await partsLoaded(page);
}

describe("the footer's code", () => {
  test('is not loaded with a long page; scrolling to the footer loads it, and React takes over the same nodes', async () => {
    const { page, footerRequests } = await openCounting(PHONE);
    try {
      await settled(page, '/de-de/products/');
      expect(footerRequests, 'loaded by network idle').toEqual([]);
      expect(await appAttachedNow(page, 'footer.pf'), 'React has not drawn the footer').toBe(false);
      // The prerendered footer is complete: its links are there and lead somewhere.
      const footer = await page.$('footer.pf');
      expect(await page.locator('footer.pf a[href="/de-de/about-us/"]').count()).toBeGreaterThan(0);

      await page.locator('footer.pf').scrollIntoViewIfNeeded();
      await expect.poll(() => footerRequests.length).toBe(1);
      await appAttached(page, 'footer.pf');
      expect(await footer!.evaluate((element) => element.isConnected), 'the prerendered footer is kept').toBe(true);
    } finally {
      await page.context().close();
    }
  });

  test('loads with the page where the footer is on the first screen (login)', async () => {
    const { page, footerRequests } = await openCounting(DESKTOP);
    try {
      await settled(page, signedOutLoginPath('de-de'));
      expect(footerRequests).toHaveLength(1);
      await appAttached(page, 'footer.pf');
    } finally {
      await page.context().close();
    }
  });

  test('loads at once when the footer must change: ?design=v1 draws the v1 footer without scrolling', async () => {
    const { page, footerRequests } = await openCounting(PHONE);
    try {
      await settled(page, '/de-de/products/?design=v1');
      await page.locator('footer.pf.pf--v1').waitFor({ state: 'attached' });
      expect(footerRequests).toHaveLength(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  test("loads at once for a logged-in customer, whose footer is not the visitor's", async () => {
    // Signed in elsewhere (the login page's footer is in view: it loads there), then the
    // dashboard in a fresh tab with that session and an empty cache.
    const login = await browser().newContext(PHONE);
    await loginAs(await login.newPage(), portal().url, 'active-de');
    const storageState = await login.storageState();
    await login.close();
    const { page, footerRequests } = await openCounting({ ...PHONE, storageState });
    try {
      await settled(page, '/de-de/dashboard/');
      expect(
        await page.evaluate(() => document.querySelector('footer.pf')!.getBoundingClientRect().top > window.innerHeight),
        'the footer is below the screen',
      ).toBe(true);
      await appAttached(page, 'footer.pf');
      expect(footerRequests).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  test('a tap on the footer before its code is there is pressed again once it is', async () => {
    const app = configStrings('app', 'de');
    const { page } = await openCounting(PHONE);
    try {
      const { release, requested } = await holdScripts(page, FOOTER_CODE);
      await settled(page, '/de-de/products/');
      const cookies = page.locator('footer.pf').getByRole('button', { name: 'Cookie-Einstellungen' });
      await cookies.scrollIntoViewIfNeeded();
      await requested;
      await cookies.tap();
      const dialog = page.getByRole('dialog', { name: app('consent.title') });
      // Not before: the footer's HTML alone has no handler (so this test cannot pass without the replay).
      expect(await appAttachedNow(page, 'footer.pf')).toBe(false);
      expect(await dialog.count()).toBe(0);
      release();
      await dialog.waitFor({ state: 'visible' });
      await appAttached(page, 'footer.pf');
    } finally {
      await page.context().close();
    }
  });
});
