/**
 * The token-exchange route (`/<locale>/token-exchange/?subject_token=`) swapped a
 * signed-in customer's session for the handed-over one without asking, so any page could send
 * the customer there with another customer's token. Now the portal asks first, in the locale's
 * language, with the focus on the question: staying keeps the session (the handed-over token is
 * never exchanged), continuing takes the hand-over. A hand-over for the same customer goes on.
 */
import { describe, expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { storedTokens } from './support/storage.ts';
import { configStrings } from './support/strings.ts';
import { closeTab, openTab } from './support/tabs.ts';
import { claimsOf } from './support/tokens.ts';

const { portal, browser } = usePortalAndBrowser();
const app = configStrings('app', 'de');
const filled = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A fresh access token of `personaId`, as an app holding that customer's session would hand it over. */
async function handedToken(personaId: string): Promise<string> {
  const response = await fetch(`${portal().url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personaId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('the token-exchange route with a customer signed in', () => {
  test('asks before another customer\'s session replaces it: "stay" keeps it, "continue" takes the hand-over', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, 'active-de');
    const mine = await storedTokens(page);
    const current = claimsOf(mine.access).customer_id ?? '';
    const foreign = await handedToken('company-customer-de');
    const handed = claimsOf(foreign).customer_id ?? '';
    expect(handed).not.toBe(current);

    const exchanges: string[] = [];
    page.on('request', (request) => {
      // A token exchange at the provider's token endpoint (the consent stand-in's records name the page, token-exchange too).
      if (request.url().includes('/protocol/openid-connect/token') && (request.postData() ?? '').includes('token-exchange')) exchanges.push(request.url());
    });
    await page.goto(`${portal().url}/de-de/token-exchange/?subject_token=${encodeURIComponent(foreign)}&flags=newDashboard`);
    const heading = page.getByRole('heading', { name: app('login.handover.title') });
    await heading.waitFor({ state: 'visible', timeout: 15_000 });
    // The question is read first (focus), names both customers, and the token has left the address.
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByText(filled(app('login.handover.text'), { current, handed })).waitFor({ state: 'visible' });
    expect(page.url()).not.toContain('subject_token');
    expect((await storedTokens(page)).access).toBe(mine.access);

    await page.getByRole('button', { name: filled(app('login.handover.keep'), { current }) }).click();
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/' && url.searchParams.get('flags') === 'newDashboard', { timeout: 15_000 });
    expect((await storedTokens(page)).access).toBe(mine.access);
    expect(exchanges).toEqual([]);

    // Asked again with another token, the customer chooses the handed-over session.
    const second = await handedToken('company-customer-de');
    await page.goto(`${portal().url}/de-de/token-exchange/?subject_token=${encodeURIComponent(second)}`);
    await page.getByRole('button', { name: filled(app('login.handover.accept'), { handed }) }).click();
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/', { timeout: 15_000 });
    await expect.poll(async () => claimsOf((await storedTokens(page)).access).customer_id, { timeout: 15_000 }).toBe(handed);
    expect(exchanges).toHaveLength(1);
    await closeTab(tab);
  });

  test("a hand-over of the signed-in customer's own session goes on without a question", async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await loginAs(page, portal().url, 'active-de');
    const before = await storedTokens(page);
    const own = await handedToken('active-de');
    await page.goto(`${portal().url}/de-de/token-exchange/?subject_token=${encodeURIComponent(own)}`);
    await page.waitForURL((url) => url.pathname === '/de-de/dashboard/', { timeout: 15_000 });
    await expect.poll(async () => (await storedTokens(page)).access, { timeout: 15_000 }).not.toBe(before.access);
    expect(await page.getByRole('heading', { name: app('login.handover.title') }).count()).toBe(0);
    expect(claimsOf((await storedTokens(page)).access).customer_id).toBe(claimsOf(before.access).customer_id);
    await closeTab(tab);
  });
});
