/**
 * Spec 3 and 7 tracking in the real built portal against the local stack: an event reaches the
 * collector with browsing_platform and customer_group filled (and the device-prefixed anonymous
 * context id), and reaches the marketing-analytics and feature-flag stand-ins only once
 * analytics consent is given. Locally no consent manager runs, so the test stands in for one:
 * it pushes the tag manager's consent update into window.dataLayer, as a consent manager does.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

type Event = Record<string, unknown>;
const STAND_INS = ['/api/marketing-analytics/events', '/api/feature-flags/identify', '/api/feature-flags/events'] as const;

/** Listing and clearing recorded events are local-test-only: the stack wants this header (server/backend/bounded-records.ts). */
const LOCAL_TEST = { 'x-local-test': '1' };

async function recorded(path: string): Promise<Event[]> {
  const response = await fetch(`${portal().url}${path}`, { headers: LOCAL_TEST });
  return ((await response.json()) as { data: Event[] }).data;
}

async function clearStandIns(): Promise<void> {
  for (const path of STAND_INS) await fetch(`${portal().url}${path}`, { method: 'DELETE', headers: LOCAL_TEST });
}

/** What a consent manager sends when the visitor accepts analytics. */
async function grantAnalyticsConsent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    })('consent', 'update', { analytics_storage: 'granted' });
  });
}

function customerNumber(id: string): string {
  const number = personaFile(id).customer?.bacNumber;
  if (!number) throw new Error(`persona ${id} has no customer.bacNumber`);
  return number;
}

describe('tracking services', () => {
  test('a required-action redirect event reaches the collector with browsing_platform and customer_group; without consent nothing reaches the analytics or flag service', async () => {
    await clearStandIns();
    const tab = await openTab(browser());
    const { page } = tab;
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/marketing-analytics/sdk.js')) sdkRequests.push(request.url());
    });
    const before = portal().events.length;
    await loginAs(page, portal().url, 'no-reference-iban-de');
    await page.waitForURL((url) => url.pathname === '/de-de/reference-account/', { timeout: 15_000 });
    await expect
      .poll(() =>
        portal()
          .events.slice(before)
          .find((event) => (event as Event).event_name === 'required_action_redirect'),
      )
      .toMatchObject({
        event_name: 'required_action_redirect',
        object: 'reference_account',
        bounded_context: 'onboarding',
        portal: 'customer-portal',
        country_platform: 'de-de',
        browsing_platform: 'desktop-web',
        customer_group: 'private',
        context: expect.stringMatching(/^desktop-/),
      });
    await mainSettled(page);
    // Long enough for an initialisation that should not happen: poll and SDK set-up included.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sdkRequests).toEqual([]);
    for (const path of STAND_INS) expect(await recorded(path), path).toEqual([]);
    await closeTab(tab);
  });

  test('after analytics consent, the services are initialised and get the next event (logout of a company customer)', async () => {
    await clearStandIns();
    const id = 'company-customer-de';
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, id);
    await mainSettled(page);
    await page.locator('header .ph-avatar').waitFor({ state: 'visible', timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const path of STAND_INS) expect(await recorded(path), `${path} before consent`).toEqual([]);

    await grantAnalyticsConsent(page);
    // Identified with the flag service; the analytics SDK is loaded and has set itself up.
    await expect.poll(() => recorded('/api/feature-flags/identify')).toEqual([{ context: customerNumber(id) }]);
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { marketingAnalytics?: unknown }).marketingAnalytics)).toBe('object');
    // The identification poll looks every 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 700));

    const before = portal().events.length;
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: configStrings('header', 'de')('logout') }).click();
    await page.waitForURL((url) => url.pathname === '/de-de/login/', { timeout: 15_000 });

    const logout = { event_name: 'authentication', action: 'logout succeeded', browsing_platform: 'desktop-web', customer_group: 'company' };
    await expect
      .poll(() =>
        portal()
          .events.slice(before)
          .find((event) => (event as Event).action === 'logout succeeded'),
      )
      .toMatchObject(logout);
    await expect
      .poll(async () => (await recorded('/api/marketing-analytics/events')).map((sent) => ({ ...(sent.event as Event), user: sent.user_id })))
      .toContainEqual(expect.objectContaining({ user: customerNumber(id), ...logout }));
    await expect
      .poll(async () => (await recorded('/api/feature-flags/events')).map((sent) => ({ ...(sent.event as Event), identified: sent.context })))
      .toContainEqual(expect.objectContaining({ identified: customerNumber(id), ...logout }));
    await closeTab(tab);
  });
});
