/**
 * Screenshots of the page chrome for review (artifacts/screenshots/, git-ignored):
 * full pages with header and footer, desktop (1280) and phone (390), design v1 and v2, for
 * an anonymous visitor of de-de and for the logged-in active-de customer. Not visual
 * assertions; the test checks that each file was written as a PNG of the expected width,
 * and that header and footer were drawn before the shot was taken. Each form also gets a
 * viewport shot with the menu open (`...-menu-open`, `...-account-open`).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { SCREENSHOT_DIR } from './support/screenshots.ts';
import { usePortalAndBrowser } from './support/setup.ts';

const FORMS = {
  // Reduced motion: no chevron caught mid-rotation in a shot.
  desktop: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce' },
} as const;
type Form = keyof typeof FORMS;
const VERSIONS = ['v1', 'v2'] as const;

const { portal, browser } = usePortalAndBrowser();
const contexts: BrowserContext[] = [];

beforeAll(() => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

/** Width and height from the PNG header (IHDR). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function settle(page: Page, version: string, loggedIn: boolean): Promise<void> {
  const header = page.locator('header.ph-header');
  await header.waitFor({ state: 'visible' });
  await expect.poll(() => header.getAttribute('data-design-version')).toBe(version);
  await mainSettled(page);
  await page.locator('footer').first().waitFor({ state: 'visible' });
  if (loggedIn) await page.locator('header .ph-account__trigger').waitFor({ state: 'visible' });
  // Images (logos, badges) decoded, so the review sees the real page.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

/** Writes artifacts/screenshots/<name>.png (a stale file from an earlier run is removed first). */
async function shoot(page: Page, name: string, form: Form, fullPage = true): Promise<void> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  rmSync(path, { force: true });
  await page.screenshot({ path, fullPage });
  expect(existsSync(path), `${path} was written`).toBe(true);
  expect(statSync(path).size).toBeGreaterThan(5_000);
  const size = pngSize(path);
  expect(size.width).toBe(FORMS[form].viewport.width);
  // Full page: header, body and footer, so taller than one screen.
  if (fullPage) expect(size.height).toBeGreaterThan(FORMS[form].viewport.height);
  else expect(size.height).toBe(FORMS[form].viewport.height);
}

/** Opens the header's main menu of this form (nav dropdown on desktop, panel on phone). */
async function openMainMenu(page: Page, form: Form): Promise<void> {
  const trigger = page.locator(form === 'desktop' ? 'nav.ph-nav button.ph-nav__trigger' : 'header button.ph-mobile__toggle').first();
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  if (form === 'phone') {
    const accordion = page.locator('.ph-mobile__panel button.ph-mobile-nav__trigger').first();
    await accordion.click();
    await expect.poll(() => accordion.getAttribute('aria-expanded')).toBe('true');
  }
}

async function openAccountMenu(page: Page): Promise<void> {
  const trigger = page.locator('header .ph-account__trigger');
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('menu').waitFor({ state: 'visible' });
}

describe('chrome screenshots for review', () => {
  for (const form of Object.keys(FORMS) as Form[]) {
    test(`anonymous-de, ${form}, v1 and v2`, async () => {
      const context = await browser().newContext(FORMS[form]);
      contexts.push(context);
      const page = await context.newPage();
      for (const version of VERSIONS) {
        await page.goto(`${portal().url}/de-de/?design=${version}`);
        await settle(page, version, false);
        await shoot(page, `anonymous-de-${version}-${form}`, form);
        await openMainMenu(page, form);
        await shoot(page, `anonymous-de-${version}-${form}-menu-open`, form, false);
      }
      await context.close();
    });

    test(`active-de, ${form}, v1 and v2`, async () => {
      const context = await browser().newContext(FORMS[form]);
      contexts.push(context);
      const page = await context.newPage();
      await loginAs(page, portal().url, 'active-de');
      for (const version of VERSIONS) {
        await page.goto(`${portal().url}/de-de/dashboard/?design=${version}`);
        await settle(page, version, true);
        await page.locator('header .ph-balance').waitFor({ state: form === 'desktop' ? 'visible' : 'attached' });
        await shoot(page, `active-de-${version}-${form}`, form);
        await openAccountMenu(page);
        await shoot(page, `active-de-${version}-${form}-account-open`, form, false);
      }
      await context.close();
    });
  }
});
