import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../../../tools/browser/chromium.ts';
import { recordPageLoads } from './page-loads.ts';

/** Debian's Chromium; the tests never download a browser (tools/browser/chromium.ts). */
export { CHROMIUM_PATH };

/**
 * Launches headless Chromium for one test file. `extraArgs`: further Chromium switches (the
 * parity tests map the personas' host names to 127.0.0.1).
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions(extraArgs));
  recordPageLoads(browser);
  return browser;
}

/** One Chromium for the whole run, which every test file without switches of its own connects to. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumLaunchOptions([]));
}

/**
 * Connects to the run's Chromium (launchChromiumServer). Each connection is a browser of its
 * own to the file: its contexts, and closing it closes them, never another file's.
 */
export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  const browser = await chromium.connect(wsEndpoint);
  recordPageLoads(browser);
  return browser;
}
