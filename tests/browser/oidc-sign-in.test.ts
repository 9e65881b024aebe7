/**
 * Signing in with OpenID Connect in real Chromium against the local stack's real
 * provider (oidc-provider): the portal's "Sign in", the provider's password form, back to the
 * portal with a code that is exchanged once. Where the customer lands (dashboard, the page they
 * asked for, the `product` of the login URL), a wrong password, a forged state, a replayed code,
 * a `customerId` login, the gate's bypass on and off, and no code or token left in the address.
 * `?flags=` switches the bypass off under the local stack only: production's serving rule, given
 * the same build, has the page ignore it.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AUTHORIZATION_REQUEST,
  forgetProviderSession,
  LOCAL_PASSWORD,
  loginAs,
  signIn,
  signInButton,
  signedOutLoginPath,
  submitProviderForm,
} from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { claimsOf, watchCustomerCalls } from './support/tokens.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { servedAsInProduction } from './support/production-serving.ts';

const { portal, browser } = usePortalAndBrowser();

/** The portal's answer page after the provider: where the code arrives (held so a test can alter it). */
const CALLBACK = /\/de-de\/login\/\?.*\bcode=/;

/** The provider's resume step after its form: it always answers with a redirect (to the portal, with the code). */
const RESUME = /\/auth\/protocol\/openid-connect\/auth\/[^/?]+$/;

/**
 * Signs in up to the provider's redirect back, which is held: returns its URL; the page never
 * sees it. Playwright routes only the first request of a redirect chain, so the provider's
 * requests are fetched here one hop at a time (in the browser context, with its cookies) and the
 * resume step's redirect, which carries the code, is kept instead of followed.
 */
async function heldCallback(page: Page, personaId: string, query = ''): Promise<string> {
  let callback = '';
  const hop = (location: string | undefined) => (location ? new URL(location, portal().url).href : '');
  await page.route(/\/auth\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const next = hop(response.headers().location);
    if (!RESUME.test(new URL(next || portal().url).pathname)) return route.fulfill({ response });
    const resumed = await page.request.get(next, { maxRedirects: 0 });
    const target = hop(resumed.headers().location);
    if (CALLBACK.test(target)) {
      callback = target;
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'held by the test' });
    }
    return route.fulfill({ status: 303, headers: { location: target } });
  });
  await signIn(page, portal().url, personaId, { query });
  await expect.poll(() => callback, { timeout: 15_000 }).not.toBe('');
  await page.unroute(/\/auth\//);
  return callback;
}

/** Authorization requests the page makes from now on (a sign-in round trip starting). */
function watchAuthorizationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (AUTHORIZATION_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describe('one press on "Anmelden" reaches the password form', () => {
  test("the header's Anmelden opens the provider's form; Back from there returns to the page the visitor was on", async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await forgetProviderSession(page);
    await page.goto(`${portal().url}/de-de/`);
    // The header's login action (config/menus/de-de.yaml), the one press.
    await page.locator('header .ph-actions [data-type="login"] a').click();
    await page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
    expect(new URL(page.url()).pathname).toContain('/auth/interaction/');
    // The login page is not left behind in the history to start again: Back is the home page, and it stays.
    const authorizationRequests = watchAuthorizationRequests(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/de-de/');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/de-de/');
    // The home page itself, not the login page's last look (a page kept by the back-forward cache).
    await expect.poll(() => page.locator('article[data-page]').getAttribute('data-page')).toBe('home');
    expect(authorizationRequests).toEqual([]);
    await closeTab(tab);
  });

  test('/login/ starts the sign-in itself, with its product and customerId; the provider sees them', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const authorizationRequests = watchAuthorizationRequests(page);
    await forgetProviderSession(page);
    await page.goto(`${portal().url}/de-de/login/?product=overnight-deposits&customerId=DE7788990011`);
    await page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
    expect(authorizationRequests).toHaveLength(1);
    const request = new URL(authorizationRequests[0] ?? '');
    expect(request.searchParams.get('customer_id')).toBe('DE7788990011');
    expect(request.searchParams.get('redirect_uri')).toBe(`${portal().url}/de-de/login/`);
    await submitProviderForm(page, 'active-de');
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/savings/overnight/', { timeout: 15_000 });
    await closeTab(tab);
  });

  test("no loop: the provider's refusal and the return from a logout show the login page with its button, and start nothing", async () => {
    const app = configStrings('app', 'de');
    for (const [address, phase, text] of [
      ['/de-de/login/?error=access_denied&state=abc', 'stale', app('login.stale')],
      [signedOutLoginPath('de-de'), 'signed-out', app('login.signedOut')],
    ] as const) {
      const tab = await openTab(browser());
      const { page } = tab;
      const authorizationRequests = watchAuthorizationRequests(page);
      await page.goto(`${portal().url}${address}`);
      const block = page.locator(`[data-sign-in="${phase}"]`);
      await block.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await block.innerText()).toContain(text);
      // Hydrated and the network quiet: the page stays, its button is the customer's to press.
      await expect.poll(() => signInButton(page).isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(authorizationRequests, address).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/de-de/login/');
      expect(page.url()).not.toMatch(/[?&](error|state)=/);
      await signInButton(page).click();
      await page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
      await closeTab(tab);
    }
  });

  test('/en-us/login/ offers no local sign-in: US customers log in at the US application host', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const authorizationRequests = watchAuthorizationRequests(page);
    await page.goto(`${portal().url}/en-us/login/`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/en-us/login/');
    expect(authorizationRequests).toEqual([]);
    expect(await page.locator('[data-sign-in]').count()).toBe(0);
    // The external login of config/menus/en-us.yaml (spec 2.2), in the page's main part.
    const external = page.locator('main a[href="https://app.example.us/login"]');
    await external.waitFor({ state: 'visible' });
    expect((await external.innerText()).trim()).not.toBe('');
    await closeTab(tab);
  });
});

describe('sign in with OpenID Connect', () => {
  test('the password form signs in and lands on the dashboard; no code, state or token in the address, history or tracking', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const landed = new URL(await loginAs(page, portal().url, 'active-de'));
    expect(landed.pathname).toBe('/de-de/dashboard/');
    const stored = await storedTokens(page);
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    // The code came to the login page and was taken out of its address at once.
    const callback = addresses.find((address) => CALLBACK.test(address));
    expect(callback).toBeDefined();
    const code = new URL(callback ?? '').searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(page.url()).not.toMatch(/[?&](code|state|session_state|iss)=/);
    // The login page's history entry (the provider's answer) was replaced by the landing page:
    // Back leaves the dashboard without the code, and without a login page that starts again.
    const authorizationRequests = watchAuthorizationRequests(page);
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain(code);
    expect(new URL(page.url()).pathname).not.toBe('/de-de/login/');
    expect(authorizationRequests).toEqual([]);
    const events = JSON.stringify(portal().events);
    for (const secret of [code, stored.access ?? '', stored.refresh ?? '']) expect(events).not.toContain(secret);
    await closeTab(tab);
  });

  test('a wrong password is refused with a clear message and the form kept', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await forgetProviderSession(page);
    await page.goto(`${portal().url}/de-de/login/`);
    const started = Date.now();
    await submitProviderForm(page, 'active-de', `${LOCAL_PASSWORD}-wrong`);
    await page.getByRole('alert').waitFor({ state: 'visible' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await page.locator('#username').inputValue()).toBe('active-de');
    expect(new URL(page.url()).pathname).toContain('/auth/interaction/');
    expect((await storedTokens(page)).access).toBeNull();
    // The right password then works in the same form.
    await page.locator('#password').fill(LOCAL_PASSWORD);
    await page
      .locator('form', { has: page.locator('#password') })
      .locator('button[type="submit"]')
      .click();
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/', { timeout: 15_000 });
    await closeTab(tab);
  });

  test('lands on the page the visitor asked for (gate prompt with bypass on), and on the product of /login?product=', async () => {
    const app = configStrings('app', 'de');
    const tab = await openTab(browser());
    const { page } = tab;
    // Bypass on (default): the customer page shows the login prompt and stays where it is.
    await page.goto(`${portal().url}/de-de/dashboard/savings/term/`);
    await page.getByRole('heading', { name: app('gate.title') }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/de-de/dashboard/savings/term/');
    await forgetProviderSession(page);
    await page.getByRole('link', { name: app('gate.link') }).click();
    // One press: the login page it leads to goes on to the provider's form by itself.
    await submitProviderForm(page, 'active-de');
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/savings/term/', { timeout: 15_000 });
    await closeTab(tab);

    const second = await openTab(browser());
    await loginAs(second.page, portal().url, 'active-de', {
      query: 'product=overnight-deposits',
      landsOn: (url) => url.pathname === '/de-de/dashboard/savings/overnight/',
    });
    await closeTab(second);

    // A return target on another origin is ignored: the dashboard.
    const third = await openTab(browser());
    await loginAs(third.page, portal().url, 'active-de', { query: 'returnTo=https%3A%2F%2Fevil.example%2F' });
    await closeTab(third);
  });

  test('with the gate bypass off, a customer page starts the sign-in at once and returns to it', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await forgetProviderSession(page);
    await page.goto(`${portal().url}/de-de/dashboard/?flags=-authGateBypass`);
    await submitProviderForm(page, 'active-de');
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/' && url.searchParams.get('flags') === '-authGateBypass', { timeout: 15_000 });
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible' });
    await closeTab(tab);
  });

  test('served as in production, the same build ignores ?flags=: the gate keeps its bypass, no sign-in starts, and the console says why', async () => {
    const production = await servedAsInProduction();
    const tab = await openTab(browser());
    const { page } = tab;
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    const signInRequests: string[] = [];
    page.on('request', (request) => void (/\/(auth|identity)\//.test(new URL(request.url()).pathname) && signInRequests.push(request.url())));
    try {
      await page.goto(`${production.url}/de-de/dashboard/?flags=-authGateBypass`);
      await page.getByRole('heading', { name: configStrings('app', 'de')('gate.title') }).waitFor({ state: 'visible' });
      await expect.poll(() => warnings.some((text) => text.includes('?flags= is ignored'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(signInRequests, 'a sign-in started').toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/de-de/dashboard/');
    } finally {
      await closeTab(tab);
      await production.close();
    }
  });

  test('a customerId login signs in as that customer of the user; a customer of somebody else is refused', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const customerCalls = watchCustomerCalls(page);
    await loginAs(page, portal().url, 'switchable-accounts-de', { query: 'customerId=DE4400112234' });
    expect(customerCalls.some((path) => path.startsWith('/api/customers/DE4400112234'))).toBe(true);
    expect(customerCalls.some((path) => path.startsWith('/api/customers/DE4400112232'))).toBe(false);
    await closeTab(tab);

    const refused = await openTab(browser());
    await signIn(refused.page, portal().url, 'switchable-accounts-de', { query: 'customerId=DE0000000000' });
    await refused.page.locator('[data-sign-in="denied"] [role="alert"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect((await storedTokens(refused.page)).access).toBeNull();
    expect(refused.page.url()).not.toMatch(/[?&](error|state)=/);
    await closeTab(refused);
  });

  test('an answer with a forged state is refused, and so is a replayed code', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const callback = await heldCallback(page, 'active-de');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    await page.goto(forged.href);
    await page.locator('[data-sign-in="stale"] [role="alert"]').waitFor({ state: 'visible' });
    expect((await storedTokens(page)).access).toBeNull();
    expect(page.url()).not.toContain('code=');
    await closeTab(tab);

    // A code used once is refused a second time: by the portal (its sign-in is used up) and by the provider.
    const first = await openTab(browser());
    const answer = await heldCallback(first.page, 'active-de');
    await first.page.goto(answer);
    await first.page.waitForURL((url) => url.pathname === '/de-de/dashboard/', { timeout: 15_000 });
    await first.page.goto(answer);
    await first.page.locator('[data-sign-in="stale"] [role="alert"]').waitFor({ state: 'visible' });
    const code = new URL(answer).searchParams.get('code') ?? '';
    const replay = await fetch(`${portal().url}/auth/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'login',
        code,
        redirect_uri: `${portal().url}/de-de/login/`,
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    await closeTab(first);
  });

  test('the token-exchange route takes over a handed-over session (RFC 8693): its own tokens, the token out of the address; a forged one is refused', async () => {
    const app = configStrings('app', 'de');
    // The app (here: a first browser) holds a session and hands its access token over.
    const giver = await openTab(browser());
    await loginAs(giver.page, portal().url, 'active-de');
    const handed = (await storedTokens(giver.page)).access ?? '';
    await closeTab(giver);

    const tab = await openTab(browser());
    const { page } = tab;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto(`${portal().url}/de-de/token-exchange/?subject_token=${encodeURIComponent(handed)}&flags=newDashboard`);
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/' && url.searchParams.get('flags') === 'newDashboard', { timeout: 15_000 });
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    const own = await storedTokens(page);
    expect(own.access).toBeTruthy();
    expect(own.access).not.toBe(handed);
    expect(own.refresh).toBeTruthy();
    const claims = claimsOf(own.access);
    expect(claims.customer_id).toBe(claimsOf(handed).customer_id);
    // The handed token was in the first address only; every later one and the history are clean of it.
    expect(addresses.slice(1).some((address) => address.includes(handed))).toBe(false);
    await page.goBack();
    expect(page.url()).not.toContain('subject_token');
    await closeTab(tab);

    const forged = await openTab(browser());
    const [head, , signature] = handed.split('.');
    const otherBody = Buffer.from(JSON.stringify({ ...claims, customer_id: 'DE4400112234' })).toString('base64url');
    await forged.page.goto(`${portal().url}/de-de/token-exchange/?subject_token=${head}.${otherBody}.${signature}`);
    await expect.poll(() => forged.page.getByRole('alert').innerText(), { timeout: 15_000 }).toBe(app('login.failed'));
    expect(forged.page.url()).not.toContain('subject_token');
    expect((await storedTokens(forged.page)).access).toBeNull();
    await closeTab(forged);
  });
});
