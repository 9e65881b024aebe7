/**
 * Issue 8: nothing on a page moves while it loads. Each page is loaded in a fresh context (cold
 * cache, as a first visit) at phone size, the layout shifts the browser reports are added up
 * until the page and its lazily loaded parts are in (network quiet), and the sum must stay at or
 * under 0.02. The sum of every shift is at least the Cumulative Layout Shift score.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { loginAs } from './support/login.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const LOCALES = ['de-de', 'de-at', 'de-ch', 'en-gb', 'en-ie', 'en-us', 'en', 'fr-fr', 'es-es', 'nl-nl', 'it-it', 'pl-pl', 'fi-fi'];
const MOST = 0.02;

/** Starts adding up layout shifts (with their sources) from the first byte of every document. */
async function recordShifts(page: Page): Promise<() => Promise<{ total: number; shifts: string[] }>> {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as string[] };
    (window as unknown as { __shifts: typeof record }).__shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        record.total += entry.value;
        const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName)));
        record.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { total: number; shifts: string[] } }).__shifts);
}

async function shiftsOf(path: string, options: BrowserContextOptions): Promise<{ total: number; shifts: string[] }> {
  const tab = await openTab(browser(), options);
  try {
    const read = await recordShifts(tab.page);
    await tab.page.goto(`${portal().url}${path}`);
    await mainSettled(tab.page);
    await partsLoaded(tab.page);
    return await read();
  } finally {
    await closeTab(tab);
  }
}

describe('layout shift while a page loads (phone 390 × 844, cold cache)', () => {
  for (const design of ['v2', 'v1'] as const) {
    test(`every locale's home page, design ${design}`, async () => {
      for (const locale of LOCALES) {
        const { total, shifts } = await shiftsOf(`/${locale}/${design === 'v1' ? '?design=v1' : ''}`, PHONE);
        expect(total, `/${locale}/ ${design}: ${shifts.join(' | ')}`).toBeLessThanOrEqual(MOST);
      }
    }, 120_000);
  }

  test('a logged-in dashboard: the skeleton, then the customer data and its code', async () => {
    const login = await openTab(browser(), PHONE);
    await loginAs(login.page, portal().url, 'active-de');
    const state = await login.context.storageState();
    await closeTab(login);
    // A new context with the session but an empty cache: the dashboard's code arrives late.
    const { total, shifts } = await shiftsOf('/de-de/dashboard/', { ...PHONE, storageState: state });
    expect(total, shifts.join(' | ')).toBeLessThanOrEqual(MOST);
  });

  test('the login page while its example customers load', async () => {
    const { total, shifts } = await shiftsOf('/de-de/login/', PHONE);
    expect(total, shifts.join(' | ')).toBeLessThanOrEqual(MOST);
  });
});

describe('first paint before the app', () => {
  test("the page is painted, styled, before the app's code is asked for", async () => {
    const tab = await openTab(browser(), PHONE);
    try {
      await tab.page.goto(`${portal().url}/de-de/`);
      await mainSettled(tab.page);
      await partsLoaded(tab.page);
      const timing = await tab.page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        app: performance.getEntriesByType('resource').find((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
        stylesheet: performance.getEntriesByType('resource').find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))?.startTime ?? null,
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.app, 'the app was loaded').not.toBeNull();
      expect(timing.app!).toBeGreaterThanOrEqual(timing.paint!);
      // The app's stylesheet is the HTML's: asked for before the first paint, which waits for it.
      expect(timing.stylesheet, 'the stylesheet was loaded').not.toBeNull();
      expect(timing.stylesheet!).toBeLessThan(timing.paint!);
    } finally {
      await closeTab(tab);
    }
  });
});
