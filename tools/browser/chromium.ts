/**
 * Debian's Chromium as every program here starts it through Playwright (the browser tests, the
 * review's pictures, the size bench): never a downloaded browser, and background services off,
 * because the machine has no network and their refused connections would only add noise and
 * compete with the page being measured.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Says how to install a missing browser, so a run fails loudly instead of skipping. */
export function chromiumMissingMessage(): string {
  return `Chromium not found at ${CHROMIUM_PATH}: run "apt-get install chromium" (or set CHROMIUM_PATH)`;
}

/** Playwright's launch options for headless Debian Chromium with these further switches. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; headless: true; args: string[] } {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(chromiumMissingMessage());
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...QUIET_CHROMIUM_ARGS, ...extraArgs] };
}
