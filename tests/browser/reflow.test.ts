/**
 * WCAG 1.4.10 Reflow: at 320 CSS px (a small phone, or 1280 px zoomed to 400 %) no page scrolls
 * sideways. Found broken on 2026-11-27 on 37 pages: every offer list (a card's long value kept on
 * one line: "203,00 € in 12 Monaten (variabler Zins)"), headings with a long compound word
 * ("Datenschutzerklärung", "Irtisanomistalletukseni"), a header without navigation whose two
 * buttons did not fit beside the logo (/de-de/bank/).
 *
 * Pages: every page of de-de (each page type and block type appears there), the offer lists and
 * an offer's page of every locale (their texts differ most in length), and the customer's pages
 * signed in (their tables hold the customer's data).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { signInOverHttp } from './support/sign-in-over-http.ts';
import { mainSettled } from './support/page.ts';
import { distDirectory } from './support/portal.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const SMALL_PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

const routes = JSON.parse(readFileSync(join(distDirectory(), 'routes.json'), 'utf8')) as RoutesManifest;
const paths = routes.pages.map((page) => page.path);
const isOfferPage = (path: string) => path.includes('/products/offer/');
/** Every page with an offer list: /products/, its kinds and the UK and Irish pages by term. */
const isOfferList = (path: string) => /\/products\/([a-z0-9-]+\/)*$/.test(path) && !isOfferPage(path);
/** A partner bank's page: one of each site is enough (they differ in their offers only). */
const isBankPage = (path: string) => /^\/[a-z-]+\/bank\/[a-z0-9-]+\/$/.test(path);
/** The locales with offer pages (`en`, the international site, sells none). */
const offerLocales = [...new Set(routes.pages.filter((page) => isOfferPage(page.path)).map((page) => page.locale))];

const publicPaths = [
  ...paths.filter((path) => path.startsWith('/de-de/') && !isOfferPage(path) && !isBankPage(path)),
  ...paths.filter((path) => isOfferList(path) && !path.startsWith('/de-de/')),
  ...offerLocales.map((locale) => paths.find((path) => path.startsWith(`/${locale}/`) && isOfferPage(path))!),
  // The login page as it stays on screen after a logout (/de-de/login/ itself shows the provider's form).
  '/de-de/login/?state=signed-out',
  ...['de-de', 'en-gb'].map((locale) => paths.find((path) => path.startsWith(`/${locale}/`) && isBankPage(path))!),
  // The corporate site's pages for businesses (the others are de-de's in English).
  '/en/corporate/banking-as-a-service/',
  '/en/corporate/cash-solutions/',
];
const customerPaths = paths.filter((path) =>
  /^\/de-de\/(dashboard|postbox|documents|account-transactions|account-withdrawal|open-deposit|my-details|payment-methods)\//.test(path),
);

/** The page's width beyond the screen's, with the elements that stick out (deepest first), for the message. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= screen) return null;
    const out = [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > screen + 1 && ![...element.children].some((child) => child.getBoundingClientRect().right > screen + 1),
      )
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return `${width} px wide at ${screen} px: ${out.join(', ')}`;
  });
}

async function widePages(list: readonly string[], signedInAs?: string): Promise<string[]> {
  const tab = await openTab(browser(), SMALL_PHONE);
  const wide: string[] = [];
  try {
    if (signedInAs) await signInOverHttp(tab.page, portal().url, signedInAs);
    for (const path of list) {
      await tab.page.goto(`${portal().url}${path}`);
      // The login page goes on to the provider's sign-in form: that form is what a customer reads there.
      if (/\/login\/$/.test(path)) await tab.page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
      else await mainSettled(tab.page);
      const found = await sideways(tab.page);
      if (found) wide.push(`${path}: ${found}`);
    }
  } finally {
    await closeTab(tab);
  }
  return wide;
}

describe('no page scrolls sideways at 320 px (WCAG 1.4.10)', () => {
  test('the pages chosen cover what they should', () => {
    expect(offerLocales.length).toBeGreaterThanOrEqual(12);
    for (const locale of offerLocales)
      expect(publicPaths.filter((path) => path.startsWith(`/${locale}/`) && isOfferList(path)).length, locale).toBeGreaterThanOrEqual(1);
    expect(publicPaths.filter(isOfferPage)).toHaveLength(offerLocales.length);
    expect(publicPaths.filter(isBankPage)).toHaveLength(2);
    expect(publicPaths).toContain('/en-gb/products/fixed-rate-bonds/2-years/');
    expect(publicPaths).toContain('/en-ie/products/term-deposits/3-months/');
    expect(publicPaths).toContain('/de-de/banks/');
    expect(customerPaths).toContain('/de-de/dashboard/');
  });

  test(`${publicPaths.length} public pages`, { timeout: 300_000 }, async () => {
    expect(await widePages(publicPaths)).toEqual([]);
  });

  test('the customer pages of de-de, signed in', { timeout: 120_000 }, async () => {
    expect(await widePages(customerPaths, 'active-de')).toEqual([]);
  });
});
