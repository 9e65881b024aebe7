import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { watchCspViolations, type CspWatch } from './csp.ts';
import { startPortal, type PortalOptions, type RunningPortal } from './portal.ts';

/**
 * Every browser test file starts one portal and one Chromium for all its tests; this registers
 * that pair once, and fails each test in which a page reported a CSP violation. `chromiumArgs`
 * go to Chromium's command line (say, --host-resolver-rules to reach the portal by a site's name).
 */
export function usePortalAndBrowser(
  options: PortalOptions = {},
  chromiumArgs: readonly string[] = [],
): { portal: () => RunningPortal; browser: () => Browser } {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  let csp: CspWatch | undefined;

  beforeAll(async () => {
    portal = await startPortal(options);
    browser = await launchChromium(chromiumArgs);
    csp = watchCspViolations(browser);
  });

  // The portal runs under its production Content-Security-Policy: any violation fails the test.
  afterEach(() => {
    expect(csp?.take() ?? [], 'Content-Security-Policy violations').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  return {
    portal: () => {
      if (!portal) throw new Error('the portal is not running (used outside a test or hook?)');
      return portal;
    },
    browser: () => {
      if (!browser) throw new Error('Chromium is not running (used outside a test or hook?)');
      return browser;
    },
  };
}
