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
 * - the issuer and client that signed the session in: refresh and logout go back to them, even
 *   when the flag unifiedIdentityDomain names the other identity domain by then (a provider
 *   refuses the tokens of another one).
 */
import type { CookieJar, StorageLike } from './storage.ts';

export const TOKEN_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  serverTimeDiff: 'server_time_diff',
  refreshExpiresAt: 'refresh_expires_at',
  // The OpenID Connect ID token: only the logout's id_token_hint reads it (oidc/).
  idToken: 'id_token',
  // The OpenID provider that issued the tokens, and the portal's client there.
  issuer: 'oidc_issuer',
  clientId: 'oidc_client_id',
} as const;

/** Who issued a session's tokens: where its refresh and logout must go. */
export interface SessionIssuer {
  /** The issuer identifier (absolute URL) of the sign-in or token exchange. */
  issuer: string;
  clientId: string;
}

export interface StoredSession {
  accessToken: string;
  refreshToken?: string | null;
  /** serverTime - clientTime in ms, measured when these tokens arrived. */
  serverTimeDiffMs?: number;
  /** When the refresh token stops working, on the client clock (ms since epoch). */
  refreshExpiresAt?: number | null;
  /** The ID token of the sign-in (or the last refresh that sent one): RP-initiated logout's hint. */
  idToken?: string | null;
  /** The issuer that signed the session in (a sign-in or token exchange names it; a refresh keeps it). */
  issuer?: string | null;
  clientId?: string | null;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getIdToken(): string | null;
  /** The issuer and client of the session's tokens; null when unknown (a session from before, a test login). */
  getIssuer(): SessionIssuer | null;
  /** 0 until a refresh has measured it. */
  getServerTimeDiff(): number;
  /**
   * End of the whole session on the client clock (ms), or null when unknown: the stored
   * refresh expiry, else the refresh token's own `exp` when it is a JWT.
   */
  getSessionMaxAt(): number | null;
  save(session: StoredSession, options?: SaveOptions): void;
  clear(): void;
}

export interface SaveOptions {
  /**
   * A new login's multiContext, when the page that started it knew better than the page that
   * saves it: a sign-in is saved on the provider's return to the login page, whose address no
   * longer has the `?flags=` the sign-in started with (they travel in its return target).
   */
  perTab?: boolean;
}

export interface TokenStoreOptions {
  storage: StorageLike;
  cookies?: CookieJar;
  /**
   * Feature flag multiContext (spec 6; our reading of it): one browser can hold the sessions of
   * several customer contexts at once, one per tab (a person and their company, say: switchable
   * accounts). A tab that logs in while `perTab()` is true keeps its session in `tabStorage`
   * (sessionStorage, which is per tab) as well, and from then on reads it from there: a login
   * as another customer in a second tab (which overwrites the shared local storage) does not
   * change who this tab is. Without the flag every tab shares the last login, as before.
   */
  tabStorage?: StorageLike;
  perTab?: () => boolean;
}

function reader(storage: StorageLike | undefined) {
  return (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null; // storage can throw (privacy modes); treat as empty
    }
  };
}

function writer(storage: StorageLike | undefined) {
  return (key: string, value: string | null | undefined): void => {
    try {
      if (value === null || value === undefined) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the cookie still carries the access token.
    }
  };
}

export function createTokenStore({ storage, cookies, tabStorage, perTab }: TokenStoreOptions): TokenStore {
  const readShared = reader(storage);
  const readTab = reader(tabStorage);
  const writeShared = writer(storage);
  const writeTab = writer(tabStorage);
  // A tab with a session of its own (multiContext) reads it from there.
  const ownSession = (): boolean => readTab(TOKEN_KEYS.accessToken) !== null;
  const read = (key: string): string | null => (ownSession() ? readTab(key) : readShared(key));
  // The shared storage is this tab's when it has no session of its own, or when the shared
  // session is the same as its own (it was the last to log in): only then may it be changed
  // from here, so a tab never overwrites or ends another customer context's session.
  const sharedIsMine = (): boolean => !ownSession() || readShared(TOKEN_KEYS.accessToken) === readTab(TOKEN_KEYS.accessToken);
  /** Writes `values` where this tab's session lives: the shared storage, its own, or both. */
  const writeAll = (values: Partial<Record<keyof typeof TOKEN_KEYS, string | null>>, newLoginPerTab?: boolean): void => {
    const shared = sharedIsMine();
    const own = ownSession() || (newLoginPerTab ?? perTab?.()) === true;
    for (const [name, value] of Object.entries(values) as [keyof typeof TOKEN_KEYS, string | null][]) {
      if (shared) writeShared(TOKEN_KEYS[name], value);
      if (own) writeTab(TOKEN_KEYS[name], value);
    }
  };
  const readNumber = (key: string): number | null => {
    const raw = read(key);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };

  const store: TokenStore = {
    // A tab with its own session never falls back to the shared cookie: that may be another context's.
    getAccessToken: () =>
      ownSession() ? readTab(TOKEN_KEYS.accessToken) || null : read(TOKEN_KEYS.accessToken) || cookies?.get(TOKEN_KEYS.accessToken) || null,
    getRefreshToken: () => read(TOKEN_KEYS.refreshToken) || null,
    getIdToken: () => read(TOKEN_KEYS.idToken) || null,
    getIssuer: () => {
      const issuer = read(TOKEN_KEYS.issuer);
      const clientId = read(TOKEN_KEYS.clientId);
      return issuer && clientId ? { issuer, clientId } : null;
    },
    getServerTimeDiff: () => readNumber(TOKEN_KEYS.serverTimeDiff) ?? 0,
    // The stored refresh expiry only: reading a JWT refresh token's own exp needs the token
    // decoder, which loads with the customer's code (token.ts withRefreshTokenExpiry), not first.
    getSessionMaxAt: () => readNumber(TOKEN_KEYS.refreshExpiresAt),
    save(session, options) {
      const values: Partial<Record<keyof typeof TOKEN_KEYS, string | null>> = { accessToken: session.accessToken };
      if (session.refreshToken !== undefined) values.refreshToken = session.refreshToken;
      if (session.idToken !== undefined) values.idToken = session.idToken;
      if (session.issuer !== undefined) values.issuer = session.issuer;
      if (session.clientId !== undefined) values.clientId = session.clientId;
      if (session.serverTimeDiffMs !== undefined) values.serverTimeDiff = String(Math.round(session.serverTimeDiffMs));
      if (session.refreshExpiresAt !== undefined)
        values.refreshExpiresAt = session.refreshExpiresAt === null ? null : String(Math.round(session.refreshExpiresAt));
      writeAll(values, options?.perTab);
      cookies?.set(TOKEN_KEYS.accessToken, session.accessToken);
    },
    clear() {
      const own = ownSession();
      const shared = sharedIsMine();
      for (const key of Object.values(TOKEN_KEYS)) {
        if (shared) writeShared(key, null);
        writeTab(key, null);
      }
      // A tab that had its own session stays on its own, logged out: it must not become the
      // customer another tab logged in as (the empty token marks it; nobody logged in here).
      if (own) writeTab(TOKEN_KEYS.accessToken, '');
      cookies?.remove(TOKEN_KEYS.accessToken);
    },
  };
  return store;
}
