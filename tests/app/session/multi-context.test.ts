/**
 * Feature flag multiContext (spec 6; our reading, session/token-store.ts): a tab that logs in
 * with the flag on keeps its customer context's session for itself (per-tab storage), so a login
 * as another customer in a second tab of the same browser neither replaces nor ends it. Two
 * token stores over one shared storage and two tab storages stand for two tabs.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { createTokenStore } from '../../../src/app/session/token-store.ts';

function browserWithTwoTabs(flags: { a: boolean; b: boolean }) {
  const shared = createMemoryStorage();
  const tabA = createTokenStore({ storage: shared, tabStorage: createMemoryStorage(), perTab: () => flags.a });
  const tabB = createTokenStore({ storage: shared, tabStorage: createMemoryStorage(), perTab: () => flags.b });
  return { shared, tabA, tabB };
}

describe('multiContext: one customer context per tab', () => {
  it('with the flag, a second tab logging in as another customer leaves the first tab its own session', () => {
    const { tabA, tabB } = browserWithTwoTabs({ a: true, b: true });
    tabA.save({ accessToken: 'token-erika', refreshToken: 'refresh-erika', serverTimeDiffMs: 10 });
    tabB.save({ accessToken: 'token-anna', refreshToken: 'refresh-anna', serverTimeDiffMs: 20 });
    expect([tabA.getAccessToken(), tabA.getRefreshToken(), tabA.getServerTimeDiff()]).toEqual(['token-erika', 'refresh-erika', 10]);
    expect([tabB.getAccessToken(), tabB.getRefreshToken(), tabB.getServerTimeDiff()]).toEqual(['token-anna', 'refresh-anna', 20]);
  });

  it("a sign-in saved where the page's flags are not known yet takes the flag it started with", () => {
    // The provider's return to the login page has lost the login page's ?flags=multiContext.
    const { tabA, tabB } = browserWithTwoTabs({ a: false, b: false });
    tabA.save({ accessToken: 'token-erika' }, { perTab: true });
    tabB.save({ accessToken: 'token-anna' }, { perTab: true });
    expect(tabA.getAccessToken()).toBe('token-erika');
    // And the other way round: a sign-in started without the flag shares, whatever the page says now.
    const { tabA: first, tabB: second } = browserWithTwoTabs({ a: true, b: true });
    first.save({ accessToken: 'token-erika' }, { perTab: false });
    second.save({ accessToken: 'token-anna' }, { perTab: false });
    expect(first.getAccessToken()).toBe('token-anna');
  });

  it("a refresh in one tab stays in that tab, and its logout does not end the other tab's session", () => {
    const { shared, tabA, tabB } = browserWithTwoTabs({ a: true, b: true });
    tabA.save({ accessToken: 'token-erika', refreshToken: 'refresh-erika' });
    tabB.save({ accessToken: 'token-anna', refreshToken: 'refresh-anna' });
    tabA.save({ accessToken: 'token-erika-2', refreshToken: 'refresh-erika-2' });
    // The shared storage is the last login's (tab B): tab A's refresh does not overwrite it.
    expect(shared.snapshot().access_token).toBe('token-anna');
    tabA.clear();
    expect(tabA.getAccessToken()).toBeNull();
    expect(tabB.getAccessToken()).toBe('token-anna');
    expect(shared.snapshot().access_token).toBe('token-anna');
    // Logged out, tab A stays logged out: it does not become the customer of tab B.
    tabB.save({ accessToken: 'token-anna-2' });
    expect(tabA.getAccessToken()).toBeNull();
  });

  it('a tab that was the last to log in takes the shared session with it when it logs out', () => {
    const { shared, tabA } = browserWithTwoTabs({ a: true, b: true });
    tabA.save({ accessToken: 'token-erika', refreshToken: 'refresh-erika' });
    tabA.clear();
    expect(shared.snapshot()).toEqual({});
  });

  it('without the flag every tab shares the last login, as before', () => {
    const { tabA, tabB } = browserWithTwoTabs({ a: false, b: false });
    tabA.save({ accessToken: 'token-erika', refreshToken: 'refresh-erika' });
    tabB.save({ accessToken: 'token-anna', refreshToken: 'refresh-anna' });
    expect(tabA.getAccessToken()).toBe('token-anna');
    tabB.clear();
    expect(tabA.getAccessToken()).toBeNull();
  });
});
