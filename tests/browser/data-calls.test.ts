/**
 * Calls and flags that change what a customer sees, in real Chromium against the built portal
 * and the local stack: the customer call's data-validity embed (and the confirmation redirect it
 * feeds), hideCustomerBalance, and the identity host unifiedIdentityDomain chooses for logout.
 * Flags are switched with the page URL's `?flags=` (environment.ts), carried from the login page
 * to the dashboard.
 */
import { describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { loginAs, signIn } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { configStrings } from './support/strings.ts';

const { portal, browser } = usePortalAndBrowser();

/** Every request the page makes whose path includes `part`, as path + query. */
function watchRequests(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes(part)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

describe('the customer call embeds data validity unless disableDataValidityEmbed (spec 7)', () => {
  test('by default the expired validity sends the customer to confirm their data', async () => {
    const tab = await openTab(browser());
    const customerCalls = watchRequests(tab.page, '/api/customers/');
    await signIn(tab.page, portal().url, 'data-validity-expired-de');
    await tab.page.waitForURL((url) => url.pathname === '/de-de/customer-data-validity/', { timeout: 15_000 });
    expect(customerCalls.length).toBeGreaterThan(0);
    for (const call of customerCalls) expect(new URL(call, portal().url).searchParams.get('embed')).toBe('all-persons,reference-accounts,data-validity');
    await closeTab(tab);
  });

  test('with the flag the embed is left out and the customer stays on the dashboard', async () => {
    const tab = await openTab(browser());
    const customerCalls = watchRequests(tab.page, '/api/customers/');
    await loginAs(tab.page, portal().url, 'data-validity-expired-de', { query: 'flags=disableDataValidityEmbed' });
    await tab.page.locator('main[aria-busy="false"]').waitFor({ timeout: 15_000 });
    // Time for a redirect to happen, if one were coming.
    await tab.page.waitForTimeout(500);
    expect(new URL(tab.page.url()).pathname).toBe('/de-de/dashboard/');
    expect(customerCalls.length).toBeGreaterThan(0);
    for (const call of customerCalls) expect(new URL(call, portal().url).searchParams.get('embed')).toBe('all-persons,reference-accounts');
    await closeTab(tab);
  });
});

describe('calls the portal makes only when they apply (spec 6, 7)', () => {
  /** Logs in and returns the paths of the calls matching `part` the page made until its data was drawn. */
  async function callsOf(personaId: string, part: string): Promise<string[]> {
    const tab = await openTab(browser());
    const calls = watchRequests(tab.page, part);
    await loginAs(tab.page, portal().url, personaId);
    await tab.page.locator('main[aria-busy="false"]').waitFor({ timeout: 15_000 });
    await closeTab(tab);
    return calls.map((call) => call.split('?')[0] ?? call);
  }

  test('pension products are asked for a German customer only', async () => {
    expect(await callsOf('pension-de', '/pension-products')).toContain('/api/pension-products');
    expect(await callsOf('active-gb', '/pension-products')).toEqual([]);
  });

  test("the product types call carries the customer's distributor and distribution channel (spec 7)", async () => {
    for (const [persona, distributor, channel] of [
      ['active-de', 'RAISIN', 'DE'],
      ['active-gb', 'RAISIN', 'GB'],
      ['distributor-partner-b-de', 'PARTNER_B', 'DE'],
    ] as const) {
      const tab = await openTab(browser());
      const calls = watchRequests(tab.page, '/api/product-types');
      await loginAs(tab.page, portal().url, persona);
      await tab.page.locator('main[aria-busy="false"]').waitFor({ timeout: 15_000 });
      await closeTab(tab);
      expect(calls.length, persona).toBeGreaterThan(0);
      for (const call of calls) {
        const query = new URL(call, portal().url).searchParams;
        expect([query.get('distributor_id'), query.get('distribution_channel_id')], persona).toEqual([distributor, channel]);
      }
    }
  });

  test('switchable accounts are asked for only with their flag on', async () => {
    expect(await callsOf('switchable-accounts-de', '/switchable-accounts/')).toEqual(['/auth/public/users/u-3401/switchable-accounts/DE4400112232']);
    expect(await callsOf('active-de', '/switchable-accounts/')).toEqual([]);
  });
});

describe('hideCustomerBalance (spec 3 header customer block)', () => {
  test('an active customer sees the balance bar, and not with the flag on', async () => {
    const tab = await openTab(browser());
    await loginAs(tab.page, portal().url, 'active-de');
    await tab.page.locator('header .ph-balance').waitFor({ state: 'visible', timeout: 15_000 });
    await tab.page.goto(`${portal().url}/de-de/dashboard/?flags=hideCustomerBalance`);
    await tab.page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    await tab.page.locator('main[aria-busy="false"]').waitFor({ timeout: 15_000 });
    expect(await tab.page.locator('header .ph-balance').count()).toBe(0);
    await closeTab(tab);
  });
});

describe('unifiedIdentityDomain (spec 7): the identity host for sign-in and logout', () => {
  /** The identity calls of a sign-in and of the logout that follows, by path (no query). */
  async function callsWatching(flags: string): Promise<{ signIn: string[]; logout: string[] }> {
    const tab = await openTab(browser());
    const watched = watchRequests(tab.page, '/openid-connect/');
    await loginAs(tab.page, portal().url, 'active-de', flags ? { query: `flags=${flags}` } : {});
    const signIn = [...watched];
    const logout = watchRequests(tab.page, '/openid-connect/');
    await tab.page.locator('header button[aria-haspopup="menu"]').first().click();
    await tab.page.getByRole('menuitem', { name: configStrings('header', 'de')('logout') }).click();
    await tab.page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 15_000 });
    await closeTab(tab);
    const paths = (calls: string[]) => calls.map((call) => call.split('?')[0] ?? call);
    return { signIn: paths(signIn), logout: paths(logout) };
  }

  for (const [flags, domain, other] of [
    ['unifiedIdentityDomain', '/identity', '/auth'],
    ['', '/auth', '/identity'],
  ] as const) {
    test(`${flags ? 'with the flag' : 'without it'}, sign-in and logout go to ${domain}: the spec's logout call, then the provider's session ended`, async () => {
      const { signIn, logout } = await callsWatching(flags);
      expect(signIn).toContain(`${domain}/protocol/openid-connect/auth`);
      expect(signIn).toContain(`${domain}/protocol/openid-connect/token`);
      // The spec's logout call first, then RP-initiated logout at the discovered end-session endpoint.
      expect(logout[0]).toBe(`${domain}/protocol/openid-connect/logout`);
      expect(logout).toContain(`${domain}/protocol/openid-connect/logout/confirm`);
      expect([...signIn, ...logout].filter((path) => path.startsWith(other))).toEqual([]);
    });
  }
});
