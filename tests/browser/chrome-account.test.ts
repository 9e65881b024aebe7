/**
 * The private header's avatar menu (WAI-ARIA menu button, spec 2.4): who is logged
 * in, account identifiers with copy buttons and the 3 s confirmation (spec 9), the reduced
 * menu of a pending customer, and the balance bar only for active customers. Signed in as
 * persona files describe the customers (signedInAs: the menu, not the sign-in, is tested here).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { mainSettled } from './support/page.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { DESKTOP, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

async function loggedInPage(personaId: string, form: BrowserContextOptions = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext(form);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal().url });
  const page = await context.newPage();
  await signedInAs(page, portal().url, personaId);
  return { context, page };
}

const accountTrigger = (page: Page): Locator => page.locator('header .ph-account button[aria-haspopup="menu"]');

/** Opens the avatar menu by click and returns the element aria-controls names (role="menu"). */
async function openAccountMenu(page: Page): Promise<Locator> {
  const trigger = accountTrigger(page);
  expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  const menuId = await trigger.getAttribute('aria-controls');
  expect(menuId).toBeTruthy();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect.poll(() => menu.isVisible()).toBe(true);
  expect(await menu.getAttribute('role')).toBe('menu');
  return menu;
}

const panelOf = (page: Page): Locator => page.locator('header .ph-account__panel');

function menuItemIds(menu: Locator): Promise<string[]> {
  return menu.locator('[role="menuitem"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-item-id') ?? ''));
}

/** Account identifiers as shown: label -> displayed value. */
function accountIds(page: Page): Promise<Record<string, string>> {
  return panelOf(page)
    .locator('.ph-account-id')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent?.trim() ?? '', row.querySelector('.ph-account-id__value')?.textContent?.trim() ?? '']),
      ),
    );
}

describe('avatar menu of active-de', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await loggedInPage('active-de'));
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the menu button opens the menu with name, full name and the IBAN in groups of four', async () => {
    expect(await accountTrigger(page).textContent()).toContain('Mein Konto');
    const menu = await openAccountMenu(page);
    const panel = panelOf(page);
    expect(await panel.getByText('Dr. Erika Mustermann', { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText('DE02 1203 0000 0000 2020 51', { exact: true }).isVisible()).toBe(true);
    expect(await accountIds(page)).toEqual({ IBAN: 'DE02 1203 0000 0000 2020 51' });
    const items = await menuItemIds(menu);
    expect(items).toContain('postbox');
    expect(items[items.length - 1]).toBe('logout');
    // The balance bar shows for an active customer.
    expect(await page.locator('header .ph-balance').isVisible()).toBe(true);
  });

  test('copy puts the IBAN without spaces on the clipboard and confirms it for about 3 s', async () => {
    const panel = panelOf(page);
    if (!(await panel.isVisible())) await openAccountMenu(page);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    const status = panel.locator('.ph-account-id').first().getByRole('status');
    expect(await status.textContent()).toBe('');

    // Timestamps of the confirmation appearing and disappearing, taken in the page.
    await status.evaluate((el) => {
      const w = window as unknown as { copyTiming: { shown?: number; gone?: number } };
      w.copyTiming = {};
      new MutationObserver(() => {
        const text = (el.textContent ?? '').trim();
        if (text && w.copyTiming.shown === undefined) w.copyTiming.shown = performance.now();
        if (!text && w.copyTiming.shown !== undefined) w.copyTiming.gone ??= performance.now();
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });

    const copyButton = panel.getByRole('button', { name: 'IBAN kopieren' });
    await copyButton.click();
    await expect.poll(() => status.textContent()).toBe('Kopiert');
    expect(await status.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DE02120300000000202051');
    // The copy button keeps the menu open.
    expect(await accountTrigger(page).getAttribute('aria-expanded')).toBe('true');

    await expect.poll(() => status.textContent(), { timeout: 6_000 }).toBe('');
    const timing = await page.evaluate(() => (window as unknown as { copyTiming: { shown?: number; gone?: number } }).copyTiming);
    const shownFor = (timing.gone ?? 0) - (timing.shown ?? 0);
    expect(shownFor).toBeGreaterThanOrEqual(2_900);
    expect(shownFor).toBeLessThan(4_500);
  });

  test('closing the menu resets the confirmation', async () => {
    const panel = panelOf(page);
    if (!(await panel.isVisible())) await openAccountMenu(page);
    await panel.getByRole('button', { name: 'IBAN kopieren' }).click();
    await expect.poll(() => panel.getByRole('status').first().textContent()).toBe('Kopiert');

    await page.keyboard.press('Escape');
    await expect.poll(() => accountTrigger(page).getAttribute('aria-expanded')).toBe('false');
    expect(await accountTrigger(page).getAttribute('aria-controls')).toBeNull();
    await expect.poll(() => panel.isVisible()).toBe(false);

    await openAccountMenu(page);
    expect(await panelOf(page).getByRole('status').first().textContent()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => accountTrigger(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('keyboard: Enter opens with focus inside the menu, arrows move, Escape returns focus to the button', async () => {
    const trigger = accountTrigger(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ph-account__panel'))).toBe(true);
    // The panel's first item is the IBAN copy button (same contract as the unit tests).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('IBAN kopieren');

    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-item-id'))).toBe('logout');
    await page.keyboard.press('ArrowUp');
    const previous = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(previous).toBe('menuitem');

    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ph-account__trigger'))).toBe(true);
  });

  test('each entry is named as the page it opens (its heading)', async () => {
    const menu = await openAccountMenu(page);
    // The label as it reads on screen: without the screen-reader-only extras (the unread dot's words).
    const entries = await menu.locator('a[role="menuitem"]').evaluateAll((links) =>
      links.map((link) => {
        const shown = link.cloneNode(true) as Element;
        for (const extra of shown.querySelectorAll('.ph-visually-hidden')) extra.remove();
        return { label: (shown.textContent ?? '').trim(), href: link.getAttribute('href') ?? '' };
      }),
    );
    await page.keyboard.press('Escape');
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const differing: string[] = [];
    for (const { label, href } of entries) {
      await page.goto(`${portal().url}${href}`);
      await mainSettled(page);
      const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
      if (heading !== label) differing.push(`"${label}" opens ${href}, headed "${heading}"`);
    }
    expect(differing).toEqual([]);
  });

  test('a click outside closes the menu', async () => {
    await openAccountMenu(page);
    await page.mouse.click(300, 800);
    await expect.poll(() => accountTrigger(page).getAttribute('aria-expanded')).toBe('false');
    expect(await panelOf(page).count()).toBe(0);
  });
});

describe('avatar menu of active-de at phone width (390)', () => {
  test('the avatar stays in the top bar and its open panel fits the screen, confirmation included', async () => {
    const { context, page } = await loggedInPage('active-de', PHONE);
    try {
      expect(await accountTrigger(page).isVisible()).toBe(true);
      await openAccountMenu(page);
      const panel = panelOf(page);
      const box = await panel.boundingBox();
      if (!box) throw new Error('open account panel has no box');
      expect(box.x, 'panel starts inside the screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'panel ends inside the screen').toBeLessThanOrEqual(390);
      // Under the top bar, not over the avatar.
      const trigger = await accountTrigger(page).boundingBox();
      expect(trigger && box.y >= trigger.y + trigger.height - 1).toBe(true);

      await panel.getByRole('button', { name: 'IBAN kopieren' }).click();
      const status = panel.getByRole('status').first();
      await expect.poll(() => status.textContent()).toBe('Kopiert');
      const statusBox = await status.boundingBox();
      expect(statusBox && statusBox.x >= 0 && statusBox.x + statusBox.width <= 390).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DE02120300000000202051');
    } finally {
      await context.close();
    }
  });
});

describe('avatar menu of active-gb', () => {
  test('shows account number and sort code, no IBAN; copy gives the plain digits', async () => {
    const { context, page } = await loggedInPage('active-gb');
    try {
      expect(new URL(page.url()).pathname).toBe('/en-gb/dashboard/');
      await openAccountMenu(page);
      const panel = panelOf(page);
      expect(await panel.getByText('Olivia Taylor', { exact: true }).isVisible()).toBe(true);
      expect(await accountIds(page)).toEqual({ 'Account number': '70086141', 'Sort code': '04-00-75' });
      expect(await panel.getByText('IBAN').count()).toBe(0);
      expect(await panel.textContent()).not.toMatch(/GB\d{2}/);

      const sortCodeRow = panel.locator('.ph-account-id').filter({ hasText: 'Sort code' });
      await sortCodeRow.getByRole('button', { name: 'Copy Sort code' }).click();
      await expect.poll(() => sortCodeRow.getByRole('status').textContent()).not.toBe('');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('040075');
      // Only the copied row confirms.
      const numberRow = panel.locator('.ph-account-id').filter({ hasText: 'Account number' });
      expect(await numberRow.getByRole('status').textContent()).toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('avatar menu of pending-activation-de', () => {
  test('reduced menu (postbox, documents, account security, logout) and no balance bar', async () => {
    const { context, page } = await loggedInPage('pending-activation-de');
    try {
      const menu = await openAccountMenu(page);
      expect(await menuItemIds(menu)).toEqual(['postbox', 'documents', 'account-security', 'logout']);
      expect(await menu.locator('[role="menuitem"]').allTextContents()).toEqual(['Postfach', 'Dokumente', 'Kontosicherheit', 'Abmelden']);
      expect(await panelOf(page).locator('.ph-account-id').count()).toBe(0);
      expect(await page.locator('header .ph-balance').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
