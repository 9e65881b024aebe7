/**
 * A part of the page whose code cannot be loaded (the network dropped, or a deployment replaced
 * the hashed file an open page asks for) costs that part, never the page: the header and the
 * page's title stay and work; the blocks say so with a retry that loads the page again; a
 * missing footer is only logged.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** Answers requests for the named chunk with a network error until `restore` is called. */
async function failChunk(page: Page, name: string): Promise<{ requests: () => number; restore: () => Promise<void> }> {
  let requests = 0;
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  const handler = (route: import('playwright-core').Route) => {
    requests += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(pattern, handler);
  return { requests: () => requests, restore: () => page.unroute(pattern, handler) };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('a chunk that cannot be loaded', () => {
  test("the page's blocks: an alert with a retry that loads the page again; header and title stay and work", async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    try {
      const errors = consoleErrors(page);
      const blocks = await failChunk(page, 'PageBlocks');
      await page.goto(`${portal().url}/de-de/`);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('Dieser Teil der Seite konnte nicht geladen werden.');
      expect(blocks.requests()).toBeGreaterThan(0);
      expect(errors.some((text) => text.includes("The page's blocks could not be loaded"))).toBe(true);
      // The rest of the page is the portal as usual: title, and a header whose menu opens.
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Festgeld, Tagesgeld und Kündigungsgeld');
      const toggle = page.locator('.ph-mobile__toggle');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();

      await blocks.restore();
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.waitForLoadState('load');
      await mainSettled(page);
      await partsLoaded(page);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.locator('main .pp-cta').count()).toBeGreaterThan(0);
    } finally {
      await closeTab(tab);
    }
  });

  test('the footer: left out and logged, the page stays', async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    try {
      const errors = consoleErrors(page);
      await failChunk(page, 'FooterView');
      await page.goto(`${portal().url}/de-de/`);
      await mainSettled(page);
      // Its code is asked for when the visitor nears it (src/app/boot/footer/footer-on-approach.ts).
      await page.locator('footer.pf').scrollIntoViewIfNeeded();
      await expect.poll(() => errors.some((text) => text.includes('The footer could not be loaded'))).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('header.ph-header').count()).toBe(1);
      expect(await page.locator('main .pp-cta').count()).toBeGreaterThan(0);
    } finally {
      await closeTab(tab);
    }
  });
});
