/**
 * Spec 2.7 country banner in the built portal: it shows for `?country=`, for a stored preferred
 * locale other than the market's, and for the flag cookie portal_country_banner
 * (config/headers/headers.yaml countryBanner). "All good" ("Alles richtig") hides it at once and
 * stores the market's preferred locale, whichever trigger showed it: the app takes the triggers
 * away (the cookie is removed, `country` leaves the address), so it stays away on the next page
 * until a trigger is set again.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE, type Tab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const COOKIE = 'portal_country_banner';
const banner = (page: Page) => page.getByRole('region', { name: 'Länderauswahl' });
const preferredLocale = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('portal.preferredLocale'));
const bannerCookie = async (tab: Tab): Promise<boolean> => (await tab.context.cookies()).some((cookie) => cookie.name === COOKIE);

/** Opens a page and waits until everything that could draw the banner has run. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${portal().url}${path}`);
  await mainSettled(page);
  await partsLoaded(page);
}

/** Clicks "All good" and checks what the click must do at once. */
async function allGood(tab: Tab): Promise<void> {
  const { page } = tab;
  await banner(tab.page).waitFor({ state: 'visible' });
  await banner(page).getByRole('button', { name: 'Alles richtig' }).click();
  // At once: no navigation, no waiting for data.
  await expect.poll(() => banner(page).count(), { timeout: 1_000 }).toBe(0);
  expect(await preferredLocale(page)).toBe('de-DE');
  expect(await bannerCookie(tab)).toBe(false);
  expect(new URL(page.url()).searchParams.has('country')).toBe(false);
}

/** The banner stays away on another page, reached in the app and by a new page load. */
async function stillGoneOnOtherPages(page: Page): Promise<void> {
  // The header's registration action: in the top bar on desktop, in the bottom action bar on a phone.
  const register = page.locator('header a[href="/de-de/register/"]:visible').first();
  await register.click();
  await page.waitForURL((url) => url.pathname === '/de-de/register/');
  await mainSettled(page);
  await partsLoaded(page);
  expect(await banner(page).count()).toBe(0);
  await open(page, '/de-de/deposit-guarantee/');
  expect(await banner(page).count()).toBe(0);
}

/** A fresh ?country= shows it again. */
async function comesBackWithTheQuery(page: Page): Promise<void> {
  await open(page, '/de-de/?country=at');
  await expect.poll(() => banner(page).isVisible()).toBe(true);
  expect(await banner(page).getAttribute('data-reason')).toBe('query');
}

async function withTab(form: BrowserContextOptions, run: (tab: Tab) => Promise<void>): Promise<void> {
  const tab = await openTab(browser(), form);
  try {
    await run(tab);
  } finally {
    await closeTab(tab);
  }
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('country banner "All good" on %s', (_name, form) => {
  test('shown by ?country=at: gone at once, the parameter leaves the address, gone on the next pages', async () => {
    await withTab(form, async (tab) => {
      await open(tab.page, '/de-de/?country=at&design=v2');
      expect(await banner(tab.page).getAttribute('data-reason')).toBe('query');
      await allGood(tab);
      // The other parameters stay; no history entry is added for the change.
      expect(new URL(tab.page.url()).search).toBe('?design=v2');
      await stillGoneOnOtherPages(tab.page);
      await comesBackWithTheQuery(tab.page);
    });
  });

  test('shown by the flag cookie: gone at once, the cookie removed, gone on the next pages', async () => {
    await withTab(form, async (tab) => {
      await tab.context.addCookies([{ name: COOKIE, value: '1', url: portal().url }]);
      await open(tab.page, '/de-de/');
      expect(await banner(tab.page).getAttribute('data-reason')).toBe('cookie');
      await allGood(tab);
      await stillGoneOnOtherPages(tab.page);
      await comesBackWithTheQuery(tab.page);
    });
  });

  test("shown by a stored preference other than the market's: gone at once, the market's stored", async () => {
    await withTab(form, async (tab) => {
      await open(tab.page, '/de-de/');
      await tab.page.evaluate(() => localStorage.setItem('portal.preferredLocale', 'fr-FR'));
      await open(tab.page, '/de-de/');
      expect(await banner(tab.page).getAttribute('data-reason')).toBe('preference');
      await allGood(tab);
      await stillGoneOnOtherPages(tab.page);
      await comesBackWithTheQuery(tab.page);
    });
  });
});
