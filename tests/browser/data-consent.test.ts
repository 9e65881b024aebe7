/**
 * Spec 7 consent in the real browser against the local stack: after logging in as active-de,
 * window.dataLayer holds the denied-by-default consent state (2000 ms wait) and one
 * customer_id push with the persona's customer number, and the page requested nothing but
 * the local stack (the consent manager, unblock script and tag manager are its stand-ins, on the
 * portal's own origin: spec-rules.test.ts reads what they record).
 */
import { describe, expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, DESKTOP, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

function customerNumber(personaId: string): string {
  const number = personaFile(personaId).customer?.bacNumber;
  if (!number) throw new Error(`persona ${personaId} has no customer.bacNumber`);
  return number;
}

describe('consent and data layer', () => {
  test('active-de: consent defaults and one customer_id in window.dataLayer, no external request', async () => {
    const expected = customerNumber('active-de');
    expect(expected).toBe('DE7788990011');
    const tab = await openTab(browser());
    const { page } = tab;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await loginAs(page, portal().url, 'active-de');
    await mainSettled(page);

    // gtag pushes Arguments objects: read them as arrays.
    const dataLayer = async () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
        ),
      );
    await expect
      .poll(async () => (await dataLayer()).filter((entry) => typeof entry === 'object' && entry !== null && 'customer_id' in entry))
      .toEqual([{ customer_id: expected }]);
    const entries = await dataLayer();
    expect(entries).toContainEqual([
      'consent',
      'default',
      { ad_user_data: 'denied', ad_personalization: 'denied', ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 2000 },
    ]);
    // The consent defaults come before the customer id.
    const defaults = entries.findIndex((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default');
    const customer = entries.findIndex((entry) => typeof entry === 'object' && entry !== null && 'customer_id' in entry);
    expect(defaults).toBeGreaterThanOrEqual(0);
    expect(defaults).toBeLessThan(customer);

    // Nothing external: every request went to the local stack.
    expect(requested.length).toBeGreaterThan(0);
    const external = requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== '127.0.0.1');
    expect(external).toEqual([]);
    expect(await page.locator('script[src]:not([src^="/"])').count()).toBe(0);
    // The anonymous context id is in localStorage with the desktop prefix.
    expect(await page.evaluate(() => localStorage.getItem('anonymous_context_id'))).toMatch(/^desktop-/);

    await closeTab(tab);
  });

  test('the footer consent-settings link says, in a dialog, that the consent manager here has no settings layer', async () => {
    const app = configStrings('app', 'de');
    // No page-error check here (as before): only the dialog is under test.
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${portal().url}/de-de/`);
    await partsLoaded(page);
    const link = page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: app('consent.title') });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(app('consent.unavailable'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(app('consent.close'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
