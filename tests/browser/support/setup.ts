import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startPortal, type PortalOptions, type RunningPortal } from './portal.ts';

/** Every browser test file starts one portal and one Chromium for all its tests; this registers that pair once. */
export function usePortalAndBrowser(options: PortalOptions = {}): { portal: () => RunningPortal; browser: () => Browser } {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    portal = await startPortal(options);
    browser = await launchChromium();
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
