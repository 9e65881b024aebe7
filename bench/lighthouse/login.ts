/**
 * Logs a persona in inside an already running Chromium, the way a customer does: the login
 * page (which goes on to the provider by itself), the local OpenID provider's form (the persona id and the local password),
 * until the app lands on the dashboard. The session the
 * app stores (localStorage, cookie) stays in the browser profile for the Lighthouse run that
 * follows; the HTTP cache the login filled is cleared, so that run still loads cold.
 */
import { chromium } from 'playwright-core';
import { LOCAL_PASSWORD } from '../../server/identity/accounts.ts';

export class LoginError extends Error {
  override name = 'LoginError';
}

export async function logInInBrowser(debuggingPort: number, portalUrl: string, personaId: string, locale = 'de-de'): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new LoginError('the browser has no default context to log in with');
    const page = await context.newPage();
    try {
      await page.goto(`${portalUrl}/${locale}/login/`);
      try {
        await page.locator('#username').fill(personaId, { timeout: 15_000 });
        await page.locator('#password').fill(LOCAL_PASSWORD);
        await page
          .locator('form', { has: page.locator('#password') })
          .locator('button[type="submit"]')
          .click();
        await page.waitForURL((url) => /\/dashboard\/?$/.test(url.pathname), { timeout: 15_000 });
      } catch (error) {
        throw new LoginError(`could not log in as ${personaId} on ${portalUrl}/${locale}/login/: ${(error as Error).message.split('\n')[0]}`);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } finally {
      await page.close();
    }
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its default context stay.
    await browser.close();
  }
}
