/**
 * Spec 4 session expiry in real Chromium: access tokens live 8 s, so right after the login
 * the countdown shows (<= 120 s left), no automatic refresh happens (the session maximum,
 * 60 s, is within 120 s), and without activity the portal ends the session by itself:
 * stored tokens cleared, refresh token revoked at the identity service, back on the login
 * page. The session maximum is longer than the token on purpose: the refresh token would
 * still be valid for 60 s, so its rejection afterwards shows the portal revoked it.
 */
import { describe, expect, test } from 'vitest';
import { refreshAnswer as refreshAnswerAt, TOKEN_PATH } from './support/identity.ts';
import { loginAs, signInButton } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { slowTracking } from './support/tracking.ts';

const TOKEN_LIFETIME = 8;
const SESSION_MAX = 60;

const { portal, browser } = usePortalAndBrowser({ tokenLifetime: TOKEN_LIFETIME, sessionMax: SESSION_MAX });

const refreshAnswer = (refreshToken: string) => refreshAnswerAt(portal().url, refreshToken);

describe('session expiry', () => {
  test('without activity the portal logs out by itself: login page, tokens cleared, refresh token revoked', async () => {
    const app = configStrings('app', 'de');
    // Control: a session of the same length that the portal does not touch stays refreshable.
    const control = (await (
      await fetch(`${portal().url}/auth/local/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ personaId: 'active-de' }),
      })
    ).json()) as { refresh_token: string };

    const tab = await openTab(browser());
    const { page, context } = tab;
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      // Refreshes only: the sign-in itself exchanges its code at the same endpoint.
      if (new URL(request.url()).pathname === TOKEN_PATH && request.postData()?.includes('grant_type=refresh_token')) tokenRequests.push(request.url());
    });

    const loggedInAt = Date.now();
    await loginAs(page, portal().url, 'active-de');
    const stored = await storedTokens(page);
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    // Under 120 s left from the start: the countdown is on screen.
    await page.getByRole('alertdialog', { name: app('session.title') }).waitFor({ state: 'visible' });

    // No mouse, no keys: the portal leaves by itself once the 8 s are over. Its expiry event is
    // still in flight when it leaves (held below): it must outlive the page, not be cancelled.
    await slowTracking(page);
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 20_000 });
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual((TOKEN_LIFETIME - 1) * 1000);
    await signInButton(page).waitFor({ state: 'visible' });
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
    await expect.poll(() => portal().events).toContainEqual(expect.objectContaining({ event_name: 'session', action: 'expired' }));

    await closeTab(tab);
  });
});
