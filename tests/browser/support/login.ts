import type { Locator, Page } from 'playwright-core';

export interface LoginOptions {
  /** Locale of the login page; defaults to the persona id's suffix ("active-gb" -> "en-gb"), else de-de. */
  locale?: string;
  /** Extra query for the login page (for example "design=v1" or "flags=..."); carried over to the dashboard. */
  query?: string;
  /** Wait for the private header (avatar menu button) after the dashboard loaded. Default true. */
  waitForHeader?: boolean;
  /** Where the sign-in lands (a path test); default the dashboard. */
  landsOn?: (url: URL) => boolean;
}

/** The local provider's one password for every example customer (server/identity/accounts.ts, README). */
import { LOCAL_PASSWORD } from '../../../server/identity/accounts.ts';

export { LOCAL_PASSWORD };

const LOCALE_BY_SUFFIX: Record<string, string> = {
  de: 'de-de',
  at: 'de-at',
  ch: 'de-ch',
  gb: 'en-gb',
  ie: 'en-ie',
  us: 'en-us',
  fr: 'fr-fr',
  es: 'es-es',
  nl: 'nl-nl',
  it: 'it-it',
  pl: 'pl-pl',
  fi: 'fi-fi',
};

export function defaultLocale(personaId: string): string {
  const suffix = personaId.split('-').pop() ?? '';
  return LOCALE_BY_SUFFIX[suffix] ?? 'de-de';
}

/** The portal login page's "Sign in" button (its label is the locale's `login.signIn`). */
export function signInButton(page: Page): Locator {
  return page.locator('[data-sign-in] button');
}

/**
 * The login page as it shows itself instead of starting a sign-in: after a session ended (logout,
 * expiry), the address the portal and the provider's logout send the customer to
 * (src/app/oidc/signed-out.ts). Tests of the page's looks (layout, landmarks, axe) open this one:
 * a plain /<locale>/login/ goes on to the provider's form at once.
 */
export function signedOutLoginPath(locale: string): string {
  return `/${locale}/login/?state=signed-out`;
}

/** The provider's authorization endpoint (either identity domain): a sign-in round trip starting. */
export const AUTHORIZATION_REQUEST = /\/(auth|identity)\/protocol\/openid-connect\/auth\?/;

/**
 * The provider's sign-in form (server/identity/sign-in-page.ts): username = persona id, the
 * local password, submitted with the form's own button.
 */
export async function submitProviderForm(page: Page, username: string, password = LOCAL_PASSWORD): Promise<void> {
  await page
    .locator('#username')
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(async (error: unknown) => {
      // Say where the browser is instead (a portal error, the provider's error page).
      throw new Error(
        `no sign-in form at ${page.url()}: ${(
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        ).slice(0, 300)}`,
        { cause: error },
      );
    });
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page
    .locator('form', { has: page.locator('#password') })
    .locator('button[type="submit"]')
    .click();
}

/**
 * The provider's browser session lives in its own cookies (auth_*, identity_*): forgotten, so
 * every sign-in shows the form and signs in as the persona asked for, not the last one.
 */
export async function forgetProviderSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: /^(auth|identity)_/ });
}

/**
 * Starts and completes the provider's part of a sign-in: the portal's login page (with `query`),
 * which goes on to the local provider's form by itself, and that form (persona id and the local
 * password). Where the portal lands afterwards is the caller's to wait for.
 */
export async function signIn(page: Page, baseUrl: string, personaId: string, options: Pick<LoginOptions, 'locale' | 'query'> = {}): Promise<void> {
  const locale = options.locale ?? defaultLocale(personaId);
  const query = options.query ? `?${options.query.replace(/^\?/, '')}` : '';
  await forgetProviderSession(page);
  await page.goto(`${baseUrl}/${locale}/login/${query}`);
  await pressSignInIfShown(page);
  await submitProviderForm(page, personaId);
}

/**
 * A browser that holds a session already (another tab signed in) sees the login page with its
 * button instead of going on to the provider (src/app/pages/login-page-intent.ts): press it, as
 * that customer would. A visitor's login page goes on by itself, so nothing is pressed then.
 */
async function pressSignInIfShown(page: Page): Promise<void> {
  const form = page.locator('#username');
  // data-waits: the login page decided to wait for its button (src/app/pages/SignInBlock.tsx).
  const button = page.locator('[data-sign-in][data-waits] button:enabled');
  const shown = await Promise.race([
    form.waitFor({ state: 'visible', timeout: 15_000 }).then(() => 'form' as const),
    button.waitFor({ state: 'visible', timeout: 15_000 }).then(() => 'button' as const),
  ]).catch(() => null);
  if (shown === 'button') await button.click();
}

/**
 * Signs in through the real OpenID Connect flow (signIn) and waits until the portal has landed
 * on the persona's dashboard (or `landsOn`). Returns the URL it landed on.
 */
export async function loginAs(page: Page, baseUrl: string, personaId: string, options: LoginOptions = {}): Promise<string> {
  await signIn(page, baseUrl, personaId, options);
  const landsOn = options.landsOn ?? ((url: URL) => /\/dashboard\/?$/.test(url.pathname));
  await page.waitForURL(landsOn, { timeout: 15_000 });
  if (options.waitForHeader !== false) {
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 15_000 });
  }
  return page.url();
}
