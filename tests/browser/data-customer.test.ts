/**
 * The logged-in portal against the real local stack: what a customer sees after the
 * stand-in login (name, balance, title), required-action redirects with their tracking
 * event sent before leaving, balance maintenance and fetch errors, a 403, persona feature
 * flags from the flag service, and the authentication gate. Expected texts come from
 * config/ (strings, head, redirect rules), so a wording change does not break these tests
 * but a missing feature does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { launchChromium } from './support/chromium.ts';
import { loginAs } from './support/login.ts';
import { REPO_ROOT, startPortal, type RunningPortal } from './support/portal.ts';

type Strings = Record<string, string>;

function readYaml<T>(...path: string[]): T {
  return parse(readFileSync(join(REPO_ROOT, ...path), 'utf8')) as T;
}

/** config/strings/<kind>/<lang>.yaml, failing loudly when a key the test needs is missing. */
function strings(kind: 'app' | 'engine' | 'header', lang: string): (key: string) => string {
  const table = readYaml<Strings>('config', 'strings', kind, `${lang}.yaml`);
  return (key) => {
    const value = table[key];
    if (typeof value !== 'string') throw new Error(`config/strings/${kind}/${lang}.yaml has no "${key}"`);
    return value;
  };
}

interface PersonaFile {
  context: { locale: string };
  customer?: { fullName?: string };
  accounts?: { balance?: { current?: number; available?: number } }[];
  flags?: Record<string, unknown>;
}

function persona(id: string): PersonaFile {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'personas', `${id}.json`), 'utf8')) as PersonaFile;
}

const languageOf = (locale: string) => locale.split('-')[0] ?? locale;

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

interface Tab {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors in the page: every test ends by asserting there were none. */
  errors: string[];
}

/** A fresh browser context per test (own localStorage), with page errors collected. */
async function openTab(): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, context, errors };
}

async function closeTab(tab: Tab): Promise<void> {
  expect(tab.errors, 'uncaught errors in the page').toEqual([]);
  await tab.context.close();
}

async function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({ access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') }));
}

/** The main region has finished loading (aria-busy false). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main#main').getAttribute('aria-busy')).toBe('false');
}

async function openAccountMenu(page: Page): Promise<void> {
  await page.locator('header button[aria-haspopup="menu"]').first().click();
  await page.getByRole('menu').waitFor({ state: 'visible' });
}

describe('logged-in customer', () => {
  test('active-de lands on the dashboard with name, initials, balance and the site name as title', async () => {
    const tab = await openTab();
    const { page } = tab;
    const data = persona('active-de');
    const url = await loginAs(page, portal.url, 'active-de');
    expect(new URL(url).pathname).toBe('/de-de/dashboard/');
    await settled(page);

    const engine = strings('engine', 'de');
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

    const head = readYaml<{ sites: Record<string, { siteName: string }> }>('config', 'head', 'head.yaml');
    await expect.poll(() => page.title()).toBe(head.sites['de-de']?.siteName);
    await closeTab(tab);
  });

  test('persona flags reach the browser: payment methods link only when the persona has the flag', async () => {
    expect(persona('payment-methods-off-de').flags?.paymentMethods).toBe(false);
    expect(persona('payment-methods-de').flags?.paymentMethods).toBe(true);
    const seen: Record<string, boolean> = {};
    for (const id of ['payment-methods-off-de', 'payment-methods-de']) {
      const tab = await openTab();
      // The flag service is asked with the customer calls, with the bearer token.
      const flagCall = tab.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/feature-flags');
      await loginAs(tab.page, portal.url, id);
      const response = await flagCall;
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual(persona(id).flags);
      await settled(tab.page);
      await openAccountMenu(tab.page);
      // The menu's other links are there in both cases; only the payment methods link differs.
      await expect.poll(() => tab.page.getByRole('menuitem').count()).toBeGreaterThan(3);
      seen[id] = (await tab.page.locator('[role="menu"] a[href*="/payment-methods"]').count()) > 0;
      await closeTab(tab);
    }
    expect(seen).toEqual({ 'payment-methods-off-de': false, 'payment-methods-de': true });
  });

  test('maintenance-503-de shows the maintenance title and tooltip instead of the balance', async () => {
    const tab = await openTab();
    const { page } = tab;
    await loginAs(page, portal.url, 'maintenance-503-de');
    await settled(page);
    const engine = strings('engine', 'de');
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
    const tab = await openTab();
    const { page } = tab;
    await loginAs(page, portal.url, 'balance-error-de');
    await settled(page);
    const engine = strings('engine', 'de');
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
    const tab = await openTab();
    const { page } = tab;
    await loginAs(page, portal.url, 'forbidden-403-de', { waitForHeader: false });
    const app = strings('app', 'de');
    const notice = page.getByRole('alert').filter({ hasText: app('forbidden.title') });
    await notice.waitFor({ state: 'visible' });
    expect(await notice.getByRole('heading').innerText()).toBe(app('forbidden.title'));
    const link = notice.getByRole('link', { name: app('forbidden.link') });
    expect(await link.getAttribute('href')).toBe('/de-de/login/');
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
    // No customer data on the page.
    expect(await page.locator('header .ph-balance').count()).toBe(0);
    expect(await page.locator('header .ph-avatar').count()).toBe(0);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/de-de/login/');
    await page.getByRole('button', { name: 'active-de', exact: true }).waitFor({ state: 'visible' });
    await closeTab(tab);
  });

  test('authentication gate: the dashboard without a login shows the login fallback, no customer data', async () => {
    const tab = await openTab();
    const { page } = tab;
    await page.goto(`${portal.url}/de-de/dashboard/`);
    const app = strings('app', 'de');
    await page.getByRole('heading', { name: app('gate.title') }).waitFor({ state: 'visible' });
    await settled(page);
    expect(await page.getByRole('link', { name: app('gate.link') }).getAttribute('href')).toBe('/de-de/login/');
    expect(await page.locator('header .ph-balance').count()).toBe(0);
    expect(await page.locator('header .ph-avatar').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(persona('active-de').customer?.fullName);
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
  const rules = readYaml<{ redirects: RedirectRule[] }>('config', 'rules', 'redirects.yaml').redirects;
  const trackingOf = (action: string) => {
    const rule = rules.find((entry) => entry.action === action);
    if (!rule) throw new Error(`config/rules/redirects.yaml has no redirect "${action}"`);
    return rule.tracking;
  };

  /** Logs in by the login page's button and returns the path the portal settles on. */
  async function logInAndSettle(page: Page, id: string): Promise<void> {
    await page.goto(`${portal.url}/${persona(id).context.locale}/login/`);
    await page.getByRole('button', { name: id, exact: true }).click();
  }

  const cases: [string, string, string][] = [
    ['no-reference-iban-de', '/de-de/reference-account/', 'reference-account'],
    ['uk-missing-income', '/en-gb/financial-information/', 'financial-information'],
    ['uk-missing-origin-of-funds', '/en-gb/financial-information/', 'financial-information'],
    ['data-validity-expired-de', '/de-de/customer-data-validity/', 'data-validity-confirmation'],
    ['data-validity-revalidate-fr', '/fr-fr/customer-data-validity/', 'data-validity-confirmation'],
  ];

  test.each(cases)('%s lands on %s, its tracking event collected before the navigation', async (id, target, action) => {
    const tab = await openTab();
    const { page } = tab;
    const expected = trackingOf(action);
    const isRedirectEvent = (event: unknown) =>
      typeof event === 'object' && event !== null &&
      Object.entries(expected).every(([key, value]) => (event as Record<string, unknown>)[key] === value);
    // Hold every tracking POST for a moment: a portal that navigated without waiting for
    // the collector would reach the target while the event is still in flight.
    await page.route('**/api/tracking/events', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    let collectedAtNavigation: boolean | null = null;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === target && collectedAtNavigation === null) {
        collectedAtNavigation = portal.events.some(isRedirectEvent);
      }
    });
    const before = portal.events.filter(isRedirectEvent).length;
    await logInAndSettle(page, id);
    await page.waitForURL((u) => u.pathname === target, { timeout: 15_000 });
    expect(collectedAtNavigation, 'the redirect event was in the collector when the page navigated').toBe(true);
    expect(portal.events.filter(isRedirectEvent).length).toBeGreaterThan(before);
    await settled(page);
    // It stays there: the target page is exempt from required-action redirects.
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe(target);
    await closeTab(tab);
  });

  test.each(['uk-validity-expired', 'inactive-no-reference-iban-de'])('%s is not redirected: it stays on its dashboard', async (id) => {
    const tab = await openTab();
    const { page } = tab;
    const before = portal.events.length;
    const dashboard = `/${persona(id).context.locale}/dashboard/`;
    await loginAs(page, portal.url, id, { locale: persona(id).context.locale });
    await settled(page);
    await page.locator('header .ph-avatar').waitFor({ state: 'visible' });
    // Give a (wrong) redirect the time it would need: tracking round trip and navigation.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new URL(page.url()).pathname).toBe(dashboard);
    expect(portal.events.slice(before).filter((event) => (event as { event_name?: string }).event_name === 'required_action_redirect')).toEqual([]);
    await closeTab(tab);
  });
});
