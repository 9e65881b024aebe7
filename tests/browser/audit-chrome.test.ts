/**
 * Issue 32, second rule-by-rule audit of the page chrome (spec 2.4, 2.5, 2.6, 2.9, 3, 5;
 * docs/spec-audit/chrome.md): the defects a customer met in the running portal, each seen
 * failing before its fix, in real Chromium against the built portal and the local stack.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** How far a box reaches past the viewport's left and right edges, in CSS px (0 when inside). */
async function overflow(page: Page, element: Locator): Promise<{ left: number; right: number }> {
  const box = await element.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  return { left: Math.max(0, -Math.round(box!.x)), right: Math.max(0, Math.round(box!.x + box!.width) - width) };
}

describe('the balance bar tooltip (spec 2.4: "a tooltip with title and text from notAvailableMessage")', () => {
  test('on a phone a tap shows it whole, inside the screen', async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    await loginAs(page, portal().url, 'maintenance-503-de');
    await mainSettled(page);
    const button = page.locator('header .ph-balance__unavailable button');
    await button.tap();
    const tooltip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    // Before: anchored at the info button (x 167 of 390), 300 px wide, it ran 77 px past the edge.
    expect(await overflow(page, tooltip)).toEqual({ left: 0, right: 0 });
    await closeTab(tab);
  });
});

describe('the navigation panels (spec 2.4: dropdown panels, layout even = two equal columns)', () => {
  /** Opens each top-level dropdown in turn and reports any panel that reaches past the screen. */
  async function panelsOffScreen(page: Page): Promise<string[]> {
    const found: string[] = [];
    const triggers = page.locator('nav.ph-nav button.ph-nav__trigger');
    for (let index = 0; index < (await triggers.count()); index++) {
      const trigger = triggers.nth(index);
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      const past = await overflow(page, panel);
      if (past.left > 0 || past.right > 0) found.push(`${await trigger.getAttribute('data-item-id')}: ${past.left} px past the left edge, ${past.right} px past the right`);
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    }
    return found;
  }

  for (const width of [1024, 1280]) {
    test(`a visitor at ${width} px sees every panel inside the screen, the page not scrolling sideways`, async () => {
      const tab = await openTab(browser(), { viewport: { width, height: 800 } });
      const { page } = tab;
      await page.goto(`${portal().url}/de-de/`);
      await mainSettled(page);
      // Before: "Über Savingo" (layout even, 872 px) hung from its trigger at x 479 and ended at 1351.
      expect(await panelsOffScreen(page)).toEqual([]);
      await page.locator('nav.ph-nav button.ph-nav__trigger[data-item-id="about"]').click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await closeTab(tab);
    });
  }

  test('a customer with every private entry (pension-de) at 1024 px sees every panel inside the screen', async () => {
    const tab = await openTab(browser(), { viewport: { width: 1024, height: 800 } });
    const { page } = tab;
    await loginAs(page, portal().url, 'pension-de');
    await mainSettled(page);
    expect(await panelsOffScreen(page)).toEqual([]);
    await closeTab(tab);
  });
});
