import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * BROWSER_PAGE_LOADS=<file>: each top-level document request of the browser tests (a page load,
 * or one hop of its redirects) as a JSON line `{ file, test, url }`, for
 * tools/ci/page-loads.mjs to count per file. A cold page load of the portal is most of what a
 * browser test costs (Chromium parses and runs the app), so the count says what a file costs
 * where the wall clock of a shared machine cannot. Off by default: nothing is recorded.
 */
const OUT = process.env.BROWSER_PAGE_LOADS;

/** Records the page loads of every context the browser opens from now on (newPage opens one too). */
export function recordPageLoads(browser: Browser): void {
  if (!OUT) return;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('request', (request) => {
      if (isPageLoad(request)) record(request.url());
    });
    return context;
  };
}

function isPageLoad(request: Request): boolean {
  return request.isNavigationRequest() && request.frame().parentFrame() === null;
}

function record(url: string): void {
  if (!OUT) return;
  const state = expect.getState();
  const file = state.testPath ? relative(process.cwd(), state.testPath) : '(outside a file)';
  appendFileSync(OUT, `${JSON.stringify({ file, test: state.currentTestName ?? '(hook)', url })}\n`);
}
