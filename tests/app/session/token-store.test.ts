// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createTokenStore } from '../../../src/app/session/token-store.ts';
import { withRefreshTokenExpiry } from '../../../src/app/session/token.ts';
import { createDocumentCookieJar, createMemoryStorage } from '../../../src/app/session/storage.ts';
import { unsignedToken } from '../support/jwt.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('token store', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('stores the access token in local storage and a cookie, the refresh token in storage only', () => {
    const store = createTokenStore({ storage: localStorage, cookies: createDocumentCookieJar(document) });
    store.save({ accessToken: 'a.b.c', refreshToken: 'r-1', serverTimeDiffMs: -1500 });
    expect(localStorage.getItem('access_token')).toBe('a.b.c');
    expect(localStorage.getItem('refresh_token')).toBe('r-1');
    expect(document.cookie).toContain('access_token=a.b.c');
    expect(document.cookie).not.toContain('r-1');
    expect(store.getAccessToken()).toBe('a.b.c');
    expect(store.getRefreshToken()).toBe('r-1');
    expect(store.getServerTimeDiff()).toBe(-1500);
  });

  it("keeps the issuer and client of the session's tokens: a refresh (which names none) leaves them, clear() removes them", () => {
    const store = createTokenStore({ storage: localStorage });
    expect(store.getIssuer()).toBeNull();
    store.save({ accessToken: 'a.b.c', refreshToken: 'r-1', issuer: 'https://id.example/auth', clientId: 'login' });
    expect(store.getIssuer()).toEqual({ issuer: 'https://id.example/auth', clientId: 'login' });
    store.save({ accessToken: 'a.b.d', refreshToken: 'r-2' });
    expect(store.getIssuer()).toEqual({ issuer: 'https://id.example/auth', clientId: 'login' });
    store.clear();
    expect(store.getIssuer()).toBeNull();
    // Half a record (a hand-edited storage) is no issuer.
    localStorage.setItem('oidc_issuer', 'https://id.example/auth');
    expect(store.getIssuer()).toBeNull();
  });

  it('falls back to the cookie when local storage has no access token', () => {
    const cookies = createDocumentCookieJar(document);
    cookies.set('access_token', 'from-cookie');
    const store = createTokenStore({ storage: createMemoryStorage(), cookies });
    expect(store.getAccessToken()).toBe('from-cookie');
  });

  it('clear() removes tokens, the time difference and the cookie', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore({ storage, cookies: createDocumentCookieJar(document) });
    store.save({ accessToken: 'a', refreshToken: 'r', serverTimeDiffMs: 10, refreshExpiresAt: 123 });
    store.clear();
    expect(storage.snapshot()).toEqual({});
    expect(document.cookie).not.toContain('access_token');
    expect(store.getAccessToken()).toBeNull();
    expect(store.getServerTimeDiff()).toBe(0);
    expect(store.getSessionMaxAt()).toBeNull();
  });

  it('knows the session maximum from the stored refresh expiry, else (with the decoder) from a JWT refresh token', () => {
    const storage = createMemoryStorage();
    const bare = createTokenStore({ storage });
    const store = withRefreshTokenExpiry(bare);
    store.save({ accessToken: 'a', refreshToken: unsignedToken({ iat: 1000, exp: 2000 }), serverTimeDiffMs: 5000 });
    expect(bare.getSessionMaxAt()).toBeNull();
    expect(store.getSessionMaxAt()).toBe(2000 * 1000 - 5000);
    store.save({ accessToken: 'a', refreshExpiresAt: 1_700_000_000_000 });
    expect(store.getSessionMaxAt()).toBe(1_700_000_000_000);
    store.save({ accessToken: 'a', refreshToken: 'opaque', refreshExpiresAt: null });
    expect(store.getSessionMaxAt()).toBeNull();
  });
});
