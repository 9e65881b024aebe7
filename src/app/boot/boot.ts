/**
 * The page's entry. A prerendered page is complete HTML: the browser paints it first, and the app
 * (main.tsx: the locale's config, services, hydration) loads once that first paint happened,
 * instead of competing with the page's HTML and stylesheet for a slow phone's connection and CPU
 * (first contentful paint). Started at once in a hidden tab (it paints nothing) and when
 * the browser cannot tell when it painted (after the next frame then); never later than
 * START_AT_THE_LATEST_MS, so a page that paints nothing (an empty root) still starts.
 *
 * Why not start the app at once: the public pages score the same either way, but on the signed-in
 * dashboard the customer's calls and their rendering then run before the first paint, and its
 * total blocking time grows several times (`npm run lighthouse` compares, mobile).
 *
 * In the build the app is an entry of its own: the HTML names it and the modules it imports in
 * `<meta name="portal-app">` (tools/vite/app-entry-plugin.ts), which this preloads and imports.
 * This file then stays a few hundred bytes, without Vite's loader.
 */
import { FOOTER_SHOWN, keepEarlyPress, PRERENDERED_FOOTER } from './early-press.ts';

const START_AT_THE_LATEST_MS = 3000;

function showStartFailure(error: unknown): void {
  console.error('The portal could not start', error);
  const root = document.getElementById('root');
  // The prerendered page stays readable; only a page without content says so.
  if (root && !root.hasChildNodes()) root.textContent = 'The page could not be loaded. Please reload it.';
}

function importApp(): Promise<unknown> {
  if (import.meta.env.DEV) return import('./main.tsx');
  const [app, ...modules] = (document.querySelector<HTMLMetaElement>('meta[name="portal-app"]')?.content ?? '').split(/\s+/).filter(Boolean);
  if (!app) return Promise.reject(new Error('the page names no app (<meta name="portal-app">)'));
  // Its modules load side by side with it, not one after the other.
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ app);
}

function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

function afterFirstContentfulPaint(run: () => void): void {
  const start = once(run);
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) {
    start();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, START_AT_THE_LATEST_MS);
}

const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  keepEarlyPress(root);
  // The footer's code comes later still, when the visitor nears it (footer/footer-on-approach.ts):
  // a press on it is kept until React has drawn it.
  const footer = root.querySelector<HTMLElement>(PRERENDERED_FOOTER);
  if (footer) keepEarlyPress(footer, document, FOOTER_SHOWN);
}
afterFirstContentfulPaint(() => void importApp().catch(showStartFailure));
