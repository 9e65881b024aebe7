/**
 * The customer's documents against the real local stack, under the portal's
 * strict Content-Security-Policy (setup.ts fails a test on any violation): active-de opens its
 * documents page and sees its documents newest first with their date, kind and unread marker;
 * a download (fetched with the customer's token, saved from an object URL) delivers a whole PDF
 * under the service's file name; arriving by the account menu keeps the header while the list
 * comes; active-it, who has no documents, sees the empty state; the page
 * is axe-clean at desktop and phone width. Expected values come from the persona files and
 * config/strings, not from copies.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

const de = configStrings('engine', 'de');
const it_ = configStrings('engine', 'it');
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const day = (iso: string) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

/** active-de's documents newest first, worked out from the file. */
function expectedDocuments() {
  const documents = [...(personaFile('active-de').documents ?? [])];
  return documents.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : 1));
}

async function openDocuments(page: Page, locale: string): Promise<string | undefined> {
  const response = await page.goto(`${portal().url}/${locale}/documents/`);
  await mainSettled(page);
  await partsLoaded(page);
  return response?.headers()['content-security-policy'];
}

const table = (page: Page) => page.getByRole('table', { name: de('account.documents.caption') });

describe('documents', () => {
  // One test per screen form: each is a sign-in and a full check, too much for one test's time
  // on a busy machine.
  for (const [form, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`active-de: newest first with date, kind and unread marker; a download is a whole PDF; axe-clean (${form})`, async () => {
      const expected = expectedDocuments();
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(expected.some((document) => document.read === false)).toBe(true);
      const tab = await openTab(browser(), options);
      const { page } = tab;
      await signedInAs(page, portal().url, 'active-de');
      const policy = await openDocuments(page, 'de-de');
      // The page runs under the strict policy the download must live with.
      expect(policy).toMatch(/script-src/);
      await table(page).waitFor({ state: 'visible', timeout: 15_000 });

      const rows = table(page).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(expected.length);
      for (const [index, document] of expected.entries()) {
        const row = rows.nth(index);
        expect(await row.getAttribute('data-document-id')).toBe(document.id);
        const title = plain(await row.getByRole('rowheader').textContent());
        expect(title).toBe(document.read === false ? `${de('account.documents.unread')}: ${document.title}` : document.title);
        const cells = (await row.locator('td').allTextContents()).map(plain);
        expect(cells[0]).toBe(day(document.date));
        expect(cells[1]).toBe(de(`account.documents.kind.${document.kind}`));
      }
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // The newest document, downloaded by its button (named with its title).
      const newest = expected[0]!;
      const button = rows.first().getByRole('button');
      expect(plain(await button.evaluate((element) => element.textContent))).toBe(`${de('account.documents.download')}: ${newest.title}`);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), button.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-${newest.date}\\.pdf$`));
      // Read through Playwright's stream: the file lies with the run's Chromium, not this process.
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray()).toString('latin1');
      expect(bytes.startsWith('%PDF-')).toBe(true);
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(bytes).toContain(newest.title.replace(/[()\\]/g, (c) => `\\${c}`));
      // No failure message after a download that worked.
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: de('account.documents.error.download') })
          .count(),
      ).toBe(0);
      await closeTab(tab);
    });
  }

  test('a download the service refuses says so in the row, and the list stays', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await page.route('**/api/documents/*/file**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
    await openDocuments(page, 'de-de');
    await table(page).waitFor({ state: 'visible', timeout: 15_000 });
    const row = table(page).locator('tbody tr').first();
    // The file is asked of the service (with the token), which refuses it.
    const asked = page.waitForRequest('**/api/documents/*/file**');
    await row.getByRole('button').click();
    expect((await asked).headers().authorization).toMatch(/^Bearer /);
    await expect.poll(() => row.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(de('account.documents.error.download'));
    expect(await table(page).locator('tbody tr').count()).toBe(expectedDocuments().length);
    await closeTab(tab);
  });

  test('arriving by the account menu (no page load): the header stays while the list comes, the block alone shows its skeleton', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await partsLoaded(page);
    // The list answers late, so a page that waited for it would show the header's skeleton meanwhile.
    await page.route('**/api/documents?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const trigger = 'header button[aria-haspopup="menu"]';
    await page.evaluate((selector) => {
      const seen = { triggerLost: false, blockBusy: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (!document.querySelector(selector)) seen.triggerLost = true;
        if (document.querySelector('main [data-block="documents"] [aria-busy="true"]')) seen.blockBusy = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, trigger);
    const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.locator(trigger).first().click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Dokumente' }).click();
    await page.waitForURL(/\/de-de\/documents\/?$/);
    await table(page).waitFor({ state: 'visible', timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: { triggerLost: boolean; blockBusy: boolean } }).seen);
    expect(seen).toEqual({ triggerLost: false, blockBusy: true });
    // The same document: no page load happened on the way.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    expect(await table(page).locator('tbody tr').count()).toBe(expectedDocuments().length);
    await closeTab(tab);
  });

  test('a customer without documents sees the empty state', async () => {
    expect(personaFile('active-it').documents ?? []).toEqual([]);
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-it');
    await openDocuments(page, 'it-it');
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(it_('account.documents.empty.title'));
    expect(await page.getByRole('table', { name: it_('account.documents.caption') }).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeTab(tab);
  });
});
