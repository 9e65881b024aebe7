/**
 * The transaction account's bookings against the real local stack:
 * active-de opens its transactions page, sees the newest booking first with the balance after it
 * (the account's balance), pages to the older bookings by the keyboard and back, and the page is
 * axe-clean at desktop and phone width; a failed call says so and "try again" loads the bookings;
 * active-it, who has no bookings, sees the empty state.
 * Expected values come from the persona files and config/strings, not from copies.
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
const PAGE_SIZE = 25;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** active-de's bookings newest first, each with the balance after it, worked out from the file. */
function expectedBookings() {
  const persona = personaFile('active-de');
  const bookings = [...(persona.transactions ?? [])]
    .map((b, i) => ({ b, i }))
    .sort((x, y) => (x.b.bookingDate < y.b.bookingDate ? 1 : x.b.bookingDate > y.b.bookingDate ? -1 : x.i - y.i));
  let balance = Math.round((persona.accounts?.[0]?.balance?.current ?? 0) * 100);
  return bookings.map(({ b }) => {
    const row = { ...b, balance: balance / 100 };
    balance -= Math.round(b.amount * 100);
    return row;
  });
}
const eur = (n: number) => plain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n));
const day = (iso: string) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

async function openBookings(page: Page, locale: string, path = '') {
  await page.goto(`${portal().url}/${locale}/account-transactions/${path}`);
  await mainSettled(page);
  await partsLoaded(page);
}

async function firstRow(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: de('account.bookings.caption') });
  await table.waitFor({ state: 'visible', timeout: 15_000 });
  const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
  return cells.map(plain);
}

describe('account transactions', () => {
  // One test per screen form: each is a sign-in and a full check, too much for one test's time
  // on a busy machine.
  for (const [form, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`active-de: newest first with the balance after it, pages on and back by keyboard; axe-clean (${form})`, async () => {
      const expected = expectedBookings();
      expect(expected.length).toBeGreaterThan(PAGE_SIZE);
      const newest = expected[0]!;
      const older = expected[PAGE_SIZE]!;
      const tab = await openTab(browser(), options);
      const { page } = tab;
      await signedInAs(page, portal().url, 'active-de');
      await openBookings(page, 'de-de');
      const row = await firstRow(page);
      expect(row[0]).toBe(day(newest.bookingDate));
      expect(row[2]).toBe(eur(newest.amount));
      expect(row[3]).toBe(eur(newest.balance));
      const nav = page.getByRole('navigation', { name: de('account.bookings.paging.label') });
      await expect
        .poll(() => nav.textContent())
        .toContain(
          de('account.bookings.paging.status')
            .replace('{{page}}', '1')
            .replace('{{pages}}', String(Math.ceil(expected.length / PAGE_SIZE))),
        );
      let violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Older bookings, by the keyboard.
      await nav.getByRole('link', { name: de('account.bookings.paging.next') }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?page=2$/);
      await expect.poll(async () => (await firstRow(page))[3]).toBe(eur(older.balance));
      expect((await firstRow(page))[0]).toBe(day(older.bookingDate));
      violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // And back to the newest.
      await nav.getByRole('link', { name: de('account.bookings.paging.previous') }).click();
      await page.waitForURL(/account-transactions\/$/);
      await expect.poll(async () => (await firstRow(page))[3]).toBe(eur(newest.balance));
      await closeTab(tab);
    });
  }

  test('a page past the last one (an old bookmark, a typed ?page=) shows the last page, not "page 4 of 3" and "no bookings"', async () => {
    const expected = expectedBookings();
    const pages = Math.ceil(expected.length / PAGE_SIZE);
    const oldestOfLast = expected[(pages - 1) * PAGE_SIZE]!;
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await openBookings(page, 'de-de', `?page=${pages + 1}`);
    const nav = page.getByRole('navigation', { name: de('account.bookings.paging.label') });
    const status = (n: number) => de('account.bookings.paging.status').replace('{{page}}', String(n)).replace('{{pages}}', String(pages));
    await expect.poll(() => nav.textContent(), { timeout: 15_000 }).toContain(status(pages));
    expect((await firstRow(page))[0]).toBe(day(oldestOfLast.bookingDate));
    expect(await page.locator('main').textContent()).not.toContain(de('account.bookings.empty.title'));
    // Its "newer" link is the page before the last.
    expect(await nav.getByRole('link', { name: de('account.bookings.paging.previous') }).getAttribute('href')).toBe(
      `/de-de/account-transactions/${pages - 1 > 1 ? `?page=${pages - 1}` : ''}`,
    );
    await closeTab(tab);
  });

  test('a page of bookings that failed says so, and "try again" loads it', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    // The bookings service answers 500 until the test lets its calls through.
    let failing = true;
    await page.route('**/accounts/*/transactions*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    await openBookings(page, 'de-de');
    await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toContain(de('account.bookings.error.title'));
    failing = false;
    await page.getByRole('button', { name: de('account.bookings.retry') }).click();
    expect((await firstRow(page))[3]).toBe(eur(expectedBookings()[0]!.balance));
    expect(await page.getByRole('button', { name: de('account.bookings.retry') }).count()).toBe(0);
    await closeTab(tab);
  });

  test('a customer without bookings sees the empty state', async () => {
    expect(personaFile('active-it').transactions).toEqual([]);
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-it');
    await openBookings(page, 'it-it');
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(it_('account.bookings.empty.title'));
    expect(await page.getByRole('table', { name: it_('account.bookings.caption') }).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeTab(tab);
  });
});
