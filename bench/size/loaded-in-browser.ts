/**
 * What a browser really loads: the first-load figure counts the entry's
 * static imports only, but a page also fetches the chunks its hydration needs (the page's
 * blocks, the footer, strings, …) right after. This opens each entry in Debian's Chromium at
 * desktop and phone size, with an empty cache, and adds up the served bytes of every script of
 * the portal's origin that arrived by the load event and by network idle.
 */
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tools/browser/chromium.ts';
import { addBytes, NO_BYTES, servedBytes, type ServedBytes } from './served-bytes.ts';

export interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
  mobile: boolean;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop', width: 1280, height: 900, mobile: false },
  { name: 'phone', width: 390, height: 844, mobile: true },
];

export interface LoadedScripts {
  viewport: Viewport['name'];
  /** Scripts that had arrived when the load event fired. */
  byLoad: ServedBytes;
  /** Every script by network idle (no request for 500 ms). */
  byIdle: ServedBytes;
  /** Path and gzip bytes of each script by network idle, biggest first. */
  scripts: { path: string; gzip: number }[];
}

export async function launchForSize(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Opens `url` at the viewport's size in a fresh context (empty cache) and measures its scripts.
 * `before`: what happens in the context first (a sign-in); the cache is emptied after it, so the
 * page's scripts are counted as a customer's first visit after signing in on another device would.
 */
export async function loadedScripts(
  browser: Browser,
  origin: string,
  url: string,
  viewport: Viewport,
  before?: (page: Page) => Promise<void>,
): Promise<LoadedScripts> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  });
  try {
    const page = await context.newPage();
    if (before) {
      await before(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    const arrived: { path: string; response: Response; beforeLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || !response.url().startsWith(origin) || response.status() !== 200) return;
      arrived.push({ path: new URL(response.url()).pathname, response, beforeLoad: !loaded });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let byLoad = NO_BYTES;
    let byIdle = NO_BYTES;
    const scripts: LoadedScripts['scripts'] = [];
    const seen = new Set<string>();
    for (const { path, response, beforeLoad } of arrived) {
      if (seen.has(path)) continue;
      seen.add(path);
      // The decoded body, compressed as the portal serves it: the same figure as the first-load table.
      const bytes = await servedBytes(await response.body());
      byIdle = addBytes(byIdle, bytes);
      if (beforeLoad) byLoad = addBytes(byLoad, bytes);
      scripts.push({ path, gzip: bytes.gzip });
    }
    scripts.sort((a, b) => b.gzip - a.gzip);
    return { viewport: viewport.name, byLoad, byIdle, scripts };
  } finally {
    await context.close();
  }
}
