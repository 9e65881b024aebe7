/**
 * A logged-in customer's offer lists in real Chromium against the built
 * portal and the local stack: the restrictions of config/offers/selection.yaml apply with the
 * customer's facts, not a visitor's. PARTNER_B's customer is listed term deposits of banks in
 * Germany, Austria, France and the Netherlands only, best rate first; active-de (no notice
 * product access) is listed no notice deposit, where a visitor is. Expectations are worked out
 * here from server/backend/product-offers.json and personas/, not by the code under test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOverHttp } from './support/sign-in-over-http.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { REPO_ROOT } from './support/portal.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

interface Offer {
  id: string;
  productType: 'TERM' | 'OVERNIGHT' | 'NOTICE';
  bank: { id: string };
  bankCountry: string;
  interestRate: number;
  termMonths: number | null;
  markets: string[];
  availableFrom: string;
  availableUntil: string | null;
}

const de = configStrings('offers', 'de');
const catalogue = (JSON.parse(readFileSync(join(REPO_ROOT, 'server/backend/product-offers.json'), 'utf8')) as { data: Offer[] }).data;
const PARTNER_B_COUNTRIES = ['DE', 'AT', 'FR', 'NL'];
/** The banks config/offers/selection.yaml features on the term list. */
const PROMOTION_BANKS = ['nordhafen-bank', 'saimaa-pankki'];

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
}

/** Offers of a type a de-de visitor may be listed today, by a plain reading of the catalogue. */
function onSale(type: Offer['productType']): Offer[] {
  const day = today();
  return catalogue.filter(
    (o) => o.productType === type && o.markets.includes('de-de') && o.availableFrom <= day && (o.availableUntil === null || o.availableUntil >= day),
  );
}

const byRate = (a: Offer, b: Offer) => b.interestRate - a.interestRate || a.termMonths! - b.termMonths! || (a.id < b.id ? -1 : 1);

async function rowIds(page: Page): Promise<string[]> {
  return page.locator('table.pp-offers__table tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-offer') ?? ''));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${portal().url}${path}`);
  await mainSettled(page);
  await partsLoaded(page);
}

describe("a logged-in customer's offer lists", () => {
  test("PARTNER_B's customer is listed the banks of DE, AT, FR and NL only; a visitor every country's", async () => {
    const all = onSale('TERM');
    const partnerB = all.filter((o) => PARTNER_B_COUNTRIES.includes(o.bankCountry)).sort(byRate);
    // No promotion bank among them, so nothing is moved up: best rate first is the whole order.
    expect(partnerB.some((o) => PROMOTION_BANKS.includes(o.bank.id))).toBe(false);
    const elsewhere = all.filter((o) => !PARTNER_B_COUNTRIES.includes(o.bankCountry));
    expect(partnerB.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);

    const visitor = await openTab(browser());
    await open(visitor.page, '/de-de/products/');
    await expect.poll(() => rowIds(visitor.page), { timeout: 15_000 }).toHaveLength(all.length);
    expect(await rowIds(visitor.page)).toEqual(expect.arrayContaining(elsewhere.map((o) => o.id)));
    await closeTab(visitor);

    const tab = await openTab(browser());
    await signInOverHttp(tab.page, portal().url, 'distributor-partner-b-de');
    await open(tab.page, '/de-de/products/');
    await expect.poll(() => rowIds(tab.page), { timeout: 15_000 }).toEqual(partnerB.map((o) => o.id));
    await closeTab(tab);
  });

  test('a customer without notice product access is listed no notice deposit; a visitor is', async () => {
    const persona = JSON.parse(readFileSync(join(REPO_ROOT, 'personas/active-de.json'), 'utf8')) as { productTypes: Record<string, boolean> };
    expect(persona.productTypes.notice_product_access).toBe(false);
    const notice = onSale('NOTICE');
    expect(notice.length).toBeGreaterThan(0);

    const visitor = await openTab(browser());
    await open(visitor.page, '/de-de/products/notice/');
    await expect.poll(() => rowIds(visitor.page), { timeout: 15_000 }).toHaveLength(notice.length);
    await closeTab(visitor);

    const tab = await openTab(browser());
    await signInOverHttp(tab.page, portal().url, 'active-de');
    await open(tab.page, '/de-de/products/notice/');
    await expect.poll(() => rowIds(tab.page), { timeout: 15_000 }).toEqual([]);
    // The page says so, without a filter to reset (no filter is set): not an error, not "no match".
    await expect.poll(() => tab.page.locator('main .pp-data__message-title').textContent()).toBe(de('none.title'));
    expect(await tab.page.locator('main .pp-offers__reset').count()).toBe(0);
    expect(await tab.page.getByRole('alert').count()).toBe(0);
    await closeTab(tab);
  });
});
