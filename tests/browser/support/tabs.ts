import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** The two screen forms the tests use, so every file means the same desktop and phone. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } satisfies BrowserContextOptions;

/** A page in its own browser context (own localStorage and cookies), with uncaught page errors collected. */
export interface Tab {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors in the page: closeTab asserts there were none. */
  errors: string[];
}

/**
 * PORTAL_SLOW_NETWORK=<ms> holds every script chunk and API call for a random time up to that
 * many milliseconds: chunks and answers then arrive late and out of order, as on a poor phone
 * connection. A way to find the race a busy CI machine would find first (it found the page
 * blocks held as skeletons and the logout event cancelled by the navigation); off by default.
 */
const SLOW_NETWORK_MS = slowNetworkMs(process.env.PORTAL_SLOW_NETWORK);

function slowNetworkMs(setting: string | undefined): number {
  const ms = Number(setting ?? 0);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`PORTAL_SLOW_NETWORK must be a number of milliseconds, not "${setting}"`);
  return ms;
}

async function slowDown(context: BrowserContext): Promise<void> {
  await context.route(/(\/assets\/[^?]*\.js|\/api\/[^?]*)(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * SLOW_NETWORK_MS));
    await route.fallback();
  });
}

/** A fresh browser context per test, with page errors collected for closeTab. */
export async function openTab(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<Tab> {
  const context = await browser.newContext(options);
  if (SLOW_NETWORK_MS > 0) await slowDown(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, context, errors };
}

/** Ends a tab: fails the test if the page threw, then closes its context. */
export async function closeTab(tab: Tab): Promise<void> {
  expect(tab.errors, 'uncaught errors in the page').toEqual([]);
  await tab.context.close();
}
