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
 * Most tests wait for this before asserting: the app is there, the main region has finished
 * loading (aria-busy false) and so has every data block in it (the accounts table, the unread
 * count: each is aria-busy while its calls run, drawing skeleton rows). A wait, not a speed check
 * (those are benchmarks): on a busy machine a cold dashboard (its code, then the customer's data)
 * takes seconds, so the default is generous.
 */
export async function mainSettled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  const timeout = options.timeout ?? 10_000;
  await appAttached(page, '#root > *', timeout);
  await expect.poll(() => page.locator('main#main').getAttribute('aria-busy'), { timeout }).toBe('false');
  await expect.poll(() => page.locator('main#main [aria-busy="true"]').count(), { timeout }).toBe(0);
}

/**
 * React has taken over the element (hydrated the prerendered HTML, or drawn it): it carries
 * React's own keys. A prerendered page says aria-busy="false" before its app is there.
 */
export async function appAttached(page: Page, selector: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(attachedIn, selector, { timeout });
}

/**
 * The footer's code loads when the visitor nears it (src/app/boot/footer/footer-on-approach.ts): this
 * brings the footer into view, as a visitor scrolling there does, and waits until React has it.
 */
export async function footerInView(page: Page, timeout = 10_000): Promise<void> {
  // Scrolled to again while waiting: React may draw a footer anew meanwhile (`?design=v1`).
  await page.waitForFunction(
    (selector) => {
      const footer = document.querySelector(selector);
      footer?.scrollIntoView({ block: 'nearest' });
      return !!footer && Object.keys(footer).some((key) => key.startsWith('__react'));
    },
    'footer.pf',
    { timeout, polling: 100 },
  );
}

/** Whether React has the element now (see appAttached). */
export function appAttachedNow(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(attachedIn, selector);
}

/** Runs in the page: React's keys on the element. */
function attachedIn(selector: string): boolean {
  return Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__react'));
}

/** Scripts held back by holdScripts. */
export interface HeldScripts {
  /** Lets them through. */
  release: () => void;
  /** Settles when the page first asks for one of them: whatever asked has run by then. */
  requested: Promise<void>;
}

/**
 * Holds back the scripts whose URL matches until `release` is called: what the prerendered HTML
 * shows (and does) before its app is there.
 */
export async function holdScripts(page: Page, url: RegExp | string): Promise<HeldScripts> {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, requested };
}
