import type { BrowserContext, Page } from 'playwright-core';
import { defaultLocale, type LoginOptions } from './login.ts';
import { signedInState } from './sign-in-over-http.ts';
import { claimsOf } from './tokens.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A saved session is handed to a new test only while its access token has this long left: the
 * portal refreshes the token (rotating the refresh token) once 120 s are left, and a refresh
 * token used twice ends the whole sign-in; so the token must outlive the longest test (60 s)
 * before the portal could refresh it in one of the contexts it was handed to.
 */
const LEFT_AT_REUSE_SECONDS = 120 + 60 + 20;

/** The sessions this file's tests signed in, by portal, persona, locale and query. */
const saved = new Map<string, StorageState>();

/**
 * Opens the persona's dashboard in the fresh tab, signed in: the first time per portal, persona,
 * locale and query with a session signed in over HTTP (sign-in-over-http.ts: the portal's own
 * client and the real provider, without the login page, the provider's form and the callback in
 * the browser); later calls give the tab the cookies and localStorage (where the portal keeps its
 * tokens) the first tab had, until that session's access token nears the end of its life. For
 * tests of what a signed-in customer sees; a test of the sign-in itself (its calls, its events,
 * where it lands) or one that ends the session (logout, expiry) uses loginAs, so it never ends a
 * session others reuse.
 */
export async function signedInAs(page: Page, baseUrl: string, personaId: string, options: Omit<LoginOptions, 'landsOn'> = {}): Promise<string> {
  const locale = options.locale ?? defaultLocale(personaId);
  const key = [baseUrl, personaId, locale, options.query ?? ''].join(' ');
  const kept = saved.get(key);
  const reused = kept && secondsLeft(kept, baseUrl) > LEFT_AT_REUSE_SECONDS;
  await page.context().setStorageState(reused ? kept : await signedInState(baseUrl, new URL(baseUrl).origin, locale, personaId));
  const landed = await openDashboard(page, baseUrl, locale, options);
  if (!reused) saved.set(key, await page.context().storageState());
  return landed;
}

/**
 * As signedInAs, with a session of the tab's own, never handed to another: for a test that ends
 * the session (logout) or depends on when its token was issued (the countdown), but not on how
 * the sign-in went (that is loginAs, through the browser).
 */
export async function signedInFreshAs(page: Page, baseUrl: string, personaId: string, options: Omit<LoginOptions, 'landsOn'> = {}): Promise<string> {
  const locale = options.locale ?? defaultLocale(personaId);
  await page.context().setStorageState(await signedInState(baseUrl, new URL(baseUrl).origin, locale, personaId));
  return openDashboard(page, baseUrl, locale, options);
}

async function openDashboard(page: Page, baseUrl: string, locale: string, options: Pick<LoginOptions, 'query' | 'waitForHeader'>): Promise<string> {
  const query = options.query ? `?${options.query.replace(/^\?/, '')}` : '';
  await page.goto(`${baseUrl}/${locale}/dashboard/${query}`);
  await page.waitForURL((url) => /\/dashboard\/?$/.test(url.pathname), { timeout: 15_000 });
  // A cold dashboard on a busy machine: its code, then the customer's data.
  if (options.waitForHeader !== false) {
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  }
  return page.url();
}

/**
 * Forgets the sessions signed in at this portal, when it stops: browser files share their worker's
 * modules (vitest.browser.config.ts), and a later file's portal may get the same port, where a
 * session of the stopped portal (its own signing key) would be refused.
 */
export function forgetSignIns(baseUrl: string): void {
  for (const key of [...saved.keys()]) if (key.startsWith(`${baseUrl} `)) saved.delete(key);
}

/** Seconds the saved access token for the portal's origin has left (0 when there is none). */
function secondsLeft(state: StorageState, baseUrl: string): number {
  const origin = new URL(baseUrl).origin;
  const token = state.origins.find((entry) => entry.origin === origin)?.localStorage.find((item) => item.name === 'access_token')?.value;
  const exp = token ? claimsOf(token).exp : undefined;
  return typeof exp === 'number' ? exp - Date.now() / 1000 : 0;
}
