/**
 * Debian's Chromium for Lighthouse, started by chrome-launcher with a fresh temporary profile
 * (empty cache and storage), headless, with background services off: the machine has no
 * network, and a background download must never compete with the page being measured.
 * Never a downloaded browser.
 */
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-quic',
];

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

export async function launchChromium(): Promise<LaunchedChrome> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new ChromiumMissingError(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install chromium" (or set CHROMIUM_PATH)`);
  }
  // chrome-launcher adds its own defaults for tools (no extensions, no default-browser check, ...).
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent', handleSIGINT: true });
}
