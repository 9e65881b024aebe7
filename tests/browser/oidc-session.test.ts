/**
 * The session after an OpenID Connect sign-in, in real Chromium against the local
 * provider. Access tokens live 130 s, so the portal refreshes 10 s after the sign-in (120 s
 * before expiry), at the discovered token endpoint, and the refresh token rotates. A refresh
 * token reused after its rotation ends the whole session; a logout ends the provider's session
 * (the spec's logout call, then RP-initiated logout) and the old tokens are refused; selecting a
 * switchable account switches the customer by token exchange.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { refreshAnswer as refreshAnswerAt, TOKEN_PATH } from './support/identity.ts';
import { forgetProviderSession, loginAs, signInButton } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { claimsOf, watchCustomerCalls } from './support/tokens.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser({ tokenLifetime: 130, sessionMax: 900 });
const refreshAnswer = (refreshToken: string) => refreshAnswerAt(portal().url, refreshToken);
const header = configStrings('header', 'de');

async function openAccountMenu(page: Page): Promise<void> {
  await page.locator('header button[aria-haspopup="menu"]').first().click();
}

describe('the signed-in session', () => {
  test('refreshes 120 s before expiry with rotation; the rotated-away refresh token, reused, ends the whole session', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === TOKEN_PATH && request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request.postData() ?? '');
    });
    await loginAs(page, portal().url, 'active-de');
    const first = await storedTokens(page);
    // 130 s tokens: the automatic refresh comes ~10 s after the sign-in, at the discovered endpoint, naming the client.
    await expect.poll(async () => (await storedTokens(page)).refresh, { timeout: 25_000 }).not.toBe(first.refresh);
    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]).get('client_id')).toBe('login');
    const rotated = await storedTokens(page);
    expect(rotated.access).not.toBe(first.access);

    // Somebody replays the first refresh token: refused, and the whole session with it.
    const reuse = await refreshAnswer(first.refresh ?? '');
    expect(reuse.status).toBe(400);
    const current = await refreshAnswer(rotated.refresh ?? '');
    expect(current.status).toBe(400);
    expect(current.body.error).toBe('invalid_grant');
    await closeTab(tab);
  });

  test('logout ends the provider session: back on the login page, the old access and refresh tokens refused, the next sign-in asks again', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, 'active-de');
    const { access, refresh } = await storedTokens(page);
    const bac = claimsOf(access);
    expect((await fetch(`${portal().url}/api/customers/${bac.customer_id}`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(200);

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: header('logout') }).click();
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 15_000 });
    await signInButton(page).waitFor({ state: 'visible' });
    expect(page.url()).not.toMatch(/id_token_hint|[?&]code=/);
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
    expect((await refreshAnswer(refresh ?? '')).status).toBe(400);
    expect((await fetch(`${portal().url}/api/customers/${bac.customer_id}`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(401);

    // The login page after a logout shows itself (no new round trip by itself); the provider's
    // browser session is gone too: signing in again shows its form.
    await page.locator('[data-sign-in="signed-out"]').waitFor({ state: 'visible' });
    await signInButton(page).click();
    await page.locator('#username').waitFor({ state: 'visible', timeout: 15_000 });
    await closeTab(tab);
  });

  test('a session started at the older identity domain logs out there when unifiedIdentityDomain turns on meanwhile', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, 'active-de');
    const { refresh } = await storedTokens(page);
    // The flag changes during the session (here by the address; a flag service answer alike).
    await page.goto(`${portal().url}/de-de/dashboard/?flags=unifiedIdentityDomain`);
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    const identityCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/(auth|identity)\/protocol\//.test(path)) identityCalls.push(`${request.method()} ${path}`);
    });
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: header('logout') }).click();
    // Back on the portal's login page, not on the provider's error page.
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 15_000 });
    await signInButton(page).waitFor({ state: 'visible' });
    // Both the spec's logout call and the provider's logout went to the issuer of the session's tokens.
    expect(identityCalls.filter((call) => call.startsWith('POST')).length).toBeGreaterThan(0);
    expect(identityCalls.filter((call) => call.includes('/identity/'))).toEqual([]);
    expect((await refreshAnswer(refresh ?? '')).status).toBe(400);
    await closeTab(tab);
  });

  test('selecting a switchable account shows the other customer: their data, header and menus', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const customerCalls = watchCustomerCalls(page);
    await forgetProviderSession(page);
    await loginAs(page, portal().url, 'switchable-accounts-de');
    const before = await storedTokens(page);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Schmidt Immobilien GmbH' }).click();
    await expect.poll(() => customerCalls.some((path) => path.startsWith('/api/customers/DE4400112234')), { timeout: 15_000 }).toBe(true);
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/');
    const after = await storedTokens(page);
    expect(after.access).not.toBe(before.access);
    const claims = claimsOf(after.access);
    expect(claims).toMatchObject({ customer_id: 'DE4400112234', user_id: 'u-3401' });
    // The header's account menu now belongs to the company; the first customer is a switchable account.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Anna Schmidt' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Schmidt Immobilien GmbH');
    // The old session's refresh token was ended by the exchange.
    expect((await refreshAnswer(before.refresh ?? '')).status).toBe(400);
    await closeTab(tab);
  });
});
