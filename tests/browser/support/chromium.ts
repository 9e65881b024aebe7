import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium; the tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The machine has no network: background services would only produce refused connections.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * A missing browser fails the run loudly (never a silent skip): install it with
 * `apt-get install chromium`, as .ci/run does.
 */
function chromiumOptions(extraArgs: readonly string[]): { executablePath: string; headless: true; args: string[] } {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install chromium" (or set CHROMIUM_PATH)`);
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/**
 * Launches headless Chromium for one test file. `extraArgs`: further Chromium switches (the
 * parity tests map the personas' host names to 127.0.0.1).
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumOptions(extraArgs));
}

/** One Chromium for the whole run, which every test file without switches of its own connects to. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions([]));
}

/**
 * Connects to the run's Chromium (launchChromiumServer). Each connection is a browser of its
 * own to the file: its contexts, and closing it closes them, never another file's.
 */
export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
