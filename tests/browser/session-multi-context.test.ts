/**
 * multiContext (spec 6; our reading, src/app/session/token-store.ts) in real Chromium: two tabs
 * of one browser (one shared localStorage). With the flag, the first tab keeps the customer it
 * logged in as when the second tab logs in as another customer; without it, the first tab
 * becomes the second login's customer on its next page, as it always did.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** The full name in the avatar menu: who this tab is logged in as. */
async function whoIsLoggedIn(page: Page): Promise<string> {
  const trigger = page.locator('header .ph-account button[aria-haspopup="menu"]');
  await trigger.waitFor({ state: 'visible', timeout: 15_000 });
  await trigger.click();
  const panel = page.locator('header .ph-account__panel');
  await panel.waitFor({ state: 'visible' });
  const text = (await panel.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

async function secondTabLogsInAsAnother(flags: string): Promise<string> {
  const tab = await openTab(browser());
  const first = tab.page;
  await loginAs(first, portal().url, 'active-de', flags ? { query: `flags=${flags}` } : {});
  expect(await whoIsLoggedIn(first)).toContain('Erika Mustermann');
  const second = await tab.context.newPage();
  await loginAs(second, portal().url, 'switchable-accounts-de', flags ? { query: `flags=${flags}` } : {});
  expect(await whoIsLoggedIn(second)).toContain('Anna Schmidt');
  // The first tab's next page.
  await first.reload();
  await mainSettled(first);
  const who = await whoIsLoggedIn(first);
  await closeTab(tab);
  return who;
}

describe('multiContext: one customer context per tab', () => {
  test('with the flag the first tab stays the customer it logged in as', async () => {
    const who = await secondTabLogsInAsAnother('multiContext');
    expect(who).toContain('Erika Mustermann');
    expect(who).not.toContain('Anna Schmidt');
  });

  test('without it the first tab becomes the last login', async () => {
    expect(await secondTabLogsInAsAnother('')).toContain('Anna Schmidt');
  });
});
