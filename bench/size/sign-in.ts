/**
 * Signs an example customer in through the local stack's real OpenID Connect provider, as a
 * customer would: the portal's login page goes on to the provider's form, which is filled in and
 * sent, and the portal lands on the dashboard. The session then lives in the context's storage.
 */
import type { Page } from 'playwright-core';
import { LOCAL_PASSWORD } from '../../server/identity/accounts.ts';

export async function signInForSize(page: Page, origin: string, personaId: string, locale = 'de-de'): Promise<void> {
  await page.goto(`${origin}/${locale}/login/`);
  const username = page.locator('#username');
  await username.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {
    throw new Error(`no sign-in form at ${page.url()}: the size of a signed-in page cannot be measured`);
  });
  await username.fill(personaId);
  await page.locator('#password').fill(LOCAL_PASSWORD);
  await page.locator('form', { has: page.locator('#password') }).locator('button[type="submit"]').click();
  await page.waitForURL((url) => /\/dashboard\/?$/.test(url.pathname), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
