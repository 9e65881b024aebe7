/**
 * Issue 32 §2, spec rules that were only partly there, in real Chromium against the built portal
 * and the local stack. The site names of config/head/head.yaml reach the local portal
 * (--host-resolver-rules), so a page can be opened as www.example.co.uk as well as 127.0.0.1.
 */
import { describe, expect, test } from 'vitest';
import type { ConsoleMessage } from 'playwright-core';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser({}, ['--host-resolver-rules=MAP www.example.co.uk 127.0.0.1, MAP www.example.de 127.0.0.1']);

describe('a stored token that cannot be decoded (spec 8: logged and rethrown)', () => {
  test('is logged, and the page shows a visitor: the stored session is cleared, nothing crashes', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${portal().url}/de-de/`);
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'not-a-jwt');
      localStorage.setItem('refresh_token', 'also-not-a-token');
    });
    await page.goto(`${portal().url}/de-de/`);
    await mainSettled(page);
    await expect.poll(() => errors.some((text) => text.includes('Access token cannot be decoded'))).toBe(true);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
    // The public header with its login action: nobody is logged in.
    await expect.poll(() => page.locator('header.ph-header').getAttribute('data-variant')).toBe('public');
    await closeTab(tab);
  });
});
