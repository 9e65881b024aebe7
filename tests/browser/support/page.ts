import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Most tests wait for this before asserting: the main region has finished loading (aria-busy false). */
export async function mainSettled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => page.locator('main#main').getAttribute('aria-busy'), options).toBe('false');
}
