/**
 * The local OpenID provider's sign-in page in real Chromium, reached by a standard
 * authorization request (as any OpenID client sends it): a labelled form without axe findings
 * or CSP violations (setup.ts checks those after each test), a wrong password answered in the
 * customer's language with the alert announced, then the right password, or an example
 * customer, back to the redirect URI with a code and the request's state (read from the browser's
 * request, so the test sees the provider alone, whatever the portal does with the code).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** Opens the authorization endpoint; resolves with the state and with the redirect's query once it comes. */
async function startSignIn(page: Page, uiLocales: string): Promise<{ state: string; landed: Promise<URLSearchParams> }> {
  const redirectUri = `${portal().url}/de-de/login/`;
  // Seen as the browser asks for it: whatever the portal then does with the code does not matter here.
  const landed = new Promise<URLSearchParams>((resolve) => {
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (`${url.origin}${url.pathname}` === redirectUri && url.searchParams.has('state')) resolve(url.searchParams);
    });
  });
  const state = randomBytes(12).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'login',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid offline_access',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(12).toString('base64url'),
    ui_locales: uiLocales,
  });
  await page.goto(`${portal().url}/auth/protocol/openid-connect/auth?${query}`);
  return { state, landed };
}

describe("the local provider's sign-in page", () => {
  test('a labelled, accessible form; a wrong password is announced in German; the right one returns a code', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const { state, landed } = await startSignIn(page, 'de-de de');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByLabel('Benutzername').fill('active-de');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Benutzername oder Passwort ist falsch');
    expect(await page.getByLabel('Benutzername').inputValue()).toBe('active-de');
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByLabel('Passwort').fill('savingo-local');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const query = await landed;
    expect(query.get('state')).toBe(state);
    expect(query.get('code')).toBeTruthy();
    await closeTab(tab);
  });

  test('the example customers, marked local test only, sign in through the same flow', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const { state, landed } = await startSignIn(page, 'en-gb en');
    await page.getByRole('heading', { name: 'Example customers – local test only' }).waitFor();
    await page.getByRole('button', { name: /^active-de · / }).click();
    const query = await landed;
    expect(query.get('state')).toBe(state);
    expect(query.get('code')).toBeTruthy();
    await closeTab(tab);
  });
});
