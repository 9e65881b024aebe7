/**
 * Debian's Chromium for Lighthouse, started by chrome-launcher with a fresh temporary profile
 * (empty cache and storage), headless, with background services off: the machine has no
 * network, and a background download must never compete with the page being measured.
 * Never a downloaded browser.
 */
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_PATH, chromiumMissingMessage, QUIET_CHROMIUM_ARGS } from '../../tools/browser/chromium.ts';

export { CHROMIUM_PATH };

const FLAGS = ['--headless=new', ...QUIET_CHROMIUM_ARGS];

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

export async function launchChromium(): Promise<LaunchedChrome> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new ChromiumMissingError(chromiumMissingMessage());
  }
  // chrome-launcher adds its own defaults for tools (no extensions, no default-browser check, ...).
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent', handleSIGINT: true });
}
