/**
 * The customer's postbox against the real local stack: active-de signs in,
 * opens the postbox, sees its messages newest first with their unread marker, opens an unread one
 * (its text shows, the server marks it read) and the unread count and the header's dot follow;
 * a reload keeps it read; the page is axe-clean at desktop and phone width. Expected texts come
 * from the persona file and config/strings, so a wording change does not break this test.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser({ bankAtStart: true });

const engine = configStrings('engine', 'de');
const unreadText = (count: number) =>
  engine(count === 1 ? 'postbox.unread.one' : count === 0 ? 'postbox.unread.zero' : 'postbox.unread.other').replace('{{count}}', String(count));

async function openPostbox(page: Page): Promise<void> {
  await page.goto(`${portal().url}/de-de/postbox/messages/`);
  await mainSettled(page);
  await partsLoaded(page);
  await page.getByRole('list', { name: engine('postbox.list.label') }).waitFor({ state: 'visible', timeout: 15_000 });
}

const items = (page: Page) => page.locator('main .pp-postbox__item');
/** The unread dots in the header's account menu (on its postbox entry), the menu opened and closed again. */
async function headerDots(page: Page): Promise<number> {
  const trigger = page.locator('header button[aria-haspopup="menu"]').first();
  await trigger.click();
  const menu = page.getByRole('menu');
  await menu.waitFor({ state: 'visible' });
  const dots = await menu.locator('[data-testid="unread-dot"]').count();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return dots;
}
const countBlock = (page: Page) => page.locator('main .pp-unread');

describe('postbox', () => {
  test('the postbox is axe-clean at desktop and phone width, with a message open', async () => {
    for (const options of [undefined, PHONE]) {
      const tab = await openTab(browser(), options);
      const { page } = tab;
      await signedInAs(page, portal().url, 'active-de');
      await openPostbox(page);
      // Before any message is read (the next test reads them): unread markers are checked too. The
      // oldest message is read already, so opening it changes nothing for the phone's turn.
      expect(await page.locator('main .pp-postbox__unread').count()).toBeGreaterThan(0);
      await items(page).last().getByRole('button').click();
      await expect.poll(() => items(page).last().locator('.pp-postbox__body').isVisible()).toBe(true);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await closeTab(tab);
    }
  });

  test('active-de reads an unread message: the count and the header follow, a reload keeps it read', async () => {
    const persona = personaFile('active-de');
    const messages = [...(persona.messages ?? [])].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
    const unread = messages.filter((message) => !message.read);
    expect(unread.length).toBe(persona.unreadMessages);
    expect(unread.length).toBeGreaterThanOrEqual(2);

    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await openPostbox(page);

    // Newest first, each with its subject and sender; unread ones say so in words.
    await expect.poll(() => items(page).count()).toBe(messages.length);
    for (const [index, message] of messages.entries()) {
      const item = items(page).nth(index);
      expect(await item.getAttribute('data-message-id')).toBe(message.id);
      const button = item.getByRole('button');
      const name = await button.innerText();
      expect(name).toContain(message.subject);
      expect(name).toContain(message.sender);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await item.locator('.pp-postbox__unread').count()).toBe(message.read ? 0 : 1);
    }
    // The date in the page's locale.
    const firstDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(Date.parse(messages[0]?.sentAt ?? ''));
    expect(await items(page).first().locator('time').innerText()).toBe(firstDate);
    await expect.poll(() => countBlock(page).innerText()).toBe(unreadText(unread.length));
    expect(await headerDots(page)).toBe(1);

    // Open the newest unread message with the keyboard: its text shows, the server marks it read.
    const first = unread[0]!;
    const item = page.locator(`main [data-message-id="${first.id}"]`);
    const marked = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/threads/${first.id}/read`,
    );
    const recount = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/threads/unread-count');
    await item.getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect((await marked).status()).toBe(204);
    expect(await (await recount).json()).toMatchObject({ data: unread.length - 1 });
    expect(await item.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    const firstParagraph = first.body.split('\n\n')[0] ?? '';
    await expect.poll(() => item.locator('.pp-postbox__body').innerText()).toContain(firstParagraph);
    // The unread count drops by one; the message no longer says it is unread.
    await expect.poll(() => countBlock(page).innerText()).toBe(unreadText(unread.length - 1));
    await expect.poll(() => item.locator('.pp-postbox__unread').count()).toBe(0);
    expect(await headerDots(page)).toBe(1);

    // A reload keeps it read.
    await page.reload();
    await openPostbox(page);
    await expect.poll(() => countBlock(page).innerText()).toBe(unreadText(unread.length - 1));
    expect(await page.locator(`main [data-message-id="${first.id}"] .pp-postbox__unread`).count()).toBe(0);
    expect(await page.locator(`main [data-message-id="${unread[1]!.id}"] .pp-postbox__unread`).count()).toBe(1);

    // Reading the rest takes the header's dot away.
    for (const message of unread.slice(1)) await page.locator(`main [data-message-id="${message.id}"]`).getByRole('button').click();
    await expect.poll(() => countBlock(page).innerText()).toBe(unreadText(0));
    await expect.poll(() => headerDots(page)).toBe(0);
    await closeTab(tab);
  });
});
