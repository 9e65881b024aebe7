import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectChromium, launchChromium } from './chromium.ts';
import { watchCspViolations, type CspWatch } from './csp.ts';
import { startPortal, type PortalOptions, type RunningPortal } from './portal.ts';
import { forgetSignIns } from './saved-sign-in.ts';

/**
 * Every browser test file starts one portal for all its tests and connects to the run's Chromium
 * (tests/browser/support/shared-chromium.ts); this registers that pair once, and fails each test
 * in which a page reported a CSP violation. `chromiumArgs` go to the command line of a Chromium
 * of the file's own (say, --host-resolver-rules to reach the portal by a site's name).
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
    const shared = inject('chromiumEndpoint');
    browser = chromiumArgs.length === 0 && shared ? await connectChromium(shared) : await launchChromium(chromiumArgs);
    csp = watchCspViolations(browser);
  });

  // The portal runs under its production Content-Security-Policy: any violation fails the test.
  afterEach(() => {
    expect(csp?.take() ?? [], 'Content-Security-Policy violations').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    if (portal) forgetSignIns(portal.url);
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
