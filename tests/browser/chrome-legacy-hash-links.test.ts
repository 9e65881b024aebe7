/**
 * Spec 2.1 and 2.3 in the built portal: links get the locale base path and a lower-case path,
 * but a legacy hash route keeps its case, because the old single-page app's routes are
 * case-sensitive. With newDepositsPage off (persona legacy-deposits-de) the deposit entries of
 * the header link to /de-de/#/MyInvestments/TermDeposit, as `portal resolve` says, and following
 * one shows the term deposit page.
 */
import { expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

test('legacy-deposits-de: the deposit menu links keep the hash route as written, and lead to the page', async () => {
  const tab = await openTab(browser(), DESKTOP);
  try {
    const { page } = tab;
    await loginAs(page, portal().url, 'legacy-deposits-de');
    await mainSettled(page);
    const hrefOf = (id: string) => page.locator(`header nav.ph-nav [data-item-id="${id}"]`).first().getAttribute('href');

    // The dropdown's entries are drawn when it opens.
    await page.locator('header nav.ph-nav button.ph-nav__trigger', { hasText: 'Meine Anlagen' }).click();
    await expect.poll(() => hrefOf('term-deposits')).toBe('/de-de/#/MyInvestments/TermDeposit');
    expect(await hrefOf('overnight-deposits')).toBe('/de-de/#/MyInvestments/Overnight');
    expect(await hrefOf('notice-deposits')).toBe('/de-de/#/MyInvestments/Notice');

    await page.locator('header nav.ph-nav [data-item-id="term-deposits"]').first().click();
    await page.waitForURL((url) => url.pathname === '/de-de/' && url.hash === '#/MyInvestments/TermDeposit');
    await mainSettled(page);
    // The entry of the page shown is the current one.
    await page.locator('header nav.ph-nav button.ph-nav__trigger', { hasText: 'Meine Anlagen' }).click();
    await expect.poll(() => page.locator('header nav.ph-nav [data-item-id="term-deposits"]').first().getAttribute('aria-current')).toBe('page');
  } finally {
    await closeTab(tab);
  }
});
