import type { Browser, BrowserContext } from 'playwright-core';

/** Prefix of the console line the init script writes for each violation. */
const MARK = '[csp-violation]';

/** Runs in every page and frame before the portal's scripts; reports through the console. */
function listenForViolations(mark: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(
      `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}${where} ${event.sample ? `sample: ${event.sample}` : ''}`.trim(),
    );
  });
}

export interface CspWatch {
  /** Violations seen since the last call, one line each; clears the list. */
  take(): string[];
}

/**
 * Every context (and so every page) this browser opens from now on records
 * Content-Security-Policy violations: the portal must run under its own policy.
 */
export function watchCspViolations(browser: Browser): CspWatch {
  const seen: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    await context.addInitScript(listenForViolations, MARK);
    context.on('console', (message) => {
      if (message.text().startsWith(MARK)) seen.push(message.text().slice(MARK.length + 1));
    });
    return context;
  };
  return { take: () => seen.splice(0) };
}
