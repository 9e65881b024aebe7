/**
 * What accessibility and markup audits beyond axe found, in Chromium against
 * the built portal. The skip link sits in a landmark and is the first Tab stop; no two navigation
 * landmarks share a label (prerendered HTML and hydrated page); at phone width the header's
 * actions list leaves the accessibility tree when all its entries have moved to the panel; the
 * sections of a customer page's skeleton have a name.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signedOutLoginPath } from './support/login.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

/** Runs in the page: the landmark an element is in (its nearest one), as `role "label"`, or null. */
function landmarkOf(element: Element): string | null {
  const LANDMARKS =
    'header, nav, main, footer, aside, [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], [role="complementary"], [role="region"], [role="search"], section[aria-label], section[aria-labelledby]';
  const landmark = element.closest(LANDMARKS);
  if (!landmark) return null;
  const labelledBy = landmark.getAttribute('aria-labelledby');
  const label = landmark.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ?? '';
  return `${landmark.getAttribute('role') ?? landmark.tagName.toLowerCase()} "${label}"`;
}

/** Runs in the page: every navigation landmark's accessible label, in document order. */
function navigationLabels(): (string | null)[] {
  return [...document.querySelectorAll('nav, [role="navigation"]')].map((nav) => {
    const labelledBy = nav.getAttribute('aria-labelledby');
    if (labelledBy)
      return (
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ') || null
      );
    return nav.getAttribute('aria-label');
  });
}

function expectDistinctLabels(labels: (string | null)[], where: string): void {
  expect(labels.length, `${where}: navigation landmarks`).toBeGreaterThan(0);
  expect(
    labels.filter((label) => !label),
    `${where}: every navigation has a label (${labels.join(' | ')})`,
  ).toEqual([]);
  expect(new Set(labels).size, `${where}: no two navigations share a label (${labels.join(' | ')})`).toBe(labels.length);
}

/** Whether Chromium's accessibility tree leaves the element out (CDP, as a screen reader reads it). */
async function ignoredByAccessibility(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    expect(nodeId, `${selector} is in the DOM`).toBeGreaterThan(0);
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: { ignored: boolean }[] };
    return nodes[0]?.ignored ?? true;
  } finally {
    await cdp.detach();
  }
}

describe('the skip link', () => {
  const cases = [
    ['a public page', '/de-de/', null],
    ['a page with the country banner', '/de-de/?country=at', null],
    // As a customer reads it: after a logout (a plain /login/ goes on to the provider's form).
    ['the login page', signedOutLoginPath('en-gb'), null],
    ['the dashboard, logged in', null, 'active-de'],
  ] as const;
  for (const [name, path, persona] of cases) {
    test(`is in a landmark and the first Tab stop, and leads to main: ${name}`, async () => {
      const tab = await openTab(browser(), DESKTOP);
      const { page } = tab;
      // A fresh load, so focus starts at the top of the document (after the login the app has moved it).
      const url = persona ? await signedInAs(page, portal().url, persona) : `${portal().url}${path}`;
      await page.goto(url);
      await mainSettled(page, { timeout: 20_000 });
      if (path?.includes('country=')) await page.locator('.pc-banner').waitFor({ state: 'visible' });
      const link = page.locator('a.app-skip-link');
      expect(await link.evaluate(landmarkOf), 'the landmark around the skip link').not.toBeNull();
      await page.keyboard.press('Tab');
      expect(await link.evaluate((element) => element === document.activeElement), 'Tab reaches the skip link first').toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      await closeTab(tab);
    }, 60_000);
  }
});

describe('navigation landmarks have labels of their own', () => {
  const pages = ['/de-de/', signedOutLoginPath('en-gb'), '/fr-fr/deposit-guarantee/', '/en/select-country/', '/de-de/dashboard/', '/pl-pl/paymnet/'];

  test('in the prerendered HTML of every sample page', async () => {
    const noScript = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await noScript.newPage();
    for (const path of pages) {
      await page.goto(`${portal().url}${path}`);
      expectDistinctLabels(await page.evaluate(navigationLabels), `${path} (HTML)`);
    }
    await noScript.close();
  });

  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`in the hydrated page, public and logged in (${name})`, async () => {
      const tab = await openTab(browser(), options);
      for (const path of pages.slice(0, 3)) {
        await tab.page.goto(`${portal().url}${path}`);
        await mainSettled(tab.page, { timeout: 20_000 });
        expectDistinctLabels(await tab.page.evaluate(navigationLabels), `${path} (${name})`);
      }
      await signedInAs(tab.page, portal().url, 'active-de');
      await mainSettled(tab.page, { timeout: 20_000 });
      expectDistinctLabels(await tab.page.evaluate(navigationLabels), `dashboard logged in (${name})`);
      await closeTab(tab);
    }, 90_000);
  }
});

describe('the header’s actions list', () => {
  const actions = (page: Page): Locator => page.locator('header ul.ph-actions');

  test('at 390x844 with every action in the panel: hidden, not in the accessibility tree', async () => {
    const tab = await openTab(browser(), PHONE);
    await tab.page.goto(`${portal().url}/de-de/`);
    await mainSettled(tab.page);
    expect(await actions(tab.page).count(), 'the list is in the DOM (desktop needs it)').toBe(1);
    expect(await actions(tab.page).evaluate((list) => getComputedStyle(list).display)).toBe('none');
    expect(await ignoredByAccessibility(tab.page, 'header ul.ph-actions')).toBe(true);
    // The menu toggle keeps its place at the right edge of the bar.
    const toggle = await tab.page.locator('header .ph-mobile__toggle').boundingBox();
    expect(toggle && toggle.x + toggle.width).toBeGreaterThan(390 - 40);
    await closeTab(tab);
  });

  test('at 390x844 logged in: the avatar menu keeps the list', async () => {
    const tab = await openTab(browser(), PHONE);
    await signedInAs(tab.page, portal().url, 'active-de');
    await mainSettled(tab.page, { timeout: 20_000 });
    expect(await actions(tab.page).isVisible()).toBe(true);
    expect(await ignoredByAccessibility(tab.page, 'header ul.ph-actions')).toBe(false);
    await closeTab(tab);
  }, 60_000);

  test('on desktop: visible with its login and registration entries', async () => {
    const tab = await openTab(browser(), DESKTOP);
    await tab.page.goto(`${portal().url}/de-de/`);
    await mainSettled(tab.page);
    expect(await actions(tab.page).isVisible()).toBe(true);
    expect(await ignoredByAccessibility(tab.page, 'header ul.ph-actions')).toBe(false);
    expect(await actions(tab.page).locator('li:visible').count()).toBeGreaterThanOrEqual(2);
    await closeTab(tab);
  });
});

describe('customer page skeletons', () => {
  test('every section of the prerendered skeleton has a name (its caption or heading)', async () => {
    const noScript = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await noScript.newPage();
    for (const path of ['/de-de/dashboard/', '/de-de/dashboard/savings/term/', '/en-gb/dashboard/']) {
      const response = await page.goto(`${portal().url}${path}`);
      expect(response?.status(), path).toBe(200);
      const sections = await page.locator('main section').evaluateAll((all) =>
        all.map((section) => {
          const id = section.getAttribute('aria-labelledby');
          const name = section.getAttribute('aria-label') ?? (id ? document.getElementById(id)?.textContent?.trim() : '') ?? '';
          return { html: section.outerHTML.slice(0, 120), name };
        }),
      );
      expect(sections.length, `${path}: the skeleton has data blocks`).toBeGreaterThan(0);
      expect(
        sections.filter((section) => !section.name),
        path,
      ).toEqual([]);
    }
    await noScript.close();
  });
});
