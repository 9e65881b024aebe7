/**
 * The page table (which chunk holds each page's body) is not in a page's first
 * load: a prerendered page carries its own body. It loads when the visitor goes for one of the
 * app's links, and the navigation that follows draws the page without a document load. If it
 * cannot be loaded, the page says so with a retry that works once the network is back.
 */
import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { DESKTOP } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const PAGE_TABLE = /\/assets\/config\/de-de-pages-[\w-]+\.js$/;

async function openHome(): Promise<{ page: Page; tableRequests: string[] }> {
  const context = await browser().newContext(DESKTOP);
  const page = await context.newPage();
  const tableRequests: string[] = [];
  page.on('request', (request) => {
    if (PAGE_TABLE.test(new URL(request.url()).pathname)) tableRequests.push(request.url());
  });
  await page.goto(`${portal().url}/de-de/`, { waitUntil: 'networkidle' });
  await mainSettled(page);
  await partsLoaded(page);
  // Marks this document: a same-document navigation keeps it, a page load would not.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  return { page, tableRequests };
}

const aboutLink = (page: Page) => page.locator('footer a[href="/de-de/about-us/"]').first();
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

describe('the page table', () => {
  test('is not loaded with the page; pointing at a link loads it, and the click draws the page in the app', async () => {
    const { page, tableRequests } = await openHome();
    try {
      expect(tableRequests, 'loaded by network idle').toEqual([]);
      const link = aboutLink(page);
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await expect.poll(() => tableRequests.length).toBe(1);
      await link.click();
      await page.waitForURL(`${portal().url}/de-de/about-us/`);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Über uns');
      expect(await stayed(page), 'no document load').toBe(true);
      expect(tableRequests).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  test('when it cannot be loaded the page says so, and its retry draws the page once the network is back', async () => {
    const { page } = await openHome();
    let failing = true;
    const fail = (route: Route) => (failing ? route.abort('internetdisconnected') : route.continue());
    await page.route(PAGE_TABLE, fail);
    try {
      const link = aboutLink(page);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`${portal().url}/de-de/about-us/`);
      const retry = page.getByRole('button', { name: 'Erneut versuchen' });
      await retry.waitFor({ state: 'visible' });
      failing = false;
      await retry.click();
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Über uns');
      expect(await stayed(page), 'no document load').toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
