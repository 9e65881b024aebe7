/**
 * Spec 4 session and logout in real Chromium against the local stack's identity service.
 * Access tokens live 130 s: the countdown (at <= 120 s of idle or token time left) appears
 * after about 10 s without activity, and "Extend session" refreshes at the identity
 * service and confirms "extended by 2 minutes" (floor(130 / 60)) for 5 s. Logout from the
 * account menu revokes the refresh token and lands on the login page (or, for a persona
 * whose flag service answer turns pensionLogout on, on the pension logout page).
 * Expected texts come from config/strings.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { refreshAnswer as refreshAnswerAt, TOKEN_PATH } from './support/identity.ts';
import { signInButton } from './support/login.ts';
import { signedInFreshAs } from './support/saved-sign-in.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { slowTracking } from './support/tracking.ts';

const TOKEN_LIFETIME = 130;

const appStrings = (lang: string) => configStrings('app', lang);
const headerString = (lang: string, key: string) => configStrings('header', lang)(key);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string template ("… in {{time}}.") as a RegExp, each {{name}} matched by the given pattern. */
function templatePattern(template: string, values: Record<string, string>): RegExp {
  const parts = template.split(/(\{\{\s*\w+\s*\}\})/);
  const source = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      const value = values[name];
      if (value === undefined) throw new Error(`no pattern for {{${name}}} in "${template}"`);
      return value;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const { portal, browser } = usePortalAndBrowser({ tokenLifetime: TOKEN_LIFETIME });

const refreshAnswer = (refreshToken: string) => refreshAnswerAt(portal().url, refreshToken);

describe('session countdown', () => {
  test('after idle time the countdown appears; Extend session refreshes at the identity service and confirms for 5 s', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const t = appStrings('en');
    const tokenCalls: { at: number; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === TOKEN_PATH && response.request().method() === 'POST') {
        tokenCalls.push({ at: Date.now(), status: response.status() });
      }
    });
    await signedInFreshAs(page, portal().url, 'active-gb');

    // No activity from here: the dialog comes by itself, about 10 s after the login click.
    const dialog = page.getByRole('alertdialog', { name: t('session.title') });
    await dialog.waitFor({ state: 'visible', timeout: 25_000 });
    const countdown = templatePattern(t('session.countdown'), { time: '[0-5]?\\d:[0-5]\\d' });
    const text = await dialog.locator('p').innerText();
    expect(text).toMatch(countdown);
    // m:ss of at most 2:00 (the 120 s threshold), counting down.
    const [minutes, seconds] = (/(\d+):(\d{2})/.exec(text) ?? []).slice(1).map(Number);
    expect((minutes ?? 9) * 60 + (seconds ?? 99)).toBeLessThanOrEqual(120);
    await expect.poll(() => dialog.locator('p').innerText(), { timeout: 5_000 }).not.toBe(text);
    const extend = dialog.getByRole('button', { name: t('session.extend') });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t('session.extend'));

    const tokenBefore = (await storedTokens(page)).access;
    const callsBefore = tokenCalls.length;
    const clickedAt = Date.now();
    await extend.click();

    const confirmation = page.getByText(templatePattern(t('session.extended'), { n: String(Math.floor(TOKEN_LIFETIME / 60)) }));
    await confirmation.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    expect(await page.getByRole('status').filter({ has: confirmation }).count()).toBe(1);
    await dialog.waitFor({ state: 'hidden' });
    // The refresh went to the identity service, and the stored access token is the new one.
    await expect.poll(() => tokenCalls.slice(callsBefore).some((call) => call.at >= clickedAt && call.status === 200)).toBe(true);
    const tokenAfter = (await storedTokens(page)).access;
    expect(tokenAfter).not.toBeNull();
    expect(tokenAfter).not.toBe(tokenBefore);
    // The event is sent after the refresh, on its own request: it may arrive a moment later.
    await expect.poll(() => portal().events).toContainEqual(expect.objectContaining({ event_name: 'session', action: 'extended-manually' }));

    // The confirmation goes after 5 s (not before about 4 s, surely by 7.5 s on a busy machine).
    await confirmation.waitFor({ state: 'hidden', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3_500);
    expect(shownFor).toBeLessThan(7_500);
    await closeTab(tab);
  });
});

describe('the countdown with the keyboard', () => {
  test('a key pressed in the dialog is activity (spec 4): the countdown goes and the session stays; Escape dismisses it and gives focus back', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const t = appStrings('en');
    await signedInFreshAs(page, portal().url, 'active-gb');
    // Focus set by the script is no key press: the idle clock runs on. This is where the
    // customer was when the countdown took focus.
    const trigger = page.locator('header button[aria-haspopup="menu"]').first();
    await trigger.focus();
    const dialog = page.getByRole('alertdialog', { name: t('session.title') });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? null);

    await dialog.waitFor({ state: 'visible', timeout: 25_000 });
    await expect.poll(focusedText).toBe(t('session.extend'));
    // Tab, the key a keyboard user presses next: the idle clock starts again and the countdown goes.
    await page.keyboard.press('Tab');
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
    expect((await storedTokens(page)).access).toBeTruthy();

    // Idle again, the countdown comes back (the clock restarted at the key press); Escape closes it.
    await trigger.focus();
    await dialog.waitFor({ state: 'visible', timeout: 25_000 });
    await expect.poll(focusedText).toBe(t('session.extend'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
    // Focus is back where the customer was, not lost on the page's body.
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await storedTokens(page)).access).toBeTruthy();
    expect(portal().events).not.toContainEqual(expect.objectContaining({ event_name: 'session', action: 'expired' }));
    await closeTab(tab);
  });
});

describe('logout from the account menu', () => {
  async function logOut(page: Page, lang: string): Promise<void> {
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: headerString(lang, 'logout') }).click();
  }

  test('lands on the login page, clears the stored session and revokes the refresh token', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInFreshAs(page, portal().url, 'active-de');
    const { refresh } = await storedTokens(page);
    expect(refresh).toBeTruthy();
    // The logout event is still in flight when the portal leaves for the login page: it must
    // outlive the page (keepalive), not be cancelled by the navigation.
    await slowTracking(page);
    await logOut(page, 'de');
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 15_000 });
    await signInButton(page).waitFor({ state: 'visible' });
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
    expect((await tab.context.cookies()).filter((cookie) => cookie.name === 'access_token')).toEqual([]);
    const answer = await refreshAnswer(refresh ?? '');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
    await expect.poll(() => portal().events).toContainEqual(expect.objectContaining({ event_name: 'authentication', action: 'logout succeeded' }));
    await closeTab(tab);
  });

  test('a persona whose flags turn pensionLogout on is sent to the pension logout page (flag from the flag service)', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInFreshAs(page, portal().url, 'pension-logout-de');
    const { refresh } = await storedTokens(page);
    await logOut(page, 'de');
    await page.waitForURL((url) => url.pathname === '/de-de/pension-logout/', { timeout: 15_000 });
    // The page's title in config/pages/access.yaml (pension-logout, German).
    await page.getByRole('heading', { level: 1, name: 'Sie wurden abgemeldet' }).waitFor({ state: 'visible' });
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
    expect((await refreshAnswer(refresh ?? '')).status).toBe(400);
    await closeTab(tab);
  });
});
