/**
 * Pages as configuration, in a real Chromium against the built portal: customers read
 * their accounts and balances on the dashboard; every public menu and footer link of de-de and
 * en-gb leads to a page with a real heading; a mistyped path gets the not-found page with
 * status 404; axe finds no violation on the new pages.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** Rows of the accounts table as the customer reads them (cell texts, spaces normalised). */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'visible' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

async function totalText(page: Page, caption: string): Promise<string> {
  const cells = await page.getByRole('table', { name: caption }).locator('tfoot th, tfoot td').allTextContents();
  return cells
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

describe('a customer sees their accounts and balances', () => {
  test('active-de: every account with state, IBAN in groups of four, balances in euro, and the total', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await signedInAs(tab.page, portal().url, 'active-de');
    await mainSettled(tab.page);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Mein Dashboard');
    // Figures from personas/active-de.json: each account's own balance call, formatted for de-DE.
    expect(await tableRows(tab.page, 'Ihre Konten')).toEqual([
      ['Sparkonto', 'Aktiv', 'DE02 1203 0000 0000 2020 51', '15.230,55 €', '15.000,00 €', '230,55 €'],
      ['Festgeld', 'Aktiv', 'DE19 1203 0000 1001 2345 67', '10.000,00 €', '0,00 €', '0,00 €'],
      ['Tagesgeld', 'Aktiv', 'DE89 1203 0000 1001 2345 68', '5.250,40 €', '5.250,40 €', '0,00 €'],
    ]);
    expect(await totalText(tab.page, 'Ihre Konten')).toBe('Gesamt 30.480,95 €');
    await expect.poll(() => tab.page.getByText('Sie haben 2 ungelesene Nachrichten.').isVisible()).toBe(true);
    await closeTab(tab);
  });

  test('active-gb: account number and sort code, pounds for en-gb', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await signedInAs(tab.page, portal().url, 'active-gb');
    await mainSettled(tab.page);
    expect(await tableRows(tab.page, 'Your accounts')).toEqual([
      ['Savings account', 'Active', 'Account number 70086141 · Sort code 04-00-75', '£12,500.00', '£12,500.00', '£0.00'],
      ['Fixed-term deposit', 'Active', 'Account number 70086190 · Sort code 04-00-75', '£20,000.00', '£0.00', '£0.00'],
    ]);
    expect(await totalText(tab.page, 'Your accounts')).toBe('Total £32,500.00');
    await closeTab(tab);
  });

  test('the term deposit page lists only term deposits, also under its legacy hash route', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await signedInAs(tab.page, portal().url, 'active-de');
    for (const path of ['/de-de/dashboard/savings/term/', '/de-de/#/MyInvestments/TermDeposit']) {
      await tab.page.goto(`${portal().url}${path}`);
      // The HTML of /de-de/ is the home page; the hash route is applied right after hydration.
      await expect.poll(() => tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Mein Festgeld');
      await mainSettled(tab.page);
      expect((await tableRows(tab.page, 'Festgeld')).map((row) => row[0])).toEqual(['Festgeld']);
    }
    await closeTab(tab);
  });
});

/** In-portal links of the public header navigation and the footer, as drawn on the home page. */
async function publicLinks(page: Page, locale: string): Promise<string[]> {
  await page.goto(`${portal().url}/${locale}/`);
  await mainSettled(page);
  const hrefs = await page.locator('header nav a[href], footer a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith(`/${locale}/`)).map((href) => href.split('#')[0]!))].sort();
}

describe('every public menu and footer link leads to a page', () => {
  for (const locale of ['de-de', 'en-gb']) {
    test(`${locale}: each link answers 200 with a real heading, never the not-found page`, async () => {
      const tab = await openTab(browser(), DESKTOP);
      const links = await publicLinks(tab.page, locale);
      expect(links.length, 'the home page draws its menu and footer links').toBeGreaterThanOrEqual(15);
      console.info(`${locale}: ${links.length} links: ${links.join(' ')}`);
      const problems: string[] = [];
      for (const href of links) {
        const response = await tab.page.goto(`${portal().url}${href}`);
        await mainSettled(tab.page);
        const heading = ((await tab.page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
        const pageId = await tab.page.locator('article[data-page]').getAttribute('data-page');
        if (response?.status() !== 200) problems.push(`${href}: status ${response?.status()}`);
        if (pageId === 'not-found' || pageId === null) problems.push(`${href}: page ${pageId}`);
        if (heading.length < 3) problems.push(`${href}: heading "${heading}"`);
      }
      expect(problems).toEqual([]);
      await closeTab(tab);
    }, 180_000);
  }
});

describe('the corporate header', () => {
  test('/en/corporate/ offers "Log in" once, each of its links once', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await tab.page.goto(`${portal().url}/en/corporate/`);
    await mainSettled(tab.page);
    const header = tab.page.locator('header').first();
    expect(await header.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(1);
    const hrefs = await header.locator('a[href]').evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''));
    const twice = hrefs.filter((href, i) => href !== '' && !href.startsWith('#') && hrefs.indexOf(href) !== i);
    // The logo and the first navigation entry may both lead home; nothing else twice.
    expect(twice.filter((href) => href !== '/en/' && href !== '/en/corporate/')).toEqual([]);
    await closeTab(tab);
  });
});

describe('the corporate site (spec 2.2)', () => {
  // The corporate site's pages of spec 2.2, under the generic English locale's corporate site
  // (/en/corporate/, docs/decisions.md), and the same pages at the spec's short paths.
  const pages = ['banking-as-a-service', 'cash-solutions', 'about-us', 'careers', 'press'];
  test('each page answers 200 with its own heading and text, at /en/corporate/<page>/ and at /en/<page>/', async () => {
    const tab = await openTab(browser(), DESKTOP);
    const problems: string[] = [];
    const headings = new Set<string>();
    for (const name of pages) {
      for (const path of [`/en/corporate/${name}/`, `/en/${name}/`]) {
        const response = await tab.page.goto(`${portal().url}${path}`);
        await mainSettled(tab.page);
        const heading = ((await tab.page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
        const pageId = await tab.page.locator('article[data-page]').getAttribute('data-page');
        const words = ((await tab.page.locator('main').textContent()) ?? '').split(/\s+/).filter(Boolean).length;
        if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
        if (pageId === 'not-found' || pageId === null) problems.push(`${path}: page ${pageId}`);
        if (words < 80) problems.push(`${path}: ${words} words`);
        // One page, one address: the short path names the corporate site's as canonical.
        const canonical = await tab.page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null);
        if (!canonical?.endsWith(`/en/corporate/${name}/`)) problems.push(`${path}: canonical ${canonical}`);
        headings.add(heading);
      }
    }
    expect(problems).toEqual([]);
    expect(headings.size, 'five pages, five headings').toBe(pages.length);
    // The corporate home page leads to the two offers for businesses.
    await tab.page.goto(`${portal().url}/en/corporate/`);
    await mainSettled(tab.page);
    for (const name of ['banking-as-a-service', 'cash-solutions'])
      expect(await tab.page.locator(`main a[href="/en/corporate/${name}/"]`).count(), name).toBeGreaterThan(0);
    await closeTab(tab);
  }, 120_000);
});

describe('not found', () => {
  test('a mistyped path answers 404 with the not-found page in the locale language', async () => {
    const tab = await openTab(browser(), DESKTOP);
    const response = await tab.page.goto(`${portal().url}/de-de/paymnet-methods/`);
    expect(response?.status()).toBe(404);
    await mainSettled(tab.page);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Diese Seite gibt es nicht');
    expect(await tab.page.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de-de/');
    expect(await tab.page.title()).toMatch(/^Diese Seite gibt es nicht/);
    await closeTab(tab);
  });

  test("a path outside every locale answers 404 with the default locale's not-found page, which stays (no redirect)", async () => {
    const tab = await openTab(browser(), DESKTOP);
    for (const path of ['/does-not-exist', '/sitemap.xml', '/xx-yy/dashboard/']) {
      const response = await tab.page.goto(`${portal().url}${path}`);
      expect(response?.status(), path).toBe(404);
      await mainSettled(tab.page);
      expect(await tab.page.getByRole('heading', { level: 1 }).textContent(), path).toBe('Diese Seite gibt es nicht');
      // The app keeps the page the server answered: the address stays what was asked for.
      expect(new URL(tab.page.url()).pathname, path).toBe(path);
    }
    // The app's own entry points outside the locales still lead into a locale.
    await tab.page.goto(`${portal().url}/`);
    await tab.page.waitForURL((url) => url.pathname === '/de-de/');
    await closeTab(tab);
  });
});

describe('accordions (spec 2.9)', () => {
  test('an item expanded by default is open when the page shows, before the app and after, and still toggles', async () => {
    // Config: the first question of the deposit guarantee page is expanded by default (config/pages/guides.yaml).
    const answer = 'Geschützt sind Guthaben auf Tagesgeld-';
    const prerendered = await (await fetch(`${portal().url}/de-de/deposit-guarantee/`)).text();
    const inAccordion = prerendered.slice(prerendered.indexOf('pp-accordion'));
    const panels = [...inAccordion.matchAll(/<div id="[^"]*-panel-\d+" class="pb-accordion__panel"( hidden="")?[^>]*>(.*?)<\/div>/g)];
    expect(panels.length).toBeGreaterThanOrEqual(2);
    expect(panels[0]![1], 'the first answer is not hidden in the HTML').toBeUndefined();
    expect(panels[0]![2]).toContain(answer);
    expect(panels[1]![1], 'the second answer is hidden').toBe(' hidden=""');

    for (const design of ['', '?design=v1']) {
      const tab = await openTab(browser(), DESKTOP);
      await tab.page.goto(`${portal().url}/de-de/deposit-guarantee/${design}`);
      await mainSettled(tab.page);
      const accordion = tab.page.locator('.pp-accordion');
      const first = accordion.getByRole('button').first();
      const second = accordion.getByRole('button').nth(1);
      expect(await first.getAttribute('aria-expanded'), design).toBe('true');
      expect(await tab.page.getByText(answer).isVisible(), design).toBe(true);
      expect(await second.getAttribute('aria-expanded'), design).toBe('false');
      await first.click();
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
      expect(await tab.page.getByText(answer).isVisible()).toBe(false);
      await closeTab(tab);
    }
  });
});

/** axe's violations on each page in turn, as one report ('' when there is none). */
async function violationsOn(page: Page, paths: string[]): Promise<string> {
  const report: string[] = [];
  for (const path of paths) {
    await page.goto(`${portal().url}${path}`);
    await mainSettled(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) report.push(`${path}:\n${describeViolations(violations)}`);
  }
  return report.join('\n');
}

describe('axe finds no violation on the new pages', () => {
  const publicPages = [
    '/de-de/deposit-guarantee/',
    '/en-gb/products/fixed-rate-bonds/1-year/',
    '/fr-fr/contact/',
    '/en/select-country/',
    '/de-de/nope/',
    '/de-de/register/',
    '/en/corporate/banking-as-a-service/',
    '/en/corporate/cash-solutions/',
  ];
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`public pages (${name})`, async () => {
      const tab = await openTab(browser(), options);
      expect(await violationsOn(tab.page, publicPages)).toBe('');
      await closeTab(tab);
    }, 120_000);

    test(`customer pages (${name})`, async () => {
      const tab = await openTab(browser(), options);
      await signedInAs(tab.page, portal().url, 'active-de');
      expect(await violationsOn(tab.page, ['/de-de/dashboard/', '/de-de/my-details/', '/de-de/postbox/messages/', '/de-de/dashboard/savings/notice/'])).toBe(
        '',
      );
      await closeTab(tab);
    }, 120_000);
  }
});
