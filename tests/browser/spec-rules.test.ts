/**
 * Spec rules that were only partly there, in real Chromium against the built portal
 * and the local stack. The site names of config/head/head.yaml reach the local portal
 * (--host-resolver-rules), so a page can be opened as www.example.co.uk as well as 127.0.0.1.
 */
import { describe, expect, test } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser({}, ['--host-resolver-rules=MAP www.example.co.uk 127.0.0.1, MAP www.example.de 127.0.0.1']);

describe('a stored token that cannot be decoded (spec 8: logged and rethrown)', () => {
  test('is logged, and the page shows a visitor: the stored session is cleared, nothing crashes', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${portal().url}/de-de/`);
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'not-a-jwt');
      localStorage.setItem('refresh_token', 'also-not-a-token');
    });
    await page.goto(`${portal().url}/de-de/`);
    await mainSettled(page);
    await expect.poll(() => errors.some((text) => text.includes('Access token cannot be decoded'))).toBe(true);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
    // The public header with its login action: nobody is logged in.
    await expect.poll(() => page.locator('header.ph-header').getAttribute('data-variant')).toBe('public');
    await closeTab(tab);
  });
});

type Recorded = Record<string, unknown>;
/** Listing and clearing what the stand-ins recorded is local-test-only (server/backend/bounded-records.ts). */
const LOCAL_TEST = { 'x-local-test': '1' };

async function recorded(path: string): Promise<Recorded[]> {
  const response = await fetch(`${portal().url}${path}`, { headers: LOCAL_TEST });
  return ((await response.json()) as { data: Recorded[] }).data;
}

async function clear(...paths: string[]): Promise<void> {
  for (const path of paths) await fetch(`${portal().url}${path}`, { method: 'DELETE', headers: LOCAL_TEST });
}

/** The portal's address under another host name (mapped to 127.0.0.1 for this Chromium). */
function onHost(host: string, path: string): string {
  const url = new URL(path, portal().url);
  url.hostname = host;
  return url.href;
}

const CONSENT_RECORDS = '/api/consent/records';
const APP_TRACKING_INIT = '/api/app-tracking/init';

describe('consent scripts (spec 7): the consent manager and unblock script are loaded, each with what it needs', () => {
  test('a visitor page loads the local consent manager with its settings id after the consent defaults, then the unblock script and the tag manager', async () => {
    await clear(CONSENT_RECORDS);
    const tab = await openTab(browser());
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/api/')) scripts.push(new URL(request.url()).pathname);
    });
    await tab.page.goto(`${portal().url}/de-de/deposit-guarantee/`);
    await expect.poll(() => scripts.length, { timeout: 15_000 }).toBe(3);
    await partsLoaded(tab.page);
    expect(scripts).toEqual(['/api/consent/cmp.js', '/api/consent/uc-block.js', '/api/tag-manager/gtm.js']);
    await expect
      .poll(() => recorded(CONSENT_RECORDS))
      .toEqual(
        expect.arrayContaining([
          {
            script: 'consent-manager',
            id: 'usercentrics-cmp',
            settingsId: 'local-settings',
            defaultsFirst: true,
            page: '/de-de/deposit-guarantee/',
            host: new URL(portal().url).host,
          },
          { script: 'unblock', page: '/de-de/deposit-guarantee/', host: new URL(portal().url).host },
        ]),
      );
    // Served from the portal's own origin: the strict CSP (script-src 'self') let them run (setup.ts fails a test on any violation).
    expect(await tab.page.evaluate(() => typeof (window as unknown as { UC_UI?: { acceptAllConsents?: unknown } }).UC_UI?.acceptAllConsents)).toBe('function');
    await closeTab(tab);
  });
});

describe('region from the host suffix (spec 2.1) chooses the tag-manager container (spec 7)', () => {
  test("the same en-gb page asks for the other group's container on www.example.co.uk, the de/at one on www.example.de and 127.0.0.1 (fallback de)", async () => {
    const containers: [string, string][] = [];
    for (const host of ['www.example.co.uk', 'www.example.de', '127.0.0.1']) {
      await clear(CONSENT_RECORDS);
      const tab = await openTab(browser());
      await tab.page.goto(onHost(host, '/en-gb/'));
      const tagManager = async () => (await recorded(CONSENT_RECORDS)).filter((record) => record.script === 'tag-manager');
      // The consent scripts load after hydration: wait for the container to be asked for.
      await expect.poll(async () => (await tagManager()).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await partsLoaded(tab.page);
      const asked = await tagManager();
      expect(
        asked.map((record) => record.host),
        host,
      ).toEqual([new URL(onHost(host, '/')).host]);
      containers.push([host, String(asked[0]?.container)]);
      await closeTab(tab);
    }
    expect(containers).toEqual([
      ['www.example.co.uk', 'GTM-LOCALEU'],
      ['www.example.de', 'GTM-LOCALDE'],
      ['127.0.0.1', 'GTM-LOCALDE'],
    ]);
  });
});

/** A phone's browser: the app-tracking SDK is for mobile devices (the device kind comes from the User-Agent). */
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

async function acceptAll(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { UC_UI?: { acceptAllConsents?: unknown } }).UC_UI?.acceptAllConsents === 'function');
  await page.evaluate(() => (window as unknown as { UC_UI: { acceptAllConsents(): Promise<void> } }).UC_UI.acceptAllConsents());
}

describe('the mobile-only app-tracking SDK (spec 7)', () => {
  test('on a phone it starts only after consent, with EU data residency; on the next page at once, as the choice is kept', async () => {
    await clear(CONSENT_RECORDS, APP_TRACKING_INIT);
    const tab = await openTab(browser(), { ...PHONE, userAgent: ANDROID_CHROME });
    const sdkRequests: string[] = [];
    tab.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/app-tracking/sdk.js') sdkRequests.push(request.url());
    });
    await tab.page.goto(`${portal().url}/de-de/`);
    await partsLoaded(tab.page);
    // Long enough for a start that must not happen: script, its set-up and the poll.
    await tab.page.waitForTimeout(1000);
    expect(sdkRequests).toEqual([]);
    expect(await recorded(APP_TRACKING_INIT)).toEqual([]);

    await acceptAll(tab.page);
    await expect
      .poll(() => recorded(APP_TRACKING_INIT))
      .toEqual([{ options: { appToken: 'localapptoken', environment: 'sandbox', dataResidency: 'EU' }, page: '/de-de/', userAgent: ANDROID_CHROME }]);
    expect(await recorded(CONSENT_RECORDS)).toContainEqual({
      script: 'consent-manager',
      choice: 'accepted',
      page: '/de-de/',
      host: new URL(portal().url).host,
    });

    await tab.page.goto(`${portal().url}/de-de/deposit-guarantee/`);
    await expect.poll(async () => (await recorded(APP_TRACKING_INIT)).map((record) => record.page)).toEqual(['/de-de/', '/de-de/deposit-guarantee/']);
    await closeTab(tab);
  });

  test('on a desktop it never starts, consent or not', async () => {
    await clear(APP_TRACKING_INIT);
    const tab = await openTab(browser(), DESKTOP);
    const sdkRequests: string[] = [];
    tab.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/app-tracking/sdk.js') sdkRequests.push(request.url());
    });
    await tab.page.goto(`${portal().url}/de-de/`);
    await partsLoaded(tab.page);
    await acceptAll(tab.page);
    await tab.page.waitForTimeout(1000);
    expect(sdkRequests).toEqual([]);
    expect(await recorded(APP_TRACKING_INIT)).toEqual([]);
    await closeTab(tab);
  });
});
