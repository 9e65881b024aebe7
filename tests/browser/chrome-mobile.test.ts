/**
 * The mobile header (spec 2.4) at a phone viewport (390x844, touch): the hamburger
 * toggle, the full-screen panel with scroll lock, accordions, the bottom action bar, and
 * closing by item click, Escape and growing past the large breakpoint.
 */
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();
// One page for the whole file (closed with the browser); beforeEach resets its state.
let page: Page;

beforeAll(async () => {
  page = await (await browser().newContext(PHONE)).newPage();
});

beforeEach(async () => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto(`${portal().url}/de-de/`);
  await toggle().waitFor({ state: 'visible' });
  await mainSettled(page);
});

const toggle = (): Locator => page.locator('header button.ph-mobile__toggle');

async function panel(): Promise<Locator> {
  const id = await toggle().getAttribute('aria-controls');
  expect(id, 'the toggle names its panel').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Computed overflow of body and html; the lock may sit on either. */
function scrollOverflow(): Promise<{ body: string; html: string }> {
  return page.evaluate(() => ({
    body: getComputedStyle(document.body).overflow,
    html: getComputedStyle(document.documentElement).overflow,
  }));
}

const isLocked = (o: { body: string; html: string }): boolean => o.body === 'hidden' || o.html === 'hidden';

async function openPanel(): Promise<Locator> {
  const p = await panel();
  expect(await toggle().getAttribute('aria-expanded')).toBe('false');
  expect(await p.isVisible()).toBe(false);
  await toggle().click();
  await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => p.isVisible()).toBe(true);
  return p;
}

describe('mobile header at 390x844', () => {
  test('the desktop navigation and top-bar login actions are hidden; the hamburger is shown', async () => {
    expect(await page.locator('nav.ph-nav').isVisible()).toBe(false);
    expect(await toggle().isVisible()).toBe(true);
    expect(await page.locator('header .ph-actions__entry[data-type="login"]').isVisible()).toBe(false);
    const name = await toggle().getAttribute('aria-label');
    expect(name && name.length > 0).toBe(true);
  });

  test('the hamburger opens a full-screen panel, locks page scroll, and restores it when closed', async () => {
    const before = await scrollOverflow();
    expect(isLocked(before)).toBe(false);
    const closedName = await toggle().getAttribute('aria-label');

    const p = await openPanel();
    // Full screen below the bar: the panel spans the viewport width and reaches its bottom.
    const box = await p.boundingBox();
    if (!box) throw new Error('open panel has no box');
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.y + box.height).toBeGreaterThanOrEqual(843);
    await expect.poll(async () => isLocked(await scrollOverflow())).toBe(true);
    // The toggle now names the opposite action.
    expect(await toggle().getAttribute('aria-label')).not.toBe(closedName);

    await toggle().click();
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await p.isVisible()).toBe(false);
    await expect.poll(scrollOverflow).toEqual(before);
  });

  test('a top-level entry expands as an accordion', async () => {
    const p = await openPanel();
    const accordion = p.locator('button.ph-mobile-nav__trigger').first();
    expect(await accordion.getAttribute('aria-expanded')).toBe('false');
    const childrenId = await accordion.getAttribute('aria-controls');
    const children = page.locator(`[id="${childrenId}"]`);
    expect(await children.isVisible()).toBe(false);

    await accordion.click();
    await expect.poll(() => accordion.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => children.isVisible()).toBe(true);
    expect(await children.locator('a').count()).toBeGreaterThan(0);
    // The other accordions stay collapsed.
    const others = p.locator('button.ph-mobile-nav__trigger[aria-expanded="true"]');
    expect(await others.count()).toBe(1);

    await accordion.click();
    await expect.poll(() => accordion.getAttribute('aria-expanded')).toBe('false');
    expect(await children.isVisible()).toBe(false);
  });

  test('clicking an item link navigates and closes the panel, restoring scroll', async () => {
    const p = await openPanel();
    const accordion = p.locator('button.ph-mobile-nav__trigger').first();
    await accordion.click();
    const childrenId = await accordion.getAttribute('aria-controls');
    const link = page.locator(`[id="${childrenId}"] a[href^="/de-de/"]`).first();
    await link.waitFor({ state: 'visible' });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();

    await link.click();
    await page.waitForURL((url) => url.pathname === href?.split('?')[0]);
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await p.isVisible()).toBe(false);
    await expect.poll(async () => isLocked(await scrollOverflow())).toBe(false);
  });

  test('the bottom action bar with login and registration stays on screen above the open panel', async () => {
    await openPanel();
    const actions = page.locator('header .ph-mobile__actions');
    await expect.poll(() => actions.isVisible()).toBe(true);
    const login = actions.locator('[data-type="login"] a');
    const registration = actions.locator('[data-type="registration"] a');
    expect(await login.isVisible()).toBe(true);
    expect(await registration.isVisible()).toBe(true);
    expect(await login.getAttribute('href')).toBe('/de-de/login/');
    // It sits at the bottom of the screen, inside the viewport.
    const box = await actions.boundingBox();
    if (!box) throw new Error('action bar has no box');
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(box.y + box.height).toBeGreaterThan(844 - 4);
    // Both buttons are on screen and tappable (at least 40 px high).
    for (const link of [login, registration]) {
      const b = await link.boundingBox();
      expect(b && b.height >= 40 && b.x >= 0 && b.x + b.width <= 390).toBe(true);
    }
    // Above the open panel: a tap there reaches the bar, not the panel under it.
    const hit = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.ph-mobile__actions'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
  });

  test('Escape closes the panel and returns focus to the hamburger', async () => {
    const p = await openPanel();
    await p.locator('button.ph-mobile-nav__trigger').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await p.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ph-mobile__toggle'))).toBe(true);
    await expect.poll(async () => isLocked(await scrollOverflow())).toBe(false);
  });

  test('growing past the large breakpoint closes the panel and releases the scroll lock', async () => {
    await openPanel();
    await expect.poll(async () => isLocked(await scrollOverflow())).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => toggle().getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => isLocked(await scrollOverflow())).toBe(false);
    expect(await toggle().isVisible()).toBe(false);
    expect(await page.locator('nav.ph-nav').isVisible()).toBe(true);
  });
});
