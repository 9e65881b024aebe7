import type { Page } from 'playwright-core';

/**
 * Holds every tracking POST of the page for a moment before it reaches the collector, as a slow
 * network would: an event sent just before a full page navigation is then still in flight when
 * the page goes, so a test sees whether the portal waited for it (required-action redirects) or
 * sent it so that it outlives the page (logout, session expiry).
 */
export async function slowTracking(page: Page, delayMs = 700): Promise<void> {
  await page.route('**/api/tracking/events', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, delayMs));
    // fallback, not continue: a context's own handler (PORTAL_SLOW_NETWORK) still sees it.
    await route.fallback();
  });
}
