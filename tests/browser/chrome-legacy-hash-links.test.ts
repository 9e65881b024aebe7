/**
 * Spec 2.1 and 2.3 in the built portal: a prefixed link is lower-cased, its legacy hash route
 * included (the portal answers its hash routes itself, whatever their case: config/pages
 * hashRoutes). With newDepositsPage off (persona legacy-deposits-de) the deposit entries of the
 * header link to /de-de/#/myinvestments/termdeposit, as `portal resolve` says, and following one
 * shows the term deposit page; no link of the page has a capital letter after its locale prefix.
 */
import { expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

test('legacy-deposits-de: the deposit menu links are lower-cased, hash route included, and lead to the page', async () => {
  const tab = await openTab(browser(), DESKTOP);
  try {
    const { page } = tab;
    await loginAs(page, portal().url, 'legacy-deposits-de');
    await mainSettled(page);
    const hrefOf = (id: string) => page.locator(`header nav.ph-nav [data-item-id="${id}"]`).first().getAttribute('href');

    // The dropdown's entries are drawn when it opens.
    await page.locator('header nav.ph-nav button.ph-nav__trigger', { hasText: 'Meine Anlagen' }).click();
    await expect.poll(() => hrefOf('term-deposits')).toBe('/de-de/#/myinvestments/termdeposit');
    expect(await hrefOf('overnight-deposits')).toBe('/de-de/#/myinvestments/overnight');
    expect(await hrefOf('notice-deposits')).toBe('/de-de/#/myinvestments/notice');
    // Every prefixed link on the page (header, body, footer) is lower-case, but for query values.
    const prefixed = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '').map((href) => href.replace(/=[^&#]*/g, '=')),
    );
    expect(prefixed.length).toBeGreaterThan(10);
    expect(prefixed.filter((href) => href !== href.toLowerCase())).toEqual([]);

    await page.locator('header nav.ph-nav [data-item-id="term-deposits"]').first().click();
    await page.waitForURL((url) => url.pathname === '/de-de/' && url.hash === '#/myinvestments/termdeposit');
    await mainSettled(page);
    // The entry of the page shown is the current one.
    await page.locator('header nav.ph-nav button.ph-nav__trigger', { hasText: 'Meine Anlagen' }).click();
    await expect.poll(() => page.locator('header nav.ph-nav [data-item-id="term-deposits"]').first().getAttribute('aria-current')).toBe('page');
  } finally {
    await closeTab(tab);
  }
});
