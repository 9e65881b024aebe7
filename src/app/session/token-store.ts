/**
 * Where the session's tokens live between page loads (spec 3 "Auth token storage", spec 7).
 *
 * - access_token: local storage AND a cookie (spec 7). Reads prefer local storage and fall
 *   back to the cookie, so a token set by a login page on another path still counts.
 * - refresh_token: local storage only; it is never needed on requests, so it is not put in a
 *   cookie that would travel with every one of them.
 * - server time difference (ms, serverTime - clientTime) from the last refresh (spec 5).
 * - refresh-token expiry (client clock, ms): how the session monitor knows the session's
 *   maximum (see session-clock.ts).
 */
import { readToken } from './token.ts';
import type { CookieJar, StorageLike } from './storage.ts';

export const TOKEN_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  serverTimeDiff: 'server_time_diff',
  refreshExpiresAt: 'refresh_expires_at',
} as const;

export interface StoredSession {
  accessToken: string;
  refreshToken?: string | null;
  /** serverTime - clientTime in ms, measured when these tokens arrived. */
  serverTimeDiffMs?: number;
  /** When the refresh token stops working, on the client clock (ms since epoch). */
  refreshExpiresAt?: number | null;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** 0 until a refresh has measured it. */
  getServerTimeDiff(): number;
  /**
   * End of the whole session on the client clock (ms), or null when unknown: the stored
   * refresh expiry, else the refresh token's own `exp` when it is a JWT.
   */
  getSessionMaxAt(): number | null;
  save(session: StoredSession): void;
  clear(): void;
}

export interface TokenStoreOptions {
  storage: StorageLike;
  cookies?: CookieJar;
}

export function createTokenStore({ storage, cookies }: TokenStoreOptions): TokenStore {
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null; // storage can throw (privacy modes); treat as empty
    }
  };
  const write = (key: string, value: string | null | undefined): void => {
    try {
      if (value === null || value === undefined) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Quota or privacy mode: the cookie still carries the access token.
    }
  };
  const readNumber = (key: string): number | null => {
    const raw = read(key);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };

  const store: TokenStore = {
    getAccessToken: () => read(TOKEN_KEYS.accessToken) || cookies?.get(TOKEN_KEYS.accessToken) || null,
    getRefreshToken: () => read(TOKEN_KEYS.refreshToken) || null,
    getServerTimeDiff: () => readNumber(TOKEN_KEYS.serverTimeDiff) ?? 0,
    getSessionMaxAt() {
      const stored = readNumber(TOKEN_KEYS.refreshExpiresAt);
      if (stored !== null) return stored;
      const exp = readToken(store.getRefreshToken())?.exp;
      return typeof exp === 'number' ? exp * 1000 - store.getServerTimeDiff() : null;
    },
    save(session) {
      write(TOKEN_KEYS.accessToken, session.accessToken);
      cookies?.set(TOKEN_KEYS.accessToken, session.accessToken);
      if (session.refreshToken !== undefined) write(TOKEN_KEYS.refreshToken, session.refreshToken);
      if (session.serverTimeDiffMs !== undefined) write(TOKEN_KEYS.serverTimeDiff, String(Math.round(session.serverTimeDiffMs)));
      if (session.refreshExpiresAt !== undefined) {
        write(TOKEN_KEYS.refreshExpiresAt, session.refreshExpiresAt === null ? null : String(Math.round(session.refreshExpiresAt)));
      }
    },
    clear() {
      for (const key of Object.values(TOKEN_KEYS)) write(key, null);
      cookies?.remove(TOKEN_KEYS.accessToken);
    },
  };
  return store;
}
