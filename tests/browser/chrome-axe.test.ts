/**
 * axe-core audit of the page chrome (header, footer, country picker) with zero
 * violations on public pages, the login page and the private dashboard (avatar menu open
 * and closed). A violation fails the test with one line per rule and its first targets.
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe.ts';
import { signedOutLoginPath, signInButton } from './support/login.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { DESKTOP, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();
const contexts: BrowserContext[] = [];

async function newPage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser().newContext(options);
  contexts.push(context);
  return context.newPage();
}

/** The page is drawn: header and footer present and the main region no longer busy. */
async function waitForChrome(page: Page): Promise<void> {
  await page.locator('header.ph-header').waitFor({ state: 'visible' });
  await page.locator('footer').first().waitFor({ state: 'attached' });
  await mainSettled(page);
  await partsLoaded(page);
}

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('axe audit of the page chrome', () => {
  test('the audit is not vacuous: a planted violation is reported', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${portal().url}/de-de/`);
    await waitForChrome(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'planted';
      document.querySelector('footer')?.append(button);
    });
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).toContain('button-name');
    expect(describeViolations(violations)).toContain('.planted');
    await page.context().close();
  });

  for (const locale of ['de-de', 'en-gb', 'fr-fr']) {
    test(`public page of ${locale} on desktop has no violations`, async () => {
      const page = await newPage(DESKTOP);
      await page.goto(`${portal().url}/${locale}/`);
      await waitForChrome(page);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale.slice(0, 2)}`));
      await expectNoViolations(page);
      if (locale === 'de-de') {
        // The open states are part of the chrome too: a navigation panel and the country dropdown.
        const trigger = page.locator('.ph-nav__trigger').first();
        await trigger.click();
        await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
        const picker = page.locator('footer .pc-trigger');
        await picker.click();
        await expect.poll(() => picker.getAttribute('aria-expanded')).toBe('true');
        await expectNoViolations(page);
      }
      await page.context().close();
    });
  }

  test('public page of de-de at phone width has no violations (panel closed and open)', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${portal().url}/de-de/`);
    await waitForChrome(page);
    await expectNoViolations(page);
    const toggle = page.locator('.ph-mobile__toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoViolations(page);
    await page.context().close();
  });

  test('login page has no violations', async () => {
    const page = await newPage(DESKTOP);
    // The login page as a customer reads it: after a logout (a plain /login/ goes on to the provider).
    await page.goto(`${portal().url}${signedOutLoginPath('de-de')}`);
    await waitForChrome(page);
    await signInButton(page).waitFor();
    await expectNoViolations(page);
    await page.context().close();
  });

  test('private dashboard of active-de has no violations, avatar menu closed and open', async () => {
    const page = await newPage(DESKTOP);
    await signedInAs(page, portal().url, 'active-de');
    await waitForChrome(page);
    await page.locator('.ph-balance').waitFor({ state: 'visible' });
    await expectNoViolations(page);

    const trigger = page.locator('header button[aria-haspopup="menu"]');
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('menu').waitFor({ state: 'visible' });
    await expectNoViolations(page);
    await page.context().close();
  });
});
