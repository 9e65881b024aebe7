/**
 * The public offer pages in real Chromium against the built portal and the
 * local stack: a visitor filters by amount and term and sorts, in de-de and en-gb, and gets the
 * rows a plain reading of the catalogue says, in that order; a shared address shows the same
 * list after a reload; an empty result offers a reset; a failing and a slow product-offer
 * service keep the build's list (with a note, or busy); nothing shifts when the live answer
 * arrives; the list and a detail page are axe-clean at desktop and phone width; a detail page's
 * calculator and an unknown offer id. Expectations are worked out here from
 * server/backend/product-offers.json and config/, not by the code under test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe.ts';
import { footerInView, holdScripts, mainSettled, partsLoaded } from './support/page.ts';
import { distDirectory, REPO_ROOT } from './support/portal.ts';
import { startNginx } from '../server/serving/nginx-harness.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings, readConfigYaml } from './support/strings.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

interface Offer {
  id: string;
  productType: 'TERM' | 'OVERNIGHT' | 'NOTICE';
  bank: { id: string; name: string };
  bankCountry: string;
  depositGuarantee: { scheme: string; limit: { amount: number; currency: string } };
  interestRate: number;
  termMonths: number | null;
  minimumAmount: number;
  maximumAmount: number;
  interestPayment: string;
  currency: string;
  exclusive?: boolean;
  markets: string[];
  availableFrom: string;
  availableUntil: string | null;
}

const catalogue = (JSON.parse(readFileSync(join(REPO_ROOT, 'server/backend/product-offers.json'), 'utf8')) as { data: Offer[] }).data;
const de = configStrings('offers', 'de');
const en = configStrings('offers', 'en');
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Today in the market's zone (the selection's "on sale today"). */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
}

/** The term deposits a visitor of `locale` may be listed today, by a plain reading of the catalogue. */
function termOffersOf(locale: string, timeZone: string): Offer[] {
  const day = today(timeZone);
  return catalogue.filter(
    (o) => o.productType === 'TERM' && o.markets.includes(locale) && o.availableFrom <= day && (o.availableUntil === null || o.availableUntil >= day),
  );
}

/** Every offer of `locale` on sale today (any kind), by a plain reading of the catalogue. */
function offersOf(locale: string, timeZone: string): Offer[] {
  const day = today(timeZone);
  return catalogue.filter((o) => o.markets.includes(locale) && o.availableFrom <= day && (o.availableUntil === null || o.availableUntil >= day));
}

const byRate = (a: Offer, b: Offer) => b.interestRate - a.interestRate || a.termMonths! - b.termMonths! || (a.id < b.id ? -1 : 1);
const byTerm = (a: Offer, b: Offer) => a.termMonths! - b.termMonths! || b.interestRate - a.interestRate || (a.id < b.id ? -1 : 1);
const takes = (amount: number) => (o: Offer) => o.minimumAmount <= amount && amount <= o.maximumAmount;

async function rowIds(page: Page): Promise<string[]> {
  return page.locator('table.pp-offers__table tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-offer') ?? ''));
}

async function openOffers(page: Page, path: string): Promise<void> {
  await page.goto(`${portal().url}${path}`);
  await mainSettled(page);
  await partsLoaded(page);
}

/** The live region's text once it names `count` offers. */
async function expectCount(page: Page, texts: (key: string) => string, count: number): Promise<void> {
  const status = page.locator('.pp-offers__count');
  await expect.poll(async () => plain(await status.textContent())).toBe(plain(texts('results').replace('{{count}}', String(count))));
  expect(await status.getAttribute('aria-live')).toBe('polite');
}

describe('public offer pages', () => {
  test('de-de: a visitor filters term deposits by amount and term and sorts by rate, by keyboard; the address keeps it over a reload', async () => {
    const amount = 150_000;
    const all = termOffersOf('de-de', 'Europe/Berlin');
    const term = [...new Set(all.filter(takes(amount)).map((o) => o.termMonths!))].find(
      (months) => all.filter(takes(amount)).filter((o) => o.termMonths === months).length >= 2,
    )!;
    expect(term, 'the catalogue has a term with two offers for the amount').toBeDefined();
    const byAmount = all
      .filter(takes(amount))
      .sort(byRate)
      .map((o) => o.id);
    const byAmountAndTerm = all
      .filter(takes(amount))
      .filter((o) => o.termMonths === term)
      .sort(byRate)
      .map((o) => o.id);
    expect(byAmount.length).toBeLessThan(all.length);

    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/de-de/products/');
    await expect.poll(() => rowIds(page)).toHaveLength(all.length);
    await expectCount(page, de, all.length);

    const form = page.getByRole('search', { name: de('filter.label') });
    await form.getByLabel(de('sort.label')).selectOption('rate');
    await form.getByLabel(de('filter.amount')).focus();
    await page.keyboard.type(String(amount));
    await expect.poll(() => rowIds(page)).toEqual(byAmount);
    await expectCount(page, de, byAmount.length);
    await form.getByLabel(de('filter.term')).selectOption(String(term));
    await expect.poll(() => rowIds(page)).toEqual(byAmountAndTerm);
    await expectCount(page, de, byAmountAndTerm.length);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ amount: String(amount), term: String(term), sort: 'rate' });

    await page.reload();
    await mainSettled(page);
    await partsLoaded(page);
    await expect.poll(() => rowIds(page)).toEqual(byAmountAndTerm);
    expect(await form.getByLabel(de('filter.amount')).inputValue()).toBe(String(amount));
    expect(await form.getByLabel(de('filter.term')).inputValue()).toBe(String(term));
    await closeTab(tab);
  });

  test('en-gb: a shared address with amount and sort by term shows that list; bad values in it are ignored', async () => {
    const amount = 5000;
    const all = termOffersOf('en-gb', 'Europe/London');
    expect(all.length).toBeGreaterThan(1);
    const expected = all
      .filter(takes(amount))
      .sort(byTerm)
      .map((o) => o.id);
    const tab = await openTab(browser());
    await openOffers(tab.page, `/en-gb/products/?amount=${amount}&sort=term&term=banana`);
    await expect.poll(() => rowIds(tab.page)).toEqual(expected);
    await expectCount(tab.page, en, expected.length);
    // The table is named by its caption and has column and row headers.
    const table = tab.page.getByRole('table', { name: en('caption') });
    expect(await table.locator('thead th[scope="col"]').count()).toBe(7);
    expect(await table.locator('tbody th[scope="row"]').count()).toBe(expected.length);
    await closeTab(tab);
  });

  test('en-us: a US visitor is listed the US offers only, in dollars, and registers at the US application host', async () => {
    const expected = termOffersOf('en-us', 'America/New_York')
      .filter(takes(10_000))
      .sort(byRate)
      .map((o) => o.id);
    expect(expected.length).toBeGreaterThan(1);
    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/en-us/products/?amount=10000');
    await expect.poll(() => rowIds(page)).toEqual(expected);
    const first = catalogue.find((o) => o.id === expected[0])!;
    const dollars = (n: number) => plain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n));
    expect(plain(await page.locator(`tr[data-offer="${first.id}"]`).textContent())).toContain(dollars(first.minimumAmount));
    await page.goto(`${portal().url}/en-us/products/offer/${first.id}/`);
    await mainSettled(page);
    expect(await page.locator('main').getByRole('link', { name: 'Open a free account' }).getAttribute('href')).toBe('https://app.example.us/register');
    await closeTab(tab);
  });

  test('en-ie: term deposits of 3 months to 5 years only (spec 2.2), on the list and on each page by term', async () => {
    const inRange = termOffersOf('en-ie', 'Europe/Dublin').filter((o) => o.termMonths! >= 3 && o.termMonths! <= 60);
    expect(termOffersOf('en-ie', 'Europe/Dublin').length, 'the catalogue sells Ireland shorter and longer terms to leave out').toBeGreaterThan(inRange.length);
    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/en-ie/products/');
    await expect.poll(async () => (await rowIds(page)).length).toBeGreaterThan(0);
    const listed = await rowIds(page);
    const ids = new Set(inRange.map((o) => o.id));
    expect(
      listed.filter((id) => !ids.has(id)),
      'only 3 months to 5 years',
    ).toEqual([]);
    // The list's limit (config/offers/selection.yaml) may cut it; up to it, every offer in range.
    expect(listed.length).toBe(Math.min(50, inRange.length));
    for (const [path, months] of [
      ['3-months', 3],
      ['6-months', 6],
      ['1-year', 12],
      ['2-years', 24],
      ['3-years', 36],
      ['5-years', 60],
    ] as const) {
      await openOffers(page, `/en-ie/products/term-deposits/${path}/`);
      const expected = inRange
        .filter((o) => o.termMonths === months)
        .map((o) => o.id)
        .sort();
      expect(expected.length, `${path}: the catalogue has several`).toBeGreaterThanOrEqual(3);
      await expect.poll(async () => (await rowIds(page)).sort(), { message: path }).toEqual(expected);
    }
    await closeTab(tab);
  });

  test('en-gb: each fixed-rate-bond page by term lists the bonds of that term, at their rates; exclusive offers the exclusive ones', async () => {
    const gb = offersOf('en-gb', 'Europe/London');
    expect(new Set(gb.filter((o) => o.productType === 'TERM').map((o) => o.interestRate)).size, 'more than four rates').toBeGreaterThanOrEqual(10);
    const tab = await openTab(browser());
    const { page } = tab;
    for (const [path, months] of [
      ['1-year', 12],
      ['2-years', 24],
      ['3-years', 36],
      ['5-years', 60],
    ] as const) {
      await openOffers(page, `/en-gb/products/fixed-rate-bonds/${path}/`);
      const expected = gb.filter((o) => o.productType === 'TERM' && o.termMonths === months).sort(byRate);
      expect(expected.length, `${path}: the catalogue has several`).toBeGreaterThanOrEqual(3);
      // Best rate first (the page's order in config/offers/selection.yaml).
      await expect.poll(() => rowIds(page), { message: path }).toEqual(expected.map((o) => o.id));
      // One term: no term filter to choose with.
      expect(await page.getByRole('search').getByLabel(en('filter.term')).count(), path).toBe(0);
    }
    await openOffers(page, '/en-gb/products/exclusive-offers/');
    const exclusive = gb
      .filter((o) => o.exclusive === true)
      .map((o) => o.id)
      .sort();
    expect(exclusive.length).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await rowIds(page)).sort()).toEqual(exclusive);
    await closeTab(tab);
  });

  test('an empty result says so and resets the filter', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/de-de/products/?amount=999999999');
    await expect.poll(() => page.getByText(de('empty.title')).isVisible()).toBe(true);
    await expectCount(page, de, 0);
    await page.getByRole('button', { name: de('reset') }).click();
    await expect.poll(() => rowIds(page)).toHaveLength(termOffersOf('de-de', 'Europe/Berlin').length);
    expect(new URL(page.url()).search).toBe('');
    await closeTab(tab);
  });

  test('a failing product-offer service keeps the build-time list with a note that rates may be out of date', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await page.route('**/api/products', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
    await openOffers(page, '/de-de/products/');
    const note = page.locator('.pp-offers__stale');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(plain(await note.textContent())).toContain(plain(de('stale').split('{{date}}')[0]!));
    expect((await rowIds(page)).length).toBe(termOffersOf('de-de', 'Europe/Berlin').length);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeTab(tab);
  });

  test('a malformed answer is a failing service too; a slow one keeps the list, marked busy, until it answers', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await page.route('**/api/products', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"offers":"none"}' }));
    await openOffers(page, '/de-de/products/overnight/');
    await expect.poll(() => page.locator('.pp-offers__stale').isVisible()).toBe(true);
    await page.unroute('**/api/products');

    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/products', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(`${portal().url}/de-de/products/`);
    const table = page.locator('table.pp-offers__table');
    await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('true');
    const rowsWhileBusy = (await rowIds(page)).length;
    expect(rowsWhileBusy).toBe(termOffersOf('de-de', 'Europe/Berlin').length);
    answer();
    await expect.poll(() => table.getAttribute('aria-busy')).toBe(null);
    expect(await page.locator('.pp-offers__stale').count()).toBe(0);
    await closeTab(tab);
  });

  test('no layout shift when the live offers replace the build-time ones (phone, cold cache)', async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    await page.addInitScript(() => {
      const record = { total: 0 };
      (window as unknown as { __shifts: typeof record }).__shifts = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/products'));
    await openOffers(page, '/de-de/products/');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.locator('table.pp-offers__table').getAttribute('aria-busy')).toBe(null);
    const total = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(total).toBeLessThanOrEqual(0.02);
    await closeTab(tab);
  });

  test('the list and a detail page are axe-clean at desktop and phone width; the calculator and the actions', async () => {
    const offer = termOffersOf('de-de', 'Europe/Berlin').find(
      (o) => o.interestPayment === 'AT_MATURITY' && o.termMonths === 24 && o.minimumAmount <= 20_000 && o.maximumAmount >= 20_000,
    )!;
    expect(offer).toBeDefined();
    for (const options of [undefined, PHONE]) {
      const tab = await openTab(browser(), options);
      const { page } = tab;
      await openOffers(page, '/de-de/products/');
      await expect.poll(() => page.locator('table.pp-offers__table').getAttribute('aria-busy')).toBe(null);
      let violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // By the keyboard: the row's link, then Enter.
      await page.locator(`tr[data-offer="${offer.id}"] a`).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/de-de/products/offer/${offer.id}/$`));
      await mainSettled(page);
      await partsLoaded(page);
      // Reached in the app, the page is named as the offer, not as "Angebot": heading and tab title.
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toContain(offer.bank.name);
      const heading = (await page.locator('h1').textContent()) ?? '';
      expect(heading).toMatch(new RegExp(`^Festgeld .+ bei ${offer.bank.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(await page.title()).toMatch(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      const amount = page.getByLabel(de('calc.amount').replace('{{currency}}', offer.currency));
      await amount.fill('20000');
      // Two years, paid at maturity: the first year's interest earns interest in the second; cents at the end.
      const interest = Math.round((20_000 * (1 + offer.interestRate / 100) ** 2 - 20_000) * 100) / 100;
      const eur = (n: number) => plain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n));
      await expect.poll(async () => plain(await page.locator('[data-result="interest"]').textContent())).toBe(eur(interest));
      expect(plain(await page.locator('[data-result="total"]').textContent())).toBe(eur(20_000 + interest));
      await amount.fill('1');
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
      // A visitor's next steps are the offer page's call-to-action blocks (config/pages/products.yaml).
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toBe('/de-de/register/');
      expect(await main.getByRole('link', { name: 'Anmelden', exact: true }).getAttribute('href')).toBe('/de-de/login/?product=products');
      violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await closeTab(tab);
    }
  });

  test('reached from the list while its body is on its way, an offer page heads itself as loading, never with the generic title', async () => {
    const generic = readConfigYaml<{ pages: { id: string; title: Record<string, string> }[] }>('pages', 'products.yaml').pages.find((p) => p.id === 'offer')
      ?.title.de;
    expect(generic, 'the offer page has a generic German title to avoid').toBeTruthy();
    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/de-de/products/');
    const offerBody = await holdScripts(page, /\/assets\/config\/de-de-body-offer-[\w-]+\.js$/);
    const row = page.locator('tr[data-offer]').first();
    const offerId = await row.getAttribute('data-offer');
    const offer = catalogue.find((o) => o.id === offerId);
    expect(offer, 'the first row is an offer of the catalogue').toBeDefined();
    await row.locator('a').click();
    await offerBody.requested;
    const heading = page.locator('main h1');
    await expect.poll(() => heading.getAttribute('aria-busy')).toBe('true');
    expect(plain(await heading.textContent())).toBe(configStrings('common', 'de')('pageLoading'));
    expect(await page.title()).not.toContain(generic);
    offerBody.release();
    await expect.poll(async () => plain(await heading.textContent()), { timeout: 5000 }).toContain(offer!.bank.name);
    expect(await heading.getAttribute('aria-busy')).toBe(null);
    await closeTab(tab);
  });

  test("an offer's page hydrates from its own offer in its HTML, not the locale's body chunk; another offer reached in the app is that one", async () => {
    const offers = termOffersOf('de-de', 'Europe/Berlin');
    const first = offers[0];
    // Of another bank, so the heading tells the two apart.
    const second = offers.find((offer) => offer.bank.name !== first!.bank.name);
    const tab = await openTab(browser());
    const { page } = tab;
    const bodyChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/config\/de-de-body-(offer|products)-[\w-]+\.js$/.test(request.url())) bodyChunks.push(new URL(request.url()).pathname);
    });
    await openOffers(page, `/de-de/products/offer/${first!.id}/`);
    expect(bodyChunks, 'no body chunk before the visitor moves on').toEqual([]);
    const carried = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('portal-page-data')?.textContent ?? 'null') as {
        body: { blocks: { type: string; data: { offers: { id: string }[] }; subjects: object }[] };
      };
      const detail = data.body.blocks.find((block) => block.type === 'offer-detail')!;
      return { offers: detail.data.offers.map((offer) => offer.id), subjects: Object.keys(detail.subjects) };
    });
    expect(carried).toEqual({ offers: [first!.id], subjects: [first!.id] });
    expect(await page.locator('main h1').textContent()).toContain(first!.bank.name);
    // Back to the list and on to another offer, in the app: that offer, from the page's whole body.
    await page.locator('.pp-offers__detail a[href="/de-de/products/"]').click();
    await page.locator(`tr[data-offer="${second!.id}"] a`).click();
    await page.waitForURL(`**/de-de/products/offer/${second!.id}/`);
    await expect.poll(async () => plain(await page.locator('main h1').textContent()), { timeout: 5000 }).toContain(second!.bank.name);
    expect(await page.locator('.pp-offers__detail [data-fact="rate"]').count()).toBe(1);
    expect(
      bodyChunks.some((path) => path.startsWith('/assets/config/de-de-body-offer-')),
      'the whole body loads for the second offer',
    ).toBe(true);
    await closeTab(tab);
  });

  test('the prerendered list and offer page hydrate without a mismatch and keep their nodes, rows included', async () => {
    const detail = termOffersOf('de-de', 'Europe/Berlin')[0]!;
    for (const path of ['/de-de/products/', '/en-gb/products/fixed-rate-bonds/up-to-12-months/', `/de-de/products/offer/${detail.id}/`]) {
      const tab = await openTab(browser(), PHONE);
      const { page } = tab;
      const hydrationErrors: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) hydrationErrors.push(message.text());
      });
      const { release } = await holdScripts(page, '**/assets/*.js');
      await page.goto(`${portal().url}${path}`, { waitUntil: 'commit' });
      await page.waitForSelector('footer', { state: 'attached' });
      const drawn = await Promise.all(
        ['.pp-offers, .pp-offers__detail', 'table.pp-offers__table tbody tr, .pp-offers__facts'].map((selector) => page.$(selector)),
      );
      expect(drawn.every(Boolean), `${path}: the HTML draws the offers before any script`).toBe(true);
      release();
      await mainSettled(page, { timeout: 20_000 });
      await footerInView(page, 20_000);
      await partsLoaded(page);
      expect(hydrationErrors, path).toEqual([]);
      if (path.includes('/offer/')) {
        // The offer's own heading, title and canonical address, from the HTML on and after hydration.
        expect(await page.locator('h1').textContent()).toContain(detail.bank.name);
        expect(await page.title()).toContain(detail.bank.name);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
      }
      for (const node of drawn) expect(await node!.evaluate((element) => element.isConnected), `${path}: kept`).toBe(true);
      await closeTab(tab);
    }
  }, 120_000);

  test('an offer id the build did not list stays the not-found page the server answered, through hydration', async () => {
    const path = '/de-de/products/offer/no-such-offer/';
    const html = await (await fetch(`${portal().url}${path}`)).text();
    const servedHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(servedHeading, 'the 404 answer draws a heading').toBeTruthy();
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${portal().url}${path}`);
    await mainSettled(page);
    await partsLoaded(page);
    await footerInView(page, 20_000);
    expect(plain(await page.locator('main h1').textContent())).toBe(plain(servedHeading!));
    expect(await page.locator('.pp-offers__detail, article[data-page="offer"]').count(), 'not the offer page').toBe(0);
    expect(errors, 'no hydration error').toEqual([]);
    await closeTab(tab);
  });

  test('an offer id no locale page lists is not found (404 with the not-found page); a listed one is in the sitemap', async () => {
    const response = await fetch(`${portal().url}/de-de/products/offer/no-such-offer/`);
    expect(response.status).toBe(404);
    const listed = termOffersOf('de-de', 'Europe/Berlin')[0]!;
    const page = await fetch(`${portal().url}/de-de/products/offer/${listed.id}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`data-fact="rate"`);
    const sitemap = await (await fetch(`${portal().url}/de-de/sitemap.xml`)).text();
    expect(sitemap).toContain(`/de-de/products/offer/${listed.id}/</loc>`);
    const gbOnly = catalogue.find((o) => !o.markets.includes('de-de'))!;
    expect((await fetch(`${portal().url}/de-de/products/offer/${gbOnly.id}/`)).status).toBe(404);
  });
});

describe('partner bank pages', () => {
  /** The banks with an offer on sale in de-de today, by a plain reading of the catalogue, A to Z. */
  const germanBanks = () => {
    const byId = new Map(offersOf('de-de', 'Europe/Berlin').map((o) => [o.bank.id, o]));
    return [...byId.values()].sort((a, b) => a.bank.name.localeCompare(b.bank.name, 'de'));
  };

  test("one page per partner bank: its country, deposit guarantee and offers; the banks list links to each; the offer page to its bank's", async () => {
    const banks = germanBanks();
    expect(banks.length).toBeGreaterThanOrEqual(10);
    const tab = await openTab(browser());
    const { page } = tab;
    await openOffers(page, '/de-de/banks/');
    const links = await page.locator('main ul.pp-banks a').evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual(banks.map((o) => [o.bank.name, `/de-de/bank/${o.bank.id}/`]));

    // A bank with several offers in de-de, reached from the list by the keyboard.
    const bank = banks.find((o) => offersOf('de-de', 'Europe/Berlin').filter((x) => x.bank.id === o.bank.id).length >= 2)!;
    await page.locator(`main ul.pp-banks a[href="/de-de/bank/${bank.bank.id}/"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/de-de/bank/${bank.bank.id}/`);
    await mainSettled(page);
    await partsLoaded(page);
    await expect.poll(async () => plain(await page.locator('main h1').textContent())).toContain(bank.bank.name);
    expect(await page.title()).toContain(bank.bank.name);
    const country = new Intl.DisplayNames(['de-DE'], { type: 'region' }).of(bank.bankCountry)!;
    expect(plain(await page.locator('[data-fact="country"]').textContent())).toBe(country);
    const guarantee = plain(await page.locator('[data-fact="guarantee"]').textContent());
    expect(guarantee).toContain(bank.depositGuarantee.scheme);
    expect(guarantee).toContain(plain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(bank.depositGuarantee.limit.amount)));
    const own = offersOf('de-de', 'Europe/Berlin')
      .filter((o) => o.bank.id === bank.bank.id)
      .map((o) => o.id)
      .sort();
    await expect.poll(async () => (await rowIds(page)).sort()).toEqual(own);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // An offer's page leads to its bank's.
    await page.goto(`${portal().url}/de-de/products/offer/${own[0]}/`);
    await mainSettled(page);
    expect(await page.locator(`.pp-offers__detail a[href="/de-de/bank/${bank.bank.id}/"]`).count()).toBe(1);
    await closeTab(tab);
  });

  test('a bank page is prerendered with its own offers; an unknown bank, or one without offers in the market, is the not-found page (404)', async () => {
    const bank = germanBanks()[0]!;
    const answer = await fetch(`${portal().url}/de-de/bank/${bank.bank.id}/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(bank.bank.name);
    expect(html).toContain('data-fact="guarantee"');
    const sitemap = await (await fetch(`${portal().url}/de-de/sitemap.xml`)).text();
    expect(sitemap).toContain(`/de-de/bank/${bank.bank.id}/</loc>`);
    for (const path of [
      '/de-de/bank/no-such-bank/',
      '/de-de/bank/anything/',
      '/de-de/bank/thames-mutual/',
      '/de-de/bank/',
      '/de-de/bank/%3Cscript%3E/',
      `/de-de/bank/${bank.bank.id}/x/`,
    ]) {
      const response = await fetch(`${portal().url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('data-fact="guarantee"');
    }
    // Twenty at once, known and unknown mixed: each gets its own answer.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetch(`${portal().url}/de-de/bank/${i % 2 ? bank.bank.id : `no-such-bank-${i}`}/`).then((r) => r.status)),
    );
    expect(burst).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 200 : 404)));
    // A UK bank has its page on the UK site.
    expect((await fetch(`${portal().url}/en-gb/bank/thames-mutual/`)).status).toBe(200);
    // Production's nginx (deploy/nginx/portal.conf with this build's nginx-build.conf) answers alike.
    const nginx = await startNginx(distDirectory());
    try {
      expect((await fetch(`${nginx.url}/de-de/bank/${bank.bank.id}/`)).status).toBe(200);
      for (const path of ['/de-de/bank/no-such-bank/', '/de-de/bank/thames-mutual/', '/de-de/bank/']) {
        const response = await fetch(`${nginx.url}${path}`);
        expect(response.status, `nginx ${path}`).toBe(404);
        expect(await response.text(), `nginx ${path}`).not.toContain('data-fact="guarantee"');
      }
    } finally {
      await nginx.stop();
    }
    // Through hydration the not-found page stays.
    const tab = await openTab(browser(), PHONE);
    await tab.page.goto(`${portal().url}/de-de/bank/no-such-bank/`);
    await mainSettled(tab.page);
    await partsLoaded(tab.page);
    expect(await tab.page.locator('article[data-page]').getAttribute('data-page')).toBe('not-found');
    await closeTab(tab);
  });
});
