/**
 * The logged-in portal against the real local stack: what a customer sees after the
 * stand-in login (name, balance, title), required-action redirects with their tracking
 * event sent before leaving, balance maintenance and fetch errors, a 403, persona feature
 * flags from the flag service, and the authentication gate. Expected texts come from
 * config/ (strings, head, redirect rules), so a wording change does not break these tests
 * but a missing feature does.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTHORIZATION_REQUEST, loginAs, signIn } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { signedInFreshAs } from './support/saved-sign-in.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings, readConfigYaml } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { slowTracking } from './support/tracking.ts';

const { portal, browser } = usePortalAndBrowser();

async function openAccountMenu(page: Page): Promise<void> {
  await page.locator('header button[aria-haspopup="menu"]').first().click();
  await page.getByRole('menu').waitFor({ state: 'visible' });
}

describe('logged-in customer', () => {
  test('active-de lands on the dashboard with name, initials, balance and the site name as title', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const data = personaFile('active-de');
    const url = await loginAs(page, portal().url, 'active-de');
    expect(new URL(url).pathname).toBe('/de-de/dashboard/');
    await mainSettled(page);

    const engine = configStrings('engine', 'de');
    const balance = page.locator('header .ph-balance');
    await expect.poll(() => balance.locator('[data-kind="total"]').innerText()).toContain(engine('balance.total'));
    const total = await balance.locator('[data-kind="total"] dd').innerText();
    const available = await balance.locator('[data-kind="available"] dd').innerText();
    // The persona's balance, formatted for de-DE (15230.55 -> "15.230,55").
    const deAmount = (value: number) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    expect(total).toContain('15.230,55');
    expect(total).toContain(deAmount(data.accounts?.[0]?.balance?.current ?? NaN));
    expect(available).toContain(deAmount(data.accounts?.[0]?.balance?.available ?? NaN));
    expect(await balance.locator('[data-kind="available"] dt').innerText()).toBe(engine('balance.available'));

    await expect.poll(() => page.locator('header .ph-avatar').innerText()).toBe('EM');
    await openAccountMenu(page);
    await expect.poll(() => page.locator('header .ph-account__panel').innerText()).toContain(data.customer?.fullName ?? '<no name>');

    const head = readConfigYaml<{ sites: Record<string, { siteName: string }> }>('head', 'head.yaml');
    await expect.poll(() => page.title()).toBe(head.sites['de-de']?.siteName);
    await closeTab(tab);
  });

  test('persona flags reach the browser: payment methods link only when the persona has the flag', async () => {
    expect(personaFile('payment-methods-off-de').flags?.paymentMethods).toBe(false);
    expect(personaFile('payment-methods-de').flags?.paymentMethods).toBe(true);
    const seen: Record<string, boolean> = {};
    for (const id of ['payment-methods-off-de', 'payment-methods-de']) {
      const tab = await openTab(browser());
      // The flag service is asked over OFREP with the customer calls, with the bearer token and the customer number.
      const flagCall = tab.page.waitForResponse((response) => new URL(response.url()).pathname === '/ofrep/v1/evaluate/flags');
      await signedInFreshAs(tab.page, portal().url, id);
      const response = await flagCall;
      expect(response.status()).toBe(200);
      expect(response.request().headers().authorization).toMatch(/^Bearer /);
      expect(JSON.parse(response.request().postData() ?? '{}').context.targetingKey).toBe(personaFile(id).customer?.bacNumber);
      const served = ((await response.json()) as { flags: { key: string; value?: unknown; reason: string }[] }).flags.find(
        (flag) => flag.key === 'paymentMethods',
      );
      expect(served).toMatchObject({ value: personaFile(id).flags?.paymentMethods, reason: 'TARGETING_MATCH' });
      await mainSettled(tab.page);
      await openAccountMenu(tab.page);
      // The menu's other links are there in both cases; only the payment methods link differs.
      await expect.poll(() => tab.page.getByRole('menuitem').count()).toBeGreaterThan(3);
      seen[id] = (await tab.page.locator('[role="menu"] a[href*="/payment-methods"]').count()) > 0;
      await closeTab(tab);
    }
    expect(seen).toEqual({ 'payment-methods-off-de': false, 'payment-methods-de': true });
  });

  test('maintenance-503-de shows the maintenance title and tooltip instead of the balance', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInFreshAs(page, portal().url, 'maintenance-503-de');
    await mainSettled(page);
    const engine = configStrings('engine', 'de');
    const unavailable = page.locator('header .ph-balance__unavailable');
    await expect.poll(() => unavailable.locator('.ph-balance__unavailable-title').innerText()).toBe(engine('balance.maintenance.title'));
    expect(await page.locator('header .ph-balance__amounts').count()).toBe(0);
    await unavailable.getByRole('button').hover();
    const tooltip = unavailable.locator('.ph-tooltip__text');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.innerText()).toBe(engine('balance.maintenance.text'));
    await closeTab(tab);
  });

  test('balance-error-de shows the fetch-error text instead of the balance', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInFreshAs(page, portal().url, 'balance-error-de');
    await mainSettled(page);
    const engine = configStrings('engine', 'de');
    const unavailable = page.locator('header .ph-balance__unavailable');
    await expect.poll(() => unavailable.locator('.ph-balance__unavailable-title').innerText()).toBe(engine('balance.error.title'));
    expect(await page.locator('header .ph-balance__amounts').count()).toBe(0);
    await unavailable.getByRole('button').focus();
    const tooltip = unavailable.locator('.ph-tooltip__text');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.innerText()).toBe(engine('balance.error.text'));
    await closeTab(tab);
  });

  test('a 403 (forbidden-403-de) says access denied, drops the tokens and offers a new login', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInFreshAs(page, portal().url, 'forbidden-403-de', { waitForHeader: false });
    const app = configStrings('app', 'de');
    const notice = page.getByRole('alert').filter({ hasText: app('forbidden.title') });
    await notice.waitFor({ state: 'visible' });
    expect(await notice.getByRole('heading').innerText()).toBe(app('forbidden.title'));
    const link = notice.getByRole('link', { name: app('forbidden.link') });
    expect(await link.getAttribute('href')).toBe('/de-de/login/');
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
    // No customer data on the page.
    expect(await page.locator('header .ph-balance').count()).toBe(0);
    expect(await page.locator('header .ph-avatar').count()).toBe(0);
    // One press starts the new sign-in (the login page goes on to the provider at once).
    const authorizationRequest = page.waitForRequest(AUTHORIZATION_REQUEST, { timeout: 15_000 });
    await link.click();
    await authorizationRequest;
    await closeTab(tab);
  });

  test('authentication gate: the dashboard without a login shows the login fallback, no customer data', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await page.goto(`${portal().url}/de-de/dashboard/`);
    const app = configStrings('app', 'de');
    await page.getByRole('heading', { name: app('gate.title') }).waitFor({ state: 'visible' });
    await mainSettled(page);
    expect(await page.getByRole('link', { name: app('gate.link') }).getAttribute('href')).toBe('/de-de/login/?returnTo=%2Fde-de%2Fdashboard%2F');
    expect(await page.locator('header .ph-balance').count()).toBe(0);
    expect(await page.locator('header .ph-avatar').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(personaFile('active-de').customer?.fullName);
    expect(new URL(page.url()).pathname).toBe('/de-de/dashboard/');
    await closeTab(tab);
  });
});

describe('required-action redirects', () => {
  interface RedirectRule {
    action: string;
    href: string;
    tracking: Record<string, string>;
  }
  const rules = readConfigYaml<{ redirects: RedirectRule[] }>('rules', 'redirects.yaml').redirects;
  const trackingOf = (action: string) => {
    const rule = rules.find((entry) => entry.action === action);
    if (!rule) throw new Error(`config/rules/redirects.yaml has no redirect "${action}"`);
    return rule.tracking;
  };

  /** Signs in through the provider's form; where the portal settles is the test's to see. */
  async function logInAndSettle(page: Page, id: string): Promise<void> {
    await signIn(page, portal().url, id, { locale: personaFile(id).context.locale });
  }

  const cases: [string, string, string][] = [
    ['no-reference-iban-de', '/de-de/reference-account/', 'reference-account'],
    ['uk-missing-income', '/en-gb/financial-information/', 'financial-information'],
    ['uk-missing-origin-of-funds', '/en-gb/financial-information/', 'financial-information'],
    ['data-validity-expired-de', '/de-de/customer-data-validity/', 'data-validity-confirmation'],
    ['data-validity-revalidate-fr', '/fr-fr/customer-data-validity/', 'data-validity-confirmation'],
  ];

  test.each(cases)('%s lands on %s, its tracking event collected before the navigation', async (id, target, action) => {
    const tab = await openTab(browser());
    const { page } = tab;
    const expected = trackingOf(action);
    const isRedirectEvent = (event: unknown) =>
      typeof event === 'object' && event !== null && Object.entries(expected).every(([key, value]) => (event as Record<string, unknown>)[key] === value);
    // A portal that navigated without waiting for the collector would reach the target while
    // the event is still in flight.
    await slowTracking(page);
    let collectedAtNavigation: boolean | null = null;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === target && collectedAtNavigation === null) {
        collectedAtNavigation = portal().events.some(isRedirectEvent);
      }
    });
    const before = portal().events.filter(isRedirectEvent).length;
    await logInAndSettle(page, id);
    await page.waitForURL((u) => u.pathname === target, { timeout: 15_000 });
    expect(collectedAtNavigation, 'the redirect event was in the collector when the page navigated').toBe(true);
    expect(portal().events.filter(isRedirectEvent).length).toBeGreaterThan(before);
    await mainSettled(page);
    // It stays there: the target page is exempt from required-action redirects.
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe(target);
    await closeTab(tab);
  });

  test.each(['uk-validity-expired', 'inactive-no-reference-iban-de'])('%s is not redirected: it stays on its dashboard', async (id) => {
    const tab = await openTab(browser());
    const { page } = tab;
    const before = portal().events.length;
    const dashboard = `/${personaFile(id).context.locale}/dashboard/`;
    await loginAs(page, portal().url, id, { locale: personaFile(id).context.locale });
    await mainSettled(page);
    await page.locator('header .ph-avatar').waitFor({ state: 'visible' });
    // Give a (wrong) redirect the time it would need: tracking round trip and navigation.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new URL(page.url()).pathname).toBe(dashboard);
    expect(
      portal()
        .events.slice(before)
        .filter((event) => (event as { event_name?: string }).event_name === 'required_action_redirect'),
    ).toEqual([]);
    await closeTab(tab);
  });
});
