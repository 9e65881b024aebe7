/**
 * Spec 6 smart banner in real Chromium against the built portal: with the smartBanner flag
 * (`?flags=smartBanner`) a phone-wide page shows a dismissible app banner at the very top, with
 * the store links the engine resolves (the footer app banner's); a desktop-wide page does not;
 * dismissed, it stays away for the visit. Without the flag there is none.
 */
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { signedOutLoginPath } from './support/login.ts';
import { footerInView, mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';
import { configStrings } from './support/strings.ts';
import { resolvePersona, variantOf } from '../support/personas.ts';

const { portal, browser } = usePortalAndBrowser();

const banner = 'aside.p-smart-banner';
const expected = resolvePersona(variantOf('anonymous-de', (persona) => void (persona.flags = { ...persona.flags, smartBanner: true }))).smartBanner;

describe('smart banner (spec 6)', () => {
  test('on a phone: at the top of the page, the store links the engine gives, accessible, and dismissed for the visit', async () => {
    expect(expected).not.toBeNull();
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    await page.goto(`${portal().url}/de-de/?flags=smartBanner`);
    await mainSettled(page);
    const shown = page.locator(banner);
    await shown.waitFor({ state: 'visible', timeout: 15_000 });
    // First in the page, above the header.
    expect(await shown.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390 });
    const headerTop = await page.locator('header').first().boundingBox();
    const bannerBox = await shown.boundingBox();
    expect(headerTop!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
    expect(await shown.getAttribute('aria-label')).toBe(expected!.title);
    const links = await shown.locator('a').evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      [expected!.appStore.alt, expected!.appStore.href],
      [expected!.playStore.alt, expected!.playStore.href],
    ]);
    const violations = (await axeViolations(page)).filter((violation) => violation.nodes.some((node) => node.target.join(' ').includes('p-smart-banner')));
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: expected!.dismissLabel }).click();
    await expect.poll(() => shown.count()).toBe(0);
    // Another page of the same visit: still dismissed.
    await page.goto(`${portal().url}${signedOutLoginPath('de-de')}&flags=smartBanner`);
    await mainSettled(page);
    await page.waitForTimeout(500);
    expect(await page.locator(banner).count()).toBe(0);
    await closeTab(tab);
  });

  test('on a desktop it is not shown, flag or not', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await tab.page.goto(`${portal().url}/de-de/?flags=smartBanner`);
    await mainSettled(tab.page);
    // The footer's chunk (which draws it) is there once the footer is hydrated.
    await tab.page.locator(banner).waitFor({ state: 'attached', timeout: 15_000 });
    expect(await tab.page.locator(banner).isVisible()).toBe(false);
    await closeTab(tab);
  });

  test('without the flag there is none', async () => {
    const tab = await openTab(browser(), PHONE);
    await tab.page.goto(`${portal().url}/de-de/`);
    await mainSettled(tab.page);
    // The footer's chunk (which would draw it) is there once the footer is hydrated.
    await footerInView(tab.page, 15_000);
    await tab.page.waitForTimeout(500);
    expect(await tab.page.locator(banner).count()).toBe(0);
    await closeTab(tab);
  });

  test("in the app's web view no app advert shows: neither the smart banner nor the footer's app banner (spec 2.6)", async () => {
    const heading = configStrings('footer', 'de')('appBannerHeading');
    const appBanner = (page: import('playwright-core').Page) => page.locator('footer').getByText(heading, { exact: true });
    // On the mobile web the footer asks for the app: what the web view must not show.
    const web = await openTab(browser(), PHONE);
    await web.page.goto(`${portal().url}/de-de/?flags=smartBanner`);
    await mainSettled(web.page);
    await footerInView(web.page, 15_000);
    await appBanner(web.page).waitFor({ state: 'visible', timeout: 15_000 });
    await closeTab(web);

    // The app's web view says so in its user agent (config/context/signals.yaml).
    const userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 SavingoWebView/4.2';
    const view = await openTab(browser(), { ...PHONE, userAgent });
    await view.page.goto(`${portal().url}/de-de/?flags=smartBanner`);
    await mainSettled(view.page);
    await footerInView(view.page, 15_000);
    // The footer is drawn (its legal row), so an app banner would be there by now.
    await view.page.locator('footer.pf').waitFor({ state: 'visible' });
    await view.page.waitForTimeout(500);
    expect(await appBanner(view.page).count()).toBe(0);
    expect(await view.page.locator(banner).count()).toBe(0);
    await closeTab(view);
  });
});
