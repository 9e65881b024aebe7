import type { Page } from 'playwright-core';

export interface LoginOptions {
  /** Locale of the login page; defaults to the persona id's suffix ("active-gb" -> "en-gb"), else de-de. */
  locale?: string;
  /** Extra query for the login page (for example "design=v1" or "flags=..."); carried over to the dashboard. */
  query?: string;
  /** Wait for the private header (avatar menu button) after the dashboard loaded. Default true. */
  waitForHeader?: boolean;
}

const LOCALE_BY_SUFFIX: Record<string, string> = {
  de: 'de-de', at: 'de-at', ch: 'de-ch', gb: 'en-gb', ie: 'en-ie', us: 'en-us',
  fr: 'fr-fr', es: 'es-es', nl: 'nl-nl', it: 'it-it', pl: 'pl-pl', fi: 'fi-fi',
};

function defaultLocale(personaId: string): string {
  const suffix = personaId.split('-').pop() ?? '';
  return LOCALE_BY_SUFFIX[suffix] ?? 'de-de';
}

/**
 * Logs in through the local stand-in login page (a button per persona id) and waits until
 * the app has left the login page for the persona's dashboard. Returns the dashboard URL.
 */
export async function loginAs(page: Page, baseUrl: string, personaId: string, options: LoginOptions = {}): Promise<string> {
  const locale = options.locale ?? defaultLocale(personaId);
  const query = options.query ? `?${options.query.replace(/^\?/, '')}` : '';
  await page.goto(`${baseUrl}/${locale}/login/${query}`);
  await page.getByRole('button', { name: personaId, exact: true }).click();
  await page.waitForURL((url) => /\/dashboard\/?$/.test(url.pathname), { timeout: 15_000 });
  if (options.waitForHeader !== false) {
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 15_000 });
  }
  return page.url();
}
