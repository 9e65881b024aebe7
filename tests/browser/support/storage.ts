import type { Page } from 'playwright-core';

/** The session as the portal stores it in localStorage (null when logged out). */
export async function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({ access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') }));
}
