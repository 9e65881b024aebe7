/**
 * The second rule-by-rule audit of spec §1, §2.1–2.3, §2.7, §2.8 and §6 (docs/spec-audit/routes.md):
 * the rules a customer (or a crawler) would notice breaking that no other browser test showed, and
 * the defects this audit found, each shown failing first. The sites' host names of
 * config/head/head.yaml reach the local portal (--host-resolver-rules), so a page can be opened as
 * www.example.us as well as 127.0.0.1.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { configStrings } from './support/strings.ts';
import { forgetProviderSession, submitProviderForm } from './support/login.ts';
import { footerInView, mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const SITES = ['www.example.us', 'www.example.co.uk', 'www.example.at', 'www.example.fr', 'www.example.com'];
const { portal, browser } = usePortalAndBrowser({}, [`--host-resolver-rules=${SITES.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`]);

/** The portal's address under another host name (mapped to 127.0.0.1 for this Chromium). */
function onHost(host: string, path: string): string {
  const url = new URL(path, portal().url);
  url.hostname = host;
  return url.href;
}

describe('the entry points outside the locales follow the site they are opened on (spec 2.1, 2.2)', () => {
  test("a site's bare address opens that site's home: the US site its own, not the German one; on .com (the path decides, none given) and 127.0.0.1 the default locale", async () => {
    const landed: [string, string, string][] = [];
    for (const host of ['www.example.us', 'www.example.at', 'www.example.com', '127.0.0.1']) {
      const tab = await openTab(browser());
      await tab.page.goto(onHost(host, '/'));
      await tab.page.waitForURL((url) => url.pathname !== '/');
      landed.push([host, new URL(tab.page.url()).pathname, await tab.page.evaluate(() => document.documentElement.lang)]);
      await closeTab(tab);
    }
    expect(landed).toEqual([
      ['www.example.us', '/en-us/', 'en-US'],
      ['www.example.at', '/de-at/', 'de-AT'],
      ['www.example.com', '/de-de/', 'de-DE'],
      ['127.0.0.1', '/de-de/', 'de-DE'],
    ]);
  });

  test("/login on a site's address is that site's login page, in its language, its query kept", async () => {
    const landed: [string, string, string][] = [];
    for (const host of ['www.example.co.uk', 'www.example.fr', '127.0.0.1']) {
      const tab = await openTab(browser());
      // ?state=signed-out: the login page waits for its button instead of going on to the provider.
      await tab.page.goto(onHost(host, '/login?state=signed-out'));
      await tab.page.waitForURL((url) => url.pathname !== '/login');
      // The page reads the query and then takes `state` out of the address (an answer's parameters
      // are not kept for a reload), so that the query arrived shows in the phase it chose.
      const signIn = tab.page.locator('[data-sign-in]');
      await expect.poll(() => signIn.getAttribute('data-sign-in')).toBe('signed-out');
      landed.push([host, new URL(tab.page.url()).pathname, await tab.page.evaluate(() => document.documentElement.lang)]);
      await closeTab(tab);
    }
    expect(landed).toEqual([
      ['www.example.co.uk', '/en-gb/login/', 'en-GB'],
      ['www.example.fr', '/fr-fr/login/', 'fr-FR'],
      ['127.0.0.1', '/de-de/login/', 'de-DE'],
    ]);
  });
});

/** The footer's country picker, opened: its market links as "label=href". */
async function pickerMarkets(page: Page): Promise<string[]> {
  await mainSettled(page);
  await footerInView(page);
  const button = page.locator('footer .pc-picker .pc-trigger');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  return page
    .locator(`[id="${await button.getAttribute('aria-controls')}"] a[href]`)
    .evaluateAll((links) => links.map((link) => `${link.textContent?.trim()}=${link.getAttribute('href')}`));
}

describe("the country picker's markets (spec 2.7)", () => {
  test("Switzerland and Italy only in the newer design; the new-market-locales flag hides its markets; sorted as the page's language sorts", async () => {
    const labels = async (path: string): Promise<string[]> => {
      const tab = await openTab(browser());
      await tab.page.goto(`${portal().url}${path}`);
      const markets = await pickerMarkets(tab.page);
      await closeTab(tab);
      return markets.map((market) => market.split('=')[0]!);
    };
    const newer = await labels('/de-de/');
    expect(newer).toEqual(expect.arrayContaining(['Schweiz', 'Italia', 'Polska', 'Suomi', 'Other EU countries']));
    const older = await labels('/de-de/?design=v1');
    expect(older).toEqual(newer.filter((label) => label !== 'Schweiz' && label !== 'Italia'));
    expect(await labels('/de-de/?flags=newMarketLocales:pl-pl%2Bfi-fi')).toEqual(newer.filter((label) => label !== 'Polska' && label !== 'Suomi'));
    // German sorts Ö as O; Finnish puts it after Z.
    expect(newer.indexOf('Österreich')).toBe(newer.indexOf('Nederland') + 1);
    const finnish = await labels('/fi-fi/');
    expect(finnish.at(-1)).toBe('Österreich');
    expect(finnish).toEqual([...finnish].sort(new Intl.Collator('fi').compare));
  });
});

describe("the country banner's other market (spec 2.7)", () => {
  test('on a phone, choosing another country in the banner stores its locale and goes there; the banner comes back on the first market, as the preference differs', async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    await page.goto(`${portal().url}/en-gb/?country=de`);
    const banner = page.getByRole('region', { name: 'Country selection' });
    await banner.waitFor({ state: 'visible' });
    await mainSettled(page);
    await banner.getByRole('combobox').selectOption({ label: 'Deutschland' });
    await banner.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/de-de/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.preferredLocale'))).toBe('de-DE');
    await mainSettled(page);
    expect(await page.locator('.pc-banner').count()).toBe(0);
    await page.goto(`${portal().url}/en-gb/`);
    await mainSettled(page);
    await expect.poll(() => page.locator('.pc-banner').getAttribute('data-reason')).toBe('preference');
    await closeTab(tab);
  });
});

describe("the page head (spec 2.8) and the dashboard's click id (spec 2.3)", () => {
  const head = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
    }));

  test('a page reached in the app carries its own title, canonical link and description, as its own HTML does', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await page.goto(`${portal().url}/de-de/products/`);
    await mainSettled(page);
    const own = await head(page);
    expect(own.title).toMatch(/ \| Clever sparen in Europa$/);
    await page.goto(`${portal().url}/de-de/`);
    await mainSettled(page);
    expect((await head(page)).canonical).toBe('https://www.example.de/de-de/');
    await page
      .locator('header a[href="/de-de/products/"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL((url) => url.pathname === '/de-de/products/');
    await expect.poll(() => head(page)).toEqual(own);
    await closeTab(tab);
  });

  test("a visitor's dashboard link with a click id keeps it through the sign-in; signed in, every page is titled with the site name", async () => {
    const app = configStrings('app', 'de');
    const tab = await openTab(browser());
    const { page } = tab;
    await page.goto(`${portal().url}/de-de/dashboard/?click_id=mail-2026-11`);
    await page.getByRole('heading', { name: app('gate.title') }).waitFor({ state: 'visible' });
    expect(await page.title()).toBe('Mein Dashboard | Clever sparen in Europa');
    await forgetProviderSession(page);
    await page.getByRole('link', { name: app('gate.link') }).click();
    await submitProviderForm(page, 'active-de');
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/' && url.search === '?click_id=mail-2026-11', { timeout: 15_000 });
    await mainSettled(page);
    await expect.poll(() => page.title()).toBe('Savingo');
    // A public page, reached in the app and loaded anew: still the site name.
    await page
      .locator('header a[href="/de-de/products/"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL((url) => url.pathname === '/de-de/products/');
    await expect.poll(() => page.title()).toBe('Savingo');
    await page.goto(`${portal().url}/de-de/deposit-guarantee/`);
    await mainSettled(page);
    await expect.poll(() => page.title()).toBe('Savingo');
    await closeTab(tab);
  });
});

describe('the link-preview image (spec 2.8 opengraph image url)', () => {
  test("every locale's home names one that link previews show: a PNG of 1200×630 the portal serves, not an SVG they skip", async () => {
    for (const locale of ['de-de', 'en-gb', 'en-us', 'fr-fr', 'en']) {
      const html = await (await fetch(`${portal().url}/${locale}/`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, locale).toMatch(/^https:\/\/www\.example\.[a-z.]+\//);
      const response = await fetch(`${portal().url}${new URL(image!).pathname}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(bytes.subarray(1, 4).toString('latin1'), image).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });
});

describe("the US site's register page (spec 2.2: /{locale}/register/; US registration at the US application host)", () => {
  test("/en-us/register/ answers with a page that sends US savers to the US app's registration, as /en-us/login/ does for the login", async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const response = await page.goto(`${portal().url}/en-us/register/`);
    expect(response?.status()).toBe(200);
    await mainSettled(page);
    expect(await page.locator('main h1').innerText()).toBe('Open your free account');
    await page.locator('main a[href="https://app.example.us/register"]').waitFor({ state: 'visible' });
    // Nothing of the European registration: no local sign-in, no portal registration steps.
    expect(await page.locator('main a[href="/en-us/login/"]').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/reference account|open banking/i);
    await closeTab(tab);
  });
});
