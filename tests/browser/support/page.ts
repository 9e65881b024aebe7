import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The lazily loaded parts of a page (the footer, the page's blocks) hydrate once their chunks are
 * there, a moment after the prerendered HTML is on screen: a test that clicks in them, or changes
 * their DOM, waits until the network is quiet.
 */
export async function partsLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * Most tests wait for this before asserting: the main region has finished loading (aria-busy
 * false). A wait, not a speed check (those are benchmarks): on a busy machine a cold dashboard
 * (its code, then the customer's data) takes seconds, so the default is generous.
 */
export async function mainSettled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => page.locator('main#main').getAttribute('aria-busy'), { timeout: 10_000, ...options }).toBe('false');
}
