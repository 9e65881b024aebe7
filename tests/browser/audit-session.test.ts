/**
 * The second rule-by-rule pass over spec 4 (session, gate, header interaction), 5 (token expiry),
 * 7 (calls), 8 and 9 in the running portal (docs/spec-audit/session.md): each test here is a
 * defect that pass found, seen failing before its fix, or a rule no other browser test showed.
 */
import { describe, expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

describe('a signed-in customer whose data cannot be loaded (spec 4 gate, spec 7 and 8 errors)', () => {
  test('sees that their data could not be loaded and a retry that works, never the "please log in" prompt', async () => {
    const app = configStrings('app', 'de');
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, 'active-de');

    // The customer service fails (every attempt, retries included) while the customer is signed in.
    let failing = true;
    await page.route('**/api/customers/**', async (route) => {
      if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"unavailable"}' });
      else await route.fallback();
    });
    await page.reload();

    const alert = page.getByRole('alert').filter({ hasText: app('loadError') });
    await alert.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.getByRole('heading', { name: app('gate.title') }).count(), 'the login prompt, to a customer who is signed in').toBe(0);

    // The service is back: the retry loads the customer's page.
    failing = false;
    await alert.getByRole('button', { name: app('retry') }).click();
    await page.locator('header button[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await alert.count()).toBe(0);
    await closeTab(tab);
  });
});
