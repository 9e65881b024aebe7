/**
 * Spec 4 session expiry in real Chromium: access tokens live 8 s, so right after the login
 * the countdown shows (<= 120 s left), no automatic refresh happens (the session maximum,
 * 60 s, is within 120 s), and without activity the portal ends the session by itself:
 * stored tokens cleared, refresh token revoked at the identity service, back on the login
 * page. The session maximum is longer than the token on purpose: the refresh token would
 * still be valid for 60 s, so its rejection afterwards shows the portal revoked it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { parse } from 'yaml';
import { launchChromium } from './support/chromium.ts';
import { loginAs } from './support/login.ts';
import { REPO_ROOT, startPortal, type RunningPortal } from './support/portal.ts';

const TOKEN_LIFETIME = 8;
const SESSION_MAX = 60;
const TOKEN_PATH = '/auth/protocol/openid-connect/token';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ tokenLifetime: TOKEN_LIFETIME, sessionMax: SESSION_MAX });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function refreshAnswer(refreshToken: string): Promise<{ status: number; body: { error?: string; refresh_token?: string } }> {
  const response = await fetch(`${portal.url}${TOKEN_PATH}`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'login', refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe('session expiry', () => {
  test('without activity the portal logs out by itself: login page, tokens cleared, refresh token revoked', async () => {
    const app = parse(readFileSync(join(REPO_ROOT, 'config', 'strings', 'app', 'de.yaml'), 'utf8')) as Record<string, string>;
    // Control: a session of the same length that the portal does not touch stays refreshable.
    const control = (await (
      await fetch(`${portal.url}/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ personaId: 'active-de' }) })
    ).json()) as { refresh_token: string };

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === TOKEN_PATH) tokenRequests.push(request.url());
    });

    const loggedInAt = Date.now();
    await loginAs(page, portal.url, 'active-de');
    const stored = await page.evaluate(() => ({ access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    // Under 120 s left from the start: the countdown is on screen.
    const title = app['session.title'];
    if (!title) throw new Error('config/strings/app/de.yaml has no "session.title"');
    await page.getByRole('alertdialog', { name: title }).waitFor({ state: 'visible' });

    // No mouse, no keys: the portal leaves by itself once the 8 s are over.
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 20_000 });
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual((TOKEN_LIFETIME - 1) * 1000);
    await page.getByRole('button', { name: 'active-de', exact: true }).waitFor({ state: 'visible' });
    await expect
      .poll(() => page.evaluate(() => ['access_token', 'refresh_token', 'refresh_expires_at'].map((key) => localStorage.getItem(key))))
      .toEqual([null, null, null]);
    expect((await context.cookies()).filter((cookie) => cookie.name === 'access_token')).toEqual([]);
    // No refresh was attempted (the session maximum is within 120 s), so the login token was the last.
    expect(tokenRequests).toEqual([]);

    const revoked = await refreshAnswer(stored.refresh ?? '');
    expect(revoked.status).toBe(400);
    expect(revoked.body.error).toBe('invalid_grant');
    expect((await refreshAnswer(control.refresh_token)).status).toBe(200);
    expect(portal.events).toContainEqual(expect.objectContaining({ event_name: 'session', action: 'expired' }));

    expect(errors, 'uncaught errors in the page').toEqual([]);
    await context.close();
  });
});
